import Foundation
import Testing

/// The app's status line counts what is overdue and due today on start, and its key opens a review deck of
/// exactly those tasks (IKE_NOW: Sunday 2026-11-22).
@Suite("Due counts and the due deck, in tmux")
struct DueStatusScreenTests {
    static func seed(_ cli: IkeCLI) throws {
        try cli.run("add", "Pay rent", "--due", "2026-11-20")
        try cli.run("add", "Someday")
        try cli.run("add", "Call the bank", "--due", "2026-11-22")
        try cli.run("add", "Buy milk", "--due", "2026-11-23")
        try cli.run("add", "Renew passport", "--due", "2026-11-21")
    }

    @Test func theStatusLineCountsAndTheKeyReviewsExactlyThose() throws {
        let app = try ListScreenSession(beforeStart: Self.seed)
        defer { app.close() }
        let start = try app.tmux.waitForScreen(containing: "2 overdue · 1 due today")
        #expect(start.contains("D review"), "\(start)")
        try app.tmux.sendKeys("D")
        try app.tmux.waitForScreen { $0.contains("Review · 1 of 3") && $0.contains("Pay rent") }
        try app.tmux.sendKeys("Right")
        // In date order (the 20th, 21st, 22nd), not the list's.
        try app.tmux.waitForScreen { $0.contains("Review · 2 of 3") && $0.contains("Renew passport") }
        try app.tmux.sendKeys("Right")
        try app.tmux.waitForScreen { $0.contains("Review · 3 of 3") && $0.contains("Call the bank") }
        try app.tmux.sendKeys("Right")
        try app.tmux.waitForScreen(containing: "Deck done")
        try app.tmux.sendKeys("Escape")
        let chooser = try app.tmux.waitForScreen(containing: "choose a deck")
        // Back on the chooser the deck chosen is the due one, now empty.
        #expect(
            chooser.range(of: #"▸ Overdue or due today\s+0"#, options: .regularExpression) != nil,
            "\(chooser)")
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
        let open = try app.cli.tasks().filter { !($0["done"] as! Bool) }.map { $0["title"] as! String }
        #expect(open == ["Someday", "Buy milk"])
    }

    @Test func aRemappedKeyIsTheOneTheStatusLineNames() throws {
        let app = try ListScreenSession(settings: "[keys]\n\"review.due\" = \"R\"\n", beforeStart: Self.seed)
        defer { app.close() }
        try app.tmux.waitForScreen { $0.contains("2 overdue · 1 due today") && $0.contains("R review") }
        try app.tmux.sendKeys("R")
        try app.tmux.waitForScreen(containing: "Review · 1 of 3")
    }

    @Test func theCountsAndTheKeyFitAt40By12() throws {
        let app = try ListScreenSession(width: 40, height: 12, beforeStart: Self.seed)
        defer { app.close() }
        try app.tmux.waitForScreen(containing: "2 overdue · 1 due today · D review")
        try app.tmux.sendKeys("D")
        try app.tmux.waitForScreen { $0.contains("1 of 3") && $0.contains("Pay rent") }
    }

    /// On a clock that runs from 15:00:50, a 15:00 deadline is "today 15:00" and due today, then at 15:01
    /// the row says "overdue 15:00" and the counts on the status line follow, with no key pressed.
    @Test func aTimedDeadlineTurnsOverdueAtItsMinute() throws {
        let app = try ListScreenSession(
            environment: ["IKE_NOW": "2026-11-22T15:00:50Z", "IKE_CLOCK": "running"],
            beforeStart: { try $0.run("add", "Call the bank", "--due", "today 15:00") })
        defer { app.close() }
        let before = try app.tmux.waitForScreen(containing: "1 due today · D review")
        #expect(before.contains("today 15:00"), "\(before)")
        let after = try app.tmux.waitForScreen(timeout: 20) {
            $0.contains("overdue 15:00") && $0.contains("1 overdue · D review")
        }
        #expect(!after.contains("due today"), "\(after)")
    }

    /// Issue 32, bug 2: on a clock running over midnight the line goes from yesterday's counts to today's
    /// with no key pressed, as the rows do.
    @Test func atMidnightTheLineSaysTheNewDaysCounts() throws {
        let app = try ListScreenSession(
            environment: ["IKE_NOW": "2026-11-22T23:59:50Z", "IKE_CLOCK": "running"],
            beforeStart: {
                try $0.run("add", "Pay rent", "--due", "2026-11-20")
                try $0.run("add", "Buy milk", "--due", "2026-11-23")
            })
        defer { app.close() }
        try app.tmux.waitForScreen(containing: "1 overdue · D review")
        let after = try app.tmux.waitForScreen(timeout: 30) {
            $0.contains("1 overdue · 1 due today · D review")
        }
        #expect(
            ListScreenSession.taskRows(after).contains { $0.contains("Buy milk") && $0.contains("today") })
    }

    /// The overdue view on a clock running from 15:00:40: empty until 15:01, then the 15:00 task joins it
    /// with no key pressed.
    @Test func theOverdueViewGainsATimedDeadlineAtItsMinute() throws {
        let app = try ListScreenSession(
            environment: ["IKE_NOW": "2026-11-22T15:00:40Z", "IKE_CLOCK": "running"],
            beforeStart: { try $0.run("add", "Call the bank", "--due", "today 15:00") })
        defer { app.close() }
        try app.tmux.waitForScreen(containing: "1 due today · D review")
        try app.tmux.sendKeys("v")
        try app.tmux.waitForScreen(containing: "Showing today: planned, due and overdue")
        try app.tmux.sendKeys("v")
        try app.tmux.waitForScreen(containing: "Showing due today")
        try app.tmux.sendKeys("v")
        let empty = try app.tmux.waitForScreen(containing: "Showing overdue")
        #expect(!ListScreenSession.taskRows(empty).contains { $0.contains("Call the bank") }, "\(empty)")
        let joined = try app.tmux.waitForScreen(timeout: 30) {
            ListScreenSession.taskRows($0).contains {
                $0.contains("Call the bank") && $0.contains("overdue 15:00")
            }
        }
        #expect(joined.contains("Showing overdue") || joined.contains("1 overdue"), "\(joined)")
    }

    @Test func nothingDueSaysNothing() throws {
        let app = try ListScreenSession(titles: ["Someday"])
        defer { app.close() }
        let screen = try app.waitForList()
        usleep(300_000)
        #expect(!(try app.tmux.capture()).contains("due today"), "\(screen)")
    }
}
