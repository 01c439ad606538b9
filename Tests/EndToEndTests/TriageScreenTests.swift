import Foundation
import IkeTestSupport
import Testing

/// Triage in the matrix end to end (issue 35, item 5): an important task due in three days waits in
/// Schedule until midnight brings its deadline within `urgent_within` (2) days, then shows in Do first
/// with the clock mark, with no key pressed; a task added without a flag waits in the inbox strip until
/// it is placed from there. `ike list --json` says which urgency is the deadline's.
@Suite("Matrix triage in tmux")
struct TriageScreenTests {
    @Test func aDeadlineMovesATaskToDoFirstAtMidnightAndTheInboxPlacesATask() throws {
        let app = try ListScreenSession(
            settings: "[app]\nurgent_within = 2\n",
            environment: ["IKE_NOW": "2026-11-22T23:59:35Z", "IKE_CLOCK": "running"],
            beforeStart: {
                try $0.run("add", "File taxes", "--important", "--due", "2026-11-25")
                try $0.run("add", "Read the lease")
            })
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("3")
        // Sunday: three days away, in Schedule; the unflagged task waits above the quadrants.
        let sunday = try app.tmux.waitForScreen { $0.contains("Schedule") && $0.contains("File taxes") }
        #expect(Self.box(of: "File taxes", in: sunday) == "Schedule", "\(sunday)")
        #expect(!sunday.contains("◷"))
        // Past midnight it is Monday: two days away, urgent by its deadline, with no key pressed.
        let monday = try app.tmux.waitForScreen(timeout: 40) {
            Self.box(of: "File taxes", in: $0) == "Do first"
        }
        #expect(monday.contains("◷"), "\(monday)")
        // The inbox: its keys, then Shift-→ places the task in Schedule.
        if !monday.contains("not placed 1") {
            try app.tmux.sendKeys("b")
            try app.tmux.waitForScreen(containing: "not placed 1")
        }
        try app.tmux.sendKeys("S-Right")
        try app.tmux.waitForScreen(containing: "Placed in Schedule: “Read the lease”")
        let placed = try app.tmux.waitForScreen { !$0.contains("Inbox") }
        #expect(Self.box(of: "Read the lease", in: placed) == "Schedule", "\(placed)")
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)

        let lease = try #require(try app.cli.tasks().first { $0["title"] as? String == "Read the lease" })
        #expect(lease["important"] as? Bool == true && lease["inbox"] == nil)
        var monday9 = app.cli
        monday9.environment["IKE_NOW"] = "2026-11-23T09:00:00Z"
        let taxes = try #require(try monday9.tasks().first { $0["title"] as? String == "File taxes" })
        #expect(taxes["urgentBy"] as? String == "deadline" && taxes["urgent"] as? Bool == false, "\(taxes)")
        let sundayTaxes = try #require(try app.cli.tasks().first { $0["title"] as? String == "File taxes" })
        #expect(sundayTaxes["urgentBy"] is NSNull, "\(sundayTaxes)")
    }

    @Test func anUrgentWithinThatIsNotANumberIsSaidAndTheAppDoesNotOpen() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        try cli.run("add", "Keep me")
        let path = cli.folder.path("config.toml")
        try "[app]\nurgent_within = \"soon\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let check = try cli.run("config", "check", "--config", path)
        #expect(check.exitCode != 0)
        #expect(check.stdout.contains("urgent_within") || check.stderr.contains("urgent_within"))
        let opened = try ProcessRunner.run(
            try IkeBinary.path(), ["--db", cli.database, "--config", path], environment: cli.environment,
            stdin: .devNull)
        #expect(opened.exitCode == 78, "\(opened.stderr)")
        #expect(
            opened.stderr.contains("app.urgent_within must be a whole number of days"), "\(opened.stderr)")
        #expect(try cli.titles() == ["Keep me"])
    }

    /// The title of the box whose rows hold `title` in a grid screen: the nearest quadrant title above it
    /// in the same half of the screen.
    static func box(of title: String, in screen: String) -> String? {
        let lines = screen.components(separatedBy: "\n")
        guard let row = lines.firstIndex(where: { $0.contains(title) }) else { return nil }
        let line = lines[row]
        let column = line.distance(from: line.startIndex, to: line.range(of: title)!.lowerBound)
        let left = column < 40
        for above in stride(from: row, through: 0, by: -1) {
            let half = left ? String(lines[above].prefix(40)) : String(lines[above].dropFirst(40))
            for name in ["Do first", "Schedule", "Delegate", "Eliminate"] where half.contains(name) {
                return name
            }
        }
        return nil
    }
}
