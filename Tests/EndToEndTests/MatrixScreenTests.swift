import Foundation
import Testing

/// The matrix end to end: placing a task from the inbox and carrying it across quadrants with real
/// Shift-arrow sequences, adding into a quadrant, toggling and undoing, then the flags as stored.
@Suite("Matrix in tmux")
struct MatrixScreenTests {
    @Test(arguments: ["xterm-256color", "tmux-256color"])
    func carryAddToggleUndo(term: String) throws {
        let app = try ListScreenSession(titles: ["Sort desktop icons"], term: term)
        defer { app.close() }
        try app.cli.run("add", "Pay rent", "--quadrant", "do")
        try app.waitForList()
        try app.tmux.sendKeys("3")
        // Added without a flag, the task waits in the inbox, which has the keys as it was selected.
        try app.tmux.waitForScreen {
            $0.contains("Do first") && $0.contains("Eliminate") && $0.contains("Sort desktop")
                && $0.contains("not placed 1")
        }
        // The inbox → Schedule (right: important) → Do first (left: urgent).
        try app.tmux.sendKeys("S-Right")
        try app.tmux.waitForScreen(containing: "Placed in Schedule")
        try app.tmux.sendKeys("S-Left")
        try app.tmux.waitForScreen(containing: "Moved to Do first")
        var sorted = try #require(
            try app.cli.tasks().first { $0["title"] as? String == "Sort desktop icons" })
        #expect(sorted["important"] as? Bool == true && sorted["urgent"] as? Bool == true)
        // Do first → Schedule → Delegate, then quick add straight into Delegate, its markers read as in the
        // list's (issue 32, bug 6).
        try app.tmux.sendKeys("Tab", "Tab", "a")
        try app.tmux.sendLiteral("Reply to newsletter due:2026-12-01")
        try app.tmux.waitForScreen(containing: "Reply to newsletter due:2026-12-01")
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "☐ Reply to newsletter")
        try app.tmux.sendKeys("Escape")
        // Closed before the next key: an Escape followed at once by a key reads as Alt and that key.
        try app.tmux.waitForScreen { !$0.contains("Esc cancel") }
        let reply = try #require(
            try app.cli.tasks().first { $0["title"] as? String == "Reply to newsletter" })
        #expect(reply["quadrant"] as? String == "delegate")
        #expect(reply["deadline"] as? String == "2026-12-01", "\(reply)")
        try app.tmux.sendKeys("Space")
        try app.tmux.waitForScreen(containing: "Done: “Reply to newsletter”")
        #expect(
            try app.cli.tasks().first { $0["title"] as? String == "Reply to newsletter" }?["done"] as? Bool
                == true)
        try app.tmux.sendKeys("u")
        try app.tmux.waitForScreen(containing: "Undone")
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
        sorted = try #require(try app.cli.tasks().first { $0["title"] as? String == "Sort desktop icons" })
        #expect(sorted["quadrant"] as? String == "do")
        #expect(
            try app.cli.tasks().first { $0["title"] as? String == "Reply to newsletter" }?["done"] as? Bool
                == false)
    }
}
