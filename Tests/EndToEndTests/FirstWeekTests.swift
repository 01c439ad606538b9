import Foundation
import IkeTestSupport
import Testing

/// Issue 14's bugs in the real binary: what a new user met in their first week, each fixed.
@Suite("A new user's first week, in tmux")
struct FirstWeekTests {
    /// One hide-done setting: the matrix shows done tasks like the list, and `.` there hides them on
    /// every screen, with a footer that says what `.` will do next.
    @Test func hideDoneIsOneSettingForTheListAndTheMatrix() throws {
        let app = try ListScreenSession(titles: ["Sort desktop icons", "Pay rent"])
        defer { app.close() }
        try app.cli.run("done", "2")
        try app.waitForRows(["▸☐ Sort desktop icons", "☑ Pay rent"])
        try app.tmux.sendKeys("3")
        try app.tmux.waitForScreen {
            $0.contains("Eliminate") && $0.contains("Pay rent") && $0.contains(". hide done")
        }
        try app.tmux.sendKeys(".")
        let hidden = try app.tmux.waitForScreen { $0.contains(". show done") }
        #expect(!hidden.contains("Pay rent"), "\(hidden)")
        try app.tmux.sendKeys("1")
        try app.waitForRows(["▸☐ Sort desktop icons"])
    }

    /// Hide-done is remembered between runs of a database (issue 32, friction 7), unless the settings
    /// file says how to start.
    @Test func hideDoneIsRememberedBetweenRuns() throws {
        let first = try ListScreenSession(titles: ["Sort desktop icons", "Pay rent"])
        defer { first.close() }
        try first.cli.run("done", "2")
        try first.waitForRows(["▸☐ Sort desktop icons", "☑ Pay rent"])
        try first.tmux.sendKeys(".")
        try first.waitForRows(["▸☐ Sort desktop icons"])
        try first.tmux.sendKeys("q")
        #expect(try first.tmux.waitForExit() == 0)
        // The same database, opened again.
        let copy = { (cli: IkeCLI) in
            for suffix in ["", "-wal", "-shm"]
            where FileManager.default.fileExists(atPath: first.cli.database + suffix) {
                try? FileManager.default.removeItem(atPath: cli.database + suffix)
                try FileManager.default.copyItem(
                    atPath: first.cli.database + suffix, toPath: cli.database + suffix)
            }
        }
        let again = try ListScreenSession(beforeStart: copy)
        defer { again.close() }
        try again.waitForRows(["▸☐ Sort desktop icons"])
        let told = try ListScreenSession(settings: "[app]\nhide_done = false\n", beforeStart: copy)
        defer { told.close() }
        try told.waitForRows(["▸☐ Sort desktop icons", "☑ Pay rent"])
    }

    /// With done tasks hidden, Space on a task moves the selection to the next open task.
    @Test func spaceWithDoneHiddenSelectsTheNextOpenTask() throws {
        let app = try ListScreenSession(titles: ["A", "B", "C", "D"])
        defer { app.close() }
        try app.waitForRows(["▸☐ A", "☐ B", "☐ C", "☐ D"])
        try app.tmux.sendKeys(".", "Down")
        try app.waitForRows(["☐ A", "▸☐ B", "☐ C", "☐ D"])
        try app.tmux.sendKeys("Space")
        try app.waitForRows(["☐ A", "▸☐ C", "☐ D"])
        try app.tmux.sendKeys("End", "Space")
        try app.waitForRows(["☐ A", "▸☐ C"])
    }

