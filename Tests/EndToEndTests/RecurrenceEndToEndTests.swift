import Foundation
import Testing

/// Recurring tasks through the installed binary (today is frozen at Sunday 22 November 2026): a rule
/// typed in the form with its preview, completed with Space, undone; and the command line's --repeat,
/// done, skip and list.
@Suite("Recurring tasks end to end")
struct RecurrenceEndToEndTests {
    @Test func everyTwoWeeksFromTheFormCompletedThenUndone() throws {
        let app = try ListScreenSession(titles: ["Water plants"])
        defer { app.close() }
        try app.waitForRows(["▸☐ Water plants"])
        try app.tmux.sendKeys("e")
        try app.tmux.waitForScreen(containing: "Edit task")
        try app.tmux.sendKeys("Tab", "Tab")
        try app.tmux.sendLiteral("tue")
        try app.tmux.waitForScreen(containing: "Tuesday 24 November 2026")
        try app.tmux.sendKeys("Tab", "Tab")
        try app.tmux.sendLiteral("every 2 weeks")
        try app.tmux.waitForScreen(containing: "→ next Tue 24 Nov, Tue 8 Dec, Tue 22 Dec")
        try app.tmux.sendKeys("C-s")
        try app.waitForRows(["▸☐ Water plants ↻ every 2 weeks"])

        try app.tmux.sendKeys("Space")
        try app.tmux.waitForScreen(containing: "Done: “Water plants” · next due Tue 8 Dec")
        // The done occurrence is folded under its task (issue 32, friction 7); O shows it.
        try app.waitForRows(["▸☐ Water plants ↻ every 2 weeks"])
        try app.tmux.sendKeys("O")
        try app.waitForRows(["▸☐ Water plants ↻ every 2 weeks", "☑ Water plants"])
        let completed = try app.cli.tasks()
        #expect(completed.map { $0["deadline"] as? String } == ["2026-12-08", "2026-11-24"])
        #expect(completed.map { $0["done"] as? Bool } == [false, true])

        try app.tmux.sendKeys("u")
        try app.waitForRows(["▸☐ Water plants ↻ every 2 weeks"])
        let undone = try app.cli.tasks()
        #expect(undone.count == 1 && undone[0]["deadline"] as? String == "2026-11-24")

        // Issue 32, bug 1: Space on the done occurrence's row puts the series back, as u did; no loose copy.
        try app.tmux.sendKeys("Space")
        try app.waitForRows(["▸☐ Water plants ↻ every 2 weeks", "☑ Water plants"])
        try app.tmux.sendKeys("Down")
        try app.waitForRows(["☐ Water plants ↻ every 2 weeks", "▸☑ Water plants"])
        try app.tmux.sendKeys("Space")
        try app.tmux.waitForScreen(containing: "Not done: “Water plants”")
        try app.waitForRows(["▸☐ Water plants ↻ every 2 weeks"])
        let reopened = try app.cli.tasks()
        #expect(reopened.count == 1 && reopened[0]["deadline"] as? String == "2026-11-24")
        #expect(reopened[0]["done"] as? Bool == false)
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
    }

    @Test func theCommandLineAddsCompletesSkipsAndStops() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        let added = try cli.run("add", "Pay rent", "--due", "2026-12-01", "--repeat", "month on the 1st")
        #expect(added.stdout == "Added 1: Pay rent (due Tuesday 1 December 2026, every month on the 1st)\n")
        #expect(try cli.run("done", "1").stdout == "Done 1: Pay rent; next due Friday 1 January 2027\n")
        let list = try cli.run("list").stdout
        #expect(list.contains("2027-01-01") && list.contains("Pay rent  ↻ every month on the 1st"))
        #expect(try cli.run("list", "--done").stdout.contains("2026-12-01"))
        #expect(try cli.run("skip", "1").stdout == "Skipped 1: Pay rent; next due Monday 1 February 2027\n")
        try cli.run("edit", "1", "--due", "2027-02-01 08:30")
        #expect(
            try cli.run("done", "1").stdout == "Done 1: Pay rent; next due Monday 1 March 2027 08:30\n")
        let refused = try cli.run("skip", "2")
        #expect(refused.exitCode == 1 && refused.stderr.contains("has no occurrence to skip"))
        // Issue 32, bug 8: one-word rules are read, and an error quotes only what was typed.
        let weekly = try cli.run("add", "Sweep", "--due", "2026-11-23", "--repeat", "weekly").stdout
        #expect(weekly.hasSuffix(": Sweep (due Monday 23 November 2026, every week)\n"), "\(weekly)")
        let unknown = try cli.run("add", "Sweep", "--repeat", "sometimes")
        #expect(unknown.exitCode == 1 && unknown.stderr.contains("could not read “sometimes” as a repeat"))
        let sweepID = weekly.dropFirst("Added ".count).prefix { $0 != ":" }
        _ = try cli.run("rm", String(sweepID))
        let bad = try cli.run("add", "Water", "--repeat", "every 0 days")
        #expect(bad.exitCode == 1 && bad.stderr.contains("the interval must be at least 1"))
        // The task and the two occurrences completed (January's, then February's at 08:30).
        #expect(try cli.titles() == ["Pay rent", "Pay rent", "Pay rent"])
        // Issue 32, bug 1: undone on the series puts back its latest occurrence, on a record that one.
        #expect(
            try cli.run("undone", "1").stdout
                == "Not done 1: Pay rent; due again Monday 1 February 2027 08:30\n")
        #expect(try cli.titles() == ["Pay rent", "Pay rent"])
        _ = try cli.run("edit", "1", "--repeat", "none")
        #expect(try cli.run("done", "1").stdout == "Done 1: Pay rent\n")
    }
}
