import Foundation
import IkeTestSupport
import Testing

/// Deadlines with a time through the binary on a frozen clock (IKE_NOW, Sunday 2026-11-22): added, listed,
/// refused when the time is none, reminded of once `notify_lead` before, even across a time zone change.
@Suite("Deadlines with a time through the binary")
struct TimedDeadlineTests {
    /// `ike notify` at `now` in `zone`, with a fake notify-send on PATH that appends a line per call.
    func notify(_ cli: IkeCLI, at now: String, zone: String = "UTC") throws -> ProcessResult {
        var environment = cli.environment
        environment["IKE_NOW"] = now
        environment["TZ"] = zone
        environment["PATH"] = cli.folder.path("bin")
        return try ProcessRunner.run(
            try IkeBinary.path(), ["notify", "--db", cli.database], environment: environment)
    }

    func fakeNotifier(_ cli: IkeCLI) throws -> String {
        let bin = cli.folder.path("bin")
        let log = cli.folder.path("notify-send.log")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script =
            "#!/bin/sh\nfor a in \"$@\"; do printf '%s|' \"$a\" >> '\(log)'; done\necho >> '\(log)'\n"
        try script.write(toFile: bin + "/notify-send", atomically: true, encoding: .utf8)
        chmod(bin + "/notify-send", 0o755)
        return log
    }

    func lines(_ log: String) -> [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func addListAndRefuse() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        let added = try cli.run("add", "Call the bank", "--due", "today 15:00")
        #expect(
            added.stdout == "Added 1: Call the bank (due Sunday 22 November 2026 at 15:00)\n",
            "\(added.stderr)")
        try cli.run("add", "Pay rent", "--due", "fri")
        let tasks = try cli.tasks()
        #expect(
            tasks[0]["deadline"] as? String == "2026-11-22" && tasks[0]["deadlineTime"] as? String == "15:00")
        #expect(tasks[1]["deadline"] as? String == "2026-11-27" && tasks[1]["deadlineTime"] is NSNull)
        let list = try cli.run("list")
        #expect(list.stdout.contains("2026-11-22 15:00 "), "\(list.stdout)")
        let before = try cli.contents()
        let refused = try cli.run("add", "Late", "--due", "fri 25:00")
        #expect(refused.exitCode != 0 && refused.stderr.contains("there is no hour 25"), "\(refused.stderr)")
        let edited = try cli.run("edit", "2", "--due", "fri 9am")
        #expect(edited.stdout.contains("at 09:00"), "\(edited.stdout)")
        #expect(try cli.tasks()[1]["deadlineTime"] as? String == "09:00")
        #expect(before != (try cli.contents()))
    }

    @Test func anExportWithoutTimesSaysSoAndOneWithTimesDoesNot() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        try cli.run("add", "Call the bank", "--due", "today 15:00")
        try cli.run("add", "Pay rent", "--due", "fri")
        let todo = try cli.run("export", "--format", "todotxt")
        #expect(todo.exitCode == 0 && todo.stdout.contains("Call the bank due:2026-11-22"), "\(todo.stdout)")
        #expect(
            todo.stderr.contains("todo.txt has no time of day: 1 deadline written as its date alone"),
            "\(todo.stderr)")
        let json = try cli.run("export", "--format", "csv")
        #expect(json.exitCode == 0 && json.stderr.isEmpty, "\(json.stderr)")
        try cli.run("edit", "1", "--due", "today")
        #expect(!(try cli.run("export", "--format", "markdown").stderr.contains("no time of day")))
    }

    @Test func dueSeesTheTimeAndNotifySendsOnceAcrossAZoneChange() throws {
        var cli = try IkeCLI()
        defer { cli.remove() }
        try cli.run("add", "Call the bank", "--due", "today 15:00")
        let log = try fakeNotifier(cli)
        cli.environment["IKE_NOW"] = "2026-11-22T12:00:00Z"
        #expect(try cli.run("due", "--within", "2h").exitCode == 0)
        #expect(try cli.run("due", "--within", "3h").exitCode == 1)
        #expect(try notify(cli, at: "2026-11-22T14:44:00Z").exitCode == 0)
        #expect(lines(log).isEmpty)
        #expect(try notify(cli, at: "2026-11-22T14:45:00Z").exitCode == 0)
        #expect(lines(log).count == 1 && lines(log)[0].contains("Due today at 15:00"), "\(lines(log))")
        #expect(try notify(cli, at: "2026-11-22T14:46:00Z").exitCode == 0)
        // In Berlin it is 15:47 now: overdue, but reminded of already.
        #expect(try notify(cli, at: "2026-11-22T14:47:00Z", zone: "Europe/Berlin").exitCode == 0)
        #expect(lines(log).count == 1, "\(lines(log))")
        cli.environment["IKE_NOW"] = "2026-11-22T15:01:00Z"
        let overdue = try cli.run("list")
        #expect(overdue.stdout.contains("2026-11-22 15:00 overdue"), "\(overdue.stdout)")
    }
}
