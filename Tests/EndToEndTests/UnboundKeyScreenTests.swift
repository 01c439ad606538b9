import Foundation
import IkeTestSupport
import Testing

/// A key that does nothing on the screen says so on the status line (issue 32, friction 8), and the list
/// stays as it was.
@Suite("Keys that do nothing here, on the screen")
struct UnboundKeyScreenTests {
    @Test func anUnboundKeyIsNamedOnTheStatusLine() throws {
        let app = try ListScreenSession(titles: ["Buy milk"])
        defer { app.close() }
        _ = try app.tmux.waitForScreen { $0.contains(" open") && $0.contains("Buy milk") }
        try app.tmux.sendKeys("z")
        let screen = try app.tmux.waitForScreen { $0.contains("z does nothing here; ? lists the keys") }
        #expect(screen.contains("☐ Buy milk"), "\(screen)")
    }
}
