import Foundation
import Testing

/// The mouse end to end: SGR mouse reports typed into the pane as a terminal would send them.
@Suite("Mouse in tmux")
struct MouseTests {
    /// An SGR report for the left button at 0-based cell (`x`, `y`): `M` pressed, `m` released.
    static func report(x: Int, y: Int, pressed: Bool) -> String {
        "\u{1B}[<0;\(x + 1);\(y + 1)" + (pressed ? "M" : "m")
    }

    @Test(arguments: ["xterm-256color", "tmux-256color"])
    func dragReordersAndAClickOnTheCheckboxToggles(term: String) throws {
        let app = try ListScreenSession(titles: ["A", "B", "C", "D"], term: term)
        defer { app.close() }
        try app.waitForRows(["▸☐ A", "☐ B", "☐ C", "☐ D"])
        // Press on A's title (row 3), release on C's row (5): A lands after C.
        try app.tmux.sendLiteral(Self.report(x: 20, y: 3, pressed: true))
        usleep(50_000)  // a separate release, as a hand makes it, not a click
        try app.tmux.sendLiteral(Self.report(x: 20, y: 5, pressed: false))
        try app.waitForRows(["☐ B", "☐ C", "▸☐ A", "☐ D"])
        try app.tmux.waitForScreen(containing: "Moved “A”")
        // A click on D's checkbox marks it done.
        try app.tmux.sendLiteral(
            Self.report(x: 2, y: 6, pressed: true) + Self.report(x: 2, y: 6, pressed: false))
        try app.waitForRows(["☐ B", "☐ C", "☐ A", "▸☑ D"])
        try app.tmux.sendKeys("u", "u")
        try app.waitForRows(["▸☐ A", "☐ B", "☐ C", "☐ D"])
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
        #expect(try app.cli.tasks().map { $0["title"] as? String } == ["A", "B", "C", "D"])
    }
}
