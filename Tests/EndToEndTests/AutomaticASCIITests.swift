import Foundation
import IkeTestSupport
import Testing

/// The Linux console and a locale that is not UTF-8 get ASCII glyphs without `--ascii`; titles stay whole.
@Suite("Automatic ASCII glyphs")
struct AutomaticASCIITests {
    @Test func theLinuxConsoleGetsASCIIGlyphs() throws {
        let app = try ListScreenSession(titles: ["Buy milk"], term: "linux")
        defer { app.close() }
        // The whole frame, row included: under load tmux can show the header before the rows.
        let screen = try app.tmux.waitForScreen { $0.contains(" open") && $0.contains("Buy milk") }
        #expect(screen.contains("[ ] Buy milk"), "\(screen)")
        #expect(!screen.contains("☐") && !screen.contains("│"), "\(screen)")
    }

    @Test func aLocaleThatIsNotUTF8GetsASCIIGlyphsAndKeepsWideTitles() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        try cli.run("add", "할 일 등록")
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        var environment = cli.environment
        environment["LANG"] = "C"
        environment["LC_ALL"] = "C"
        try tmux.start(
            command: [try IkeBinary.path(), "--db", cli.database], width: 80, height: 24,
            environment: environment, term: "xterm-256color")
        // The row too, not only the header: under load tmux can show a frame half drawn.
        let screen = try tmux.waitForScreen { $0.contains(" open") && $0.contains("할 일 등록") }
        #expect(screen.contains("[ ] "), "\(screen)")
        #expect(!screen.contains("☐"), "\(screen)")
    }

    @Test func aUTF8XtermKeepsUnicodeGlyphs() throws {
        let app = try ListScreenSession(titles: ["Buy milk"], term: "xterm-256color")
        defer { app.close() }
        // The row, not only the header: under load tmux may capture a frame half drawn.
        let screen = try app.tmux.waitForScreen { $0.contains("Buy milk") }
        #expect(screen.contains("☐ Buy milk"), "\(screen)")
    }
}
