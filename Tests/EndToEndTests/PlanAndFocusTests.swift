import Foundation
import IkeTestSupport
import Testing

/// The day's ritual end to end (issue 35): `ike plan` deals the cards, three are planned (one → today, one
/// ↑ important and → today, one ← tomorrow), the Today view and `ike status` show the plan, a 3-second
/// focus period on the first planned task is recorded, and `ike plan --shutdown` closes the day.
@Suite("Plan, focus and shut down in tmux")
struct PlanAndFocusTests {
    @Test func aDayPlannedWorkedAndClosed() throws {
        var cli = try IkeCLI()
        // A clock that starts at IKE_NOW (Sunday 22 November, 09:00) and runs, so a focus period has length.
        cli.environment["IKE_CLOCK"] = "running"
        try cli.run("add", "Overdue report", "--due", "2026-11-21")
        try cli.run("add", "Water plants", "--due", "today")
        try cli.run("add", "Call mum", "--due", "tomorrow")
        try cli.run("add", "Someday novel", "--important")
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.start(
            command: [try IkeBinary.path(), "plan", "--focus-seconds", "3", "--db", cli.database], width: 80,
            height: 24, environment: cli.environment)
        try tmux.waitForScreen { $0.contains("Plan the day · 1 of 3") && $0.contains("Overdue report") }
        try tmux.sendKeys("Right")
        try tmux.waitForScreen { $0.contains("Plan the day · 2 of 3") && $0.contains("Water plants") }
        try tmux.sendKeys("Up")
        try tmux.waitForScreen(containing: "Important: “Water plants”")
        try tmux.sendKeys("Right")
        try tmux.waitForScreen { $0.contains("Plan the day · 3 of 3") && $0.contains("Call mum") }
        try tmux.sendKeys("Left")
        try tmux.waitForScreen(containing: "When does “Call mum” start?")
        try tmux.sendKeys("1")
        let summary = try tmux.waitForScreen { $0.contains("Deck done") && $0.contains("today's plan") }
        #expect(summary.range(of: #"today's plan\s+2 tasks"#, options: .regularExpression) != nil)
        // Enter: the focus card on the first task planned for today; its 3-second work period ends in a
        // break, and Esc stops.
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen { $0.contains("Focus · Work 1 of 4") && $0.contains("Overdue report") }
        try tmux.waitForScreen(timeout: 15) { $0.contains("Focus · Break") }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen(containing: "Focus stopped after 1 work period")
        // The Today view of the list: what is planned for today and what is due.
        // (Esc on its own: an Esc followed at once by another key reads as Alt and that key.)
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen(containing: "choose a deck")
        try tmux.sendKeys("1", "v")
        let today = try tmux.waitForScreen { $0.contains("Overdue report") && $0.contains("Water plants") }
        #expect(!today.contains("Call mum"))
        #expect(!today.contains("Someday novel"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)

        let status = try cli.run("status", "--format", "{planned} planned, {overdue} overdue")
        #expect(status.stdout == "2 planned, 1 overdue\n")
        let listed = try cli.tasks()
        #expect(listed.first { $0["title"] as? String == "Water plants" }?["important"] as? Bool == true)
        #expect(listed.first { $0["title"] as? String == "Call mum" }?["start"] as? String == "2026-11-23")
        let stats = try cli.run("stats", "--json")
        let focus = try #require(
            (try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])?["focus"]
                as? [String: Any])
        #expect(focus["seconds"] as? Int == 3)

        // The evening: the shutdown deals today's open plan; Space marks one done, → moves one to tomorrow.
        let evening = try TmuxSession()
        defer { evening.kill() }
        try evening.start(
            command: [try IkeBinary.path(), "plan", "--shutdown", "--db", cli.database], width: 80,
            height: 24,
            environment: cli.environment)
        try evening.waitForScreen {
            $0.contains("Shut down the day · 1 of 2") && $0.contains("Overdue report")
        }
        try evening.sendKeys("Space")
        try evening.waitForScreen { $0.contains("Shut down the day · 2 of 2") && $0.contains("Water plants") }
        try evening.sendKeys("Right")
        let closed = try evening.waitForScreen { $0.contains("Deck done") && $0.contains("plans finished") }
        #expect(closed.range(of: #"planned today\s+2"#, options: .regularExpression) != nil)
        #expect(closed.range(of: #"done of them\s+1"#, options: .regularExpression) != nil)
        #expect(closed.range(of: #"plans finished in a row\s+0"#, options: .regularExpression) != nil)
        try evening.sendKeys("Escape")
        try evening.waitForScreen(containing: "choose a deck")
        try evening.sendKeys("q")
        #expect(try evening.waitForExit() == 0)
        #expect(try cli.run("status", "--format", "{planned} planned").stdout.isEmpty)
    }
}
