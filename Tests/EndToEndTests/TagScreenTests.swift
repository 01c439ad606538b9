import Foundation
import Testing

/// Tags end to end: quick add's `#word`, the `#` filter, the form's Tags field with completion, undo,
/// then the database reopened by the command line and by the app.
@Suite("Tags in tmux")
struct TagScreenTests {
    @Test func quickAddFilterEditTagsUndoQuitAndReopen() throws {
        let app = try ListScreenSession(titles: ["Renew passport", "Buy milk"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("a")
        try app.tmux.sendLiteral("Call mom #family")
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Call mom #family")
        try app.tmux.sendLiteral("Pay rent #집")
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Pay rent #집")
        try app.tmux.sendKeys("Escape")
        try app.tmux.waitForScreen(containing: "␣ done")

        // # lists the tags with their counts; typing narrows them; Enter filters the list.
        try app.tmux.sendKeys("#")
        // Waited for whole: the counts can be drawn a frame after the names (it failed once so).
        let chooser = try app.tmux.waitForScreen {
            $0.contains("Filter by tag") && $0.contains("#집") && $0.contains("#family")
                && $0.contains("1 open")
        }
        #expect(chooser.contains("#family") && chooser.contains("1 open"))
        try app.tmux.sendLiteral("FAM")
        try app.tmux.sendKeys("Enter")
        let filtered = try app.waitForRows(["▸☐ Call mom #family"])
        #expect(filtered.components(separatedBy: "\n")[0].contains("#family"))
        #expect(filtered.contains("Showing tasks tagged #family"))

        // The form: Tab completes a tag in use (집 has one task), Ctrl-S saves the set.
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Edit task")
        try app.tmux.sendKeys("Tab", "Tab", "Tab", "Tab", "Tab")
        try app.tmux.sendLiteral("집")
        try app.tmux.sendKeys("Tab")
        try app.tmux.waitForScreen(containing: "[#family #집 ")
        try app.tmux.sendKeys("C-s")
        try app.waitForRows(["▸☐ Call mom #family #집"])
        #expect(
            try app.cli.tasks().first { $0["title"] as? String == "Call mom" }?["tags"] as? [String] == [
                "family", "집",
            ])

        // Undo takes the tag back; the filter stays on the goals screen.
        try app.tmux.sendKeys("u")
        try app.waitForRows(["▸☐ Call mom #family"])
        try app.tmux.sendKeys("2")
        let goals = try app.tmux.waitForScreen { $0.contains("[Goals]") && $0.contains("Call mom") }
        #expect(goals.components(separatedBy: "\n")[0].contains("#family"))
        #expect(!goals.contains("Buy milk"))
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)

        // Reopened by the command line: what the screen showed is what was kept.
        let tasks = try app.cli.tasks()
        let tags = Dictionary(
            uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0["tags"] as! [String]) })
        #expect(tags == ["Call mom": ["family"], "Pay rent": ["집"], "Renew passport": [], "Buy milk": []])
        let listed = try app.cli.run("list", "--tag", "family")
        #expect(
            listed.exitCode == 0 && listed.stdout.contains("Call mom") && !listed.stdout.contains("Pay rent"))
    }

    @Test func reopenedTheAppShowsTheTagsAndAFilterStartsFromNothing() throws {
        let app = try ListScreenSession(titles: []) { cli in
            try cli.run("add", "Call mom", "--tag", "family")
            try cli.run("add", "Buy milk")
        }
        defer { app.close() }
        // A new run starts unfiltered: the filter is the session's, the tags are the database's.
        let screen = try app.waitForRows(["▸☐ Call mom #family", "☐ Buy milk"])
        #expect(!screen.components(separatedBy: "\n")[0].contains("#family"))
        try app.tmux.sendKeys("j", "#")
        try app.tmux.waitForScreen(containing: "Filter by tag")
        try app.tmux.sendKeys("Enter")
        // The selection was on Buy milk, which the filter hides: it goes to the first task shown.
        try app.waitForRows(["▸☐ Call mom #family"])
        // Esc on the list shows every task again.
        try app.tmux.sendKeys("Escape")
        try app.waitForRows(["▸☐ Call mom #family", "☐ Buy milk"])
    }
}
