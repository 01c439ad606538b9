import Foundation
import Testing

/// The statistics screen end to end: 5 shows it with the figures of the database, Tab and Shift-Tab reach
/// it, its keys scroll, a review round finished in the app is counted there and by `ike stats`.
@Suite("Statistics in tmux")
struct StatsScreenTests {
    @Test func fiveShowsTheFiguresAndAFinishedRoundCountsThere() throws {
        let app = try ListScreenSession(titles: ["Call the bank", "Buy milk", "Renew passport"]) { cli in
            try cli.run("done", "1")
        }
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("5")
        // Today (IKE_NOW, Sunday 22 November) has one task done: a streak of a day, and this week's bar. The
        // whole page is waited for: a frame caught while it was drawn held the heading without the rest.
        try app.tmux.waitForScreen { screen in
            screen.contains("[Stats]") && screen.contains("Current  1 day") && screen.contains("1–19 of")
                && screen.range(of: #"16 Nov  █\S*\s+1\s+│"#, options: .regularExpression) != nil
        }
        // The page scrolls to its end, where the review rounds are: none yet.
        try app.tmux.sendKeys("End")
        try app.tmux.waitForScreen { $0.contains("Review rounds") && $0.contains("none yet") }
        // A round on the review screen: both open cards done, so the deck is done.
        try app.tmux.sendKeys("4", "Enter")
        try app.tmux.waitForScreen(containing: "Review · 1 of 2")
        try app.tmux.sendKeys("Right")
        try app.tmux.waitForScreen(containing: "Review · 2 of 2")
        try app.tmux.sendKeys("Right")
        try app.tmux.waitForScreen(containing: "Deck done")
        // Tab from the review goes on to the statistics, which count the round.
        // (Esc on its own: an Esc followed at once by Tab reads as Alt-Tab.)
        try app.tmux.sendKeys("Escape")
        try app.tmux.waitForScreen(containing: "choose a deck")
        try app.tmux.sendKeys("Tab")
        try app.tmux.waitForScreen(containing: "[Stats]")
        try app.tmux.sendKeys("End")
        let after = try app.tmux.waitForScreen { $0.contains("1 round") && $0.contains("2 done · 0 later") }
        #expect(after.contains("[Stats]"))
        // Shift-Tab goes back to the review; Tab past the statistics wraps to the list.
        try app.tmux.sendKeys("BTab")
        try app.tmux.waitForScreen(containing: "[Review]")
        try app.tmux.sendKeys("Tab", "Tab")
        try app.tmux.waitForScreen(containing: "[List]")
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
        let stats = try app.cli.run("stats", "--json")
        let parsed = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as! [String: Any]
        let review = parsed["review"] as! [String: Any]
        #expect(review["rounds"] as? Int == 1)
        #expect(review["cardsDone"] as? Int == 2)
        #expect((parsed["weeks"] as! [[String: Any]]).last?["done"] as? Int == 3)
    }

    @Test func aSmallTerminalShowsThePageInPartsAndNoColourLosesNothing() throws {
        let app = try ListScreenSession(
            titles: ["Call the bank"], width: 40, height: 12, extraArguments: ["--no-color", "--ascii"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("5")
        // The page's position is on its frame's bottom edge, drawn after the top: waited for, not
        // read from the first screen that shows the title.
        try app.tmux.waitForScreen {
            $0.contains("[Stats]") && $0.contains("Streak") && $0.contains("1-7 of")
        }
        try app.tmux.sendKeys("PageDown")
        try app.tmux.waitForScreen(containing: "7-13 of")
        try app.tmux.resize(width: 160, height: 50)
        try app.tmux.waitForScreen { $0.contains("Done per quadrant") && $0.contains("Done per week") }
    }
}