    /// Ctrl-C in a form holding typed text asks before anything is lost; Esc in quick add cancels and keeps
    /// the line for the next quick add.
    @Test func ctrlCAndEscNeverLoseTypedText() throws {
        let app = try ListScreenSession(titles: ["Existing"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("A")
        try app.tmux.waitForScreen(containing: "New task")
        try app.tmux.sendLiteral("Call the bank")
        try app.tmux.sendKeys("C-c")
        try app.tmux.waitForScreen(containing: "Discard changes? y/n")
        try app.tmux.sendKeys("n")
        try app.tmux.waitForScreen { !$0.contains("Discard changes?") && $0.contains("Call the bank") }
        try app.tmux.sendKeys("C-s")
        try app.tmux.waitForScreen(containing: "Added “Call the bank”")
        // Esc cancels quick add, adding nothing; the next `a` brings the line back and Enter adds it.
        try app.tmux.sendKeys("a")
        try app.tmux.sendLiteral("Buy milk")
        try app.tmux.waitForScreen(containing: "Buy milk")
        try app.tmux.sendKeys("Escape")
        try app.tmux.waitForScreen { !$0.contains("Buy milk") }
        #expect(try app.cli.titles().sorted() == ["Call the bank", "Existing"])
        try app.tmux.sendKeys("a")
        try app.tmux.waitForScreen(containing: "Buy milk")
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Added “Buy milk”")
        try app.tmux.sendKeys("Escape")
        // Closed before the next key: an Escape followed at once by a key reads as Alt and that key.
        try app.tmux.waitForScreen { !$0.contains("Esc cancel") }
        #expect(try app.cli.titles().sorted() == ["Buy milk", "Call the bank", "Existing"])
        // Ctrl-C over a changed form asks once; Ctrl-C again quits, as the key table says.
        try app.tmux.sendKeys("A")
        try app.tmux.waitForScreen(containing: "New task")
        try app.tmux.sendLiteral("Never saved")
        try app.tmux.sendKeys("C-c")
        try app.tmux.waitForScreen(containing: "Discard changes? y/n")
        try app.tmux.sendKeys("C-c")
        #expect(try app.tmux.waitForExit() == 0)
        #expect(try app.cli.titles().sorted() == ["Buy milk", "Call the bank", "Existing"])
    }

    /// Typing into the deadline field replaces the stored date (entering the field selects it).
    @Test func typingADeadlineReplacesTheStoredOne() throws {
        let app = try ListScreenSession(
            titles: ["Call the bank"],
            beforeStart: { cli in
                try cli.run("edit", "1", "--due", "2026-12-01")
            })
        defer { app.close() }
        try app.waitForRows(["▸☐ Call the bank"])
        try app.tmux.sendKeys("e")
        try app.tmux.waitForScreen(containing: "Edit task")
        try app.tmux.sendKeys("Tab", "Tab")
        try app.tmux.sendLiteral("fri")
        try app.tmux.waitForScreen(containing: "[fri")
        try app.tmux.sendKeys("C-s")
        try app.tmux.waitForScreen(containing: "Saved “Call the bank”")
        // IKE_NOW is Sunday 2026-11-22: the next Friday is the 27th.
        #expect(try app.cli.tasks().first?["deadline"] as? String == "2026-11-27")
    }

    /// A task added under a kept search stays shown; Esc on the list clears the kept search.
    @Test func aKeptSearchShowsTasksJustAddedAndEscClearsIt() throws {
        let app = try ListScreenSession(titles: ["Call the bank", "Buy milk"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("/")
        try app.tmux.sendLiteral("bank")
        try app.tmux.sendKeys("Enter")
        try app.waitForRows(["▸☐ Call the bank"])
        try app.tmux.sendKeys("a")
        try app.tmux.sendLiteral("Water plants")
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Added “Water plants”")
        try app.tmux.sendKeys("Escape")
        try app.waitForRows(["▸☐ Water plants", "☐ Call the bank"])
        try app.tmux.sendKeys("Escape")
        try app.waitForRows(["▸☐ Water plants", "☐ Call the bank", "☐ Buy milk"])
    }

    /// Quick add reads `due:` and `!`, previews what Enter will add, and leaves plain titles alone.
    @Test func quickAddReadsDeadlinesAndFlagsWithAPreview() throws {
        let app = try ListScreenSession(titles: ["Existing"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("a")
        try app.tmux.sendLiteral("Pay rent due:next fri !")
        try app.tmux.waitForScreen(containing: "Adds “Pay rent” · due Friday 27 November 2026 · urgent")
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Added “Pay rent”")
        try app.tmux.sendLiteral("Buy milk tomorrow")
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Added “Buy milk tomorrow”")
        let tasks = try app.cli.tasks()
        let rent = try #require(tasks.first { $0["title"] as? String == "Pay rent" })
        #expect(rent["deadline"] as? String == "2026-11-27" && rent["urgent"] as? Bool == true)
        let milk = try #require(tasks.first { $0["title"] as? String == "Buy milk tomorrow" })
        #expect(milk["deadline"] == nil || milk["deadline"] is NSNull)
    }

    /// Quick add takes `#word`s out of the title as tags, drawn after it (issue 15).
    @Test func quickAddTakesHashWordsAsTags() throws {
        let app = try ListScreenSession(titles: ["Existing"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("a")
        try app.tmux.sendLiteral("Call mom #family")
        try app.tmux.waitForScreen(containing: "Adds “Call mom” · #family")
        try app.tmux.sendKeys("Enter", "Escape")
        try app.waitForRows(["▸☐ Call mom #family", "☐ Existing"])
        let mom = try #require(try app.cli.tasks().first { $0["title"] as? String == "Call mom" })
        #expect(mom["tags"] as? [String] == ["family"])
    }
}
