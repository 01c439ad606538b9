import Foundation
import Testing

/// Terminals the app cannot use get a message and an exit code, never a blank or garbled screen.
@Suite("Unusable terminals")
struct TerminalRefusalTests {
    @Test(
        arguments: [
            (nil, "TERM is not set"), ("dumb", "TERM='dumb' cannot position the cursor"),
            ("no-such-terminal", "TERM='no-such-terminal' is not in the terminfo database"),
        ] as [(String?, String)])
    func refusedWithAMessage(term: String?, message: String) throws {
        let app = try ListScreenSession(titles: ["A"], term: term)
        defer { app.close() }
        #expect(try app.tmux.waitForExit() == 3)
        let screen = try app.tmux.capture(includeHistory: true)
        #expect(screen.contains("ike: " + message), "\(screen)")
    }
}
