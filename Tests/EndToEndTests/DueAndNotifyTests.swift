import Foundation
import GRDB
import IkeTestSupport
import Testing

/// `ike due` and `ike notify` through the binary, on a frozen clock (IKE_NOW, Sunday 2026-11-22 09:00 UTC),
/// with a fake `notify-send` on PATH that records what it was given.
@Suite("ike due and ike notify")
struct DueAndNotifyTests {
    /// A database with tasks due long ago, yesterday, today, tomorrow, next week, one done, one without a
    /// deadline; and a `bin` folder that is the whole PATH, so the machine's own notify-send never runs.
    final class World {
        let cli: IkeCLI
        let bin: String
        let log: String

        init() throws {
            var cli = try IkeCLI()
            bin = cli.folder.path("bin")
            log = cli.folder.path("notify-send.log")
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            cli.environment["PATH"] = bin
            self.cli = cli
            let rows = [
                ("Renew passport", "2026-10-01"), ("Pay rent", "2026-11-21"), ("Call the bank", "2026-11-22"),
                ("Buy milk", "2026-11-23"), ("Submit paper", "2026-11-26"),
            ]
            for (title, due) in rows { try cli.run("add", title, "--due", due) }
            try cli.run("add", "Done already", "--due", "2026-11-22")
            try cli.run("done", "6")
            try cli.run("add", "Someday")
        }

        /// Puts a fake notify-send on PATH: it appends its arguments to the log, each ended by U+001F and
        /// the call by U+001E and a line break, then runs `then` (a shell command: `exit 1`, `/bin/sleep 30`; PATH holds nothing else).
        func fakeNotifier(then: String = "exit 0") throws {
            let script = """
                #!/bin/sh
                for argument in "$@"; do printf '%s\\037' "$argument" >> '\(log)'; done
                printf '\\036\\n' >> '\(log)'
                \(then)

                """
            let path = bin + "/notify-send"
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o755)
        }

        /// `ike notify` at `now` (ISO 8601, UTC).
        func notify(
            at now: String = "2026-11-22T10:00:00Z", extra: [String: String] = [:]
        ) throws
            -> ProcessResult
        {
            var environment = cli.environment
            environment["IKE_NOW"] = now
            environment.merge(extra) { $1 }
            return try ProcessRunner.run(
                try IkeBinary.path(), ["notify", "--db", cli.database], environment: environment)
        }

        /// Each notify-send call's arguments.
        func calls() -> [[String]] {
            guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return [] }
            return text.components(separatedBy: "\u{1E}\n").dropLast().map {
                Array($0.components(separatedBy: "\u{1F}").dropLast())
            }
        }

        /// The summary (title line) of each call: the argument after `--`.
        func summaries() -> [String] {
            calls().map { call in call.firstIndex(of: "--").map { call[$0 + 1] } ?? "?" }
        }

        func close() { cli.remove() }
    }

    @Test func dueListsOverdueAndTodaysTasksAndSaysSoInItsStatus() throws {
        let world = try World()
        defer { world.close() }
        let due = try world.cli.run("due")
        #expect(due.exitCode == 1, "\(due.stderr)")
        let rows = due.stdout.components(separatedBy: "\n").dropFirst().filter { !$0.isEmpty }
        #expect(
            rows.map {
                $0.hasSuffix("Renew passport") || $0.hasSuffix("Pay rent") || $0.hasSuffix("Call the bank")
            } == [true, true, true], "\(due.stdout)")
        #expect(rows[0].contains("2026-10-01 overdue"))
        let week = try world.cli.run("due", "--within", "week", "--json")
        #expect(week.exitCode == 1)
        let titles = try (JSONSerialization.jsonObject(with: Data(week.stdout.utf8)) as! [[String: Any]])
            .map { $0["title"] as! String }
        // Sunday the 22nd ends a Monday-first week: next week's tasks are not in it.
        #expect(titles == ["Renew passport", "Pay rent", "Call the bank"])
        let hours = try world.cli.run("due", "--within", "2h", "--json")
        #expect(hours.stdout.components(separatedBy: "\"title\"").count - 1 == 3)
    }

    @Test func weeksFollowTheSettingsFirstWeekday() throws {
        let world = try World()
        defer { world.close() }
        let config = world.cli.folder.path("config.toml")
        try "[app]\nfirst_weekday = \"sunday\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let week = try world.cli.run("due", "--within", "week", "--config", config)
        #expect(week.stdout.contains("Buy milk") && week.stdout.contains("Submit paper"), "\(week.stdout)")
    }

    @Test func nothingDueIsStatusZeroAndErrorsKeepTheirOwn() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        #expect(try cli.run("due").exitCode == 66)  // no database yet
        try cli.run("add", "Someday")
        try cli.run("add", "Next week", "--due", "2026-11-30")
        let none = try cli.run("due")
        #expect(none.exitCode == 0)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr == "Nothing overdue or due today.\n")
        #expect(try cli.run("due", "--json").stdout == "[]\n")
        let bad = try cli.run("due", "--within", "25:00")
        #expect(bad.exitCode == 64)
        #expect(bad.stderr.contains("--within"))
        // A file that is not a database: a failure, never "tasks are due".
        let junk = cli.folder.path("junk.sqlite")
        try String(repeating: "not sqlite ", count: 200).write(
            toFile: junk, atomically: true, encoding: .utf8)
        let broken = try cli.run("due", database: junk)
        #expect(broken.exitCode == 2, "\(broken.stderr)")
    }

    @Test func notifySendsEachReminderOnceThroughNotifySend() throws {
        let world = try World()
        defer { world.close() }
        try world.fakeNotifier()
        let first = try world.notify()
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty && first.stderr.isEmpty)
        // Today's on its own; the two whose reminders came more than a day ago in one summary.
        #expect(world.summaries() == ["Call the bank", "2 tasks were due before today"])
        let call = try #require(world.calls().first)
        #expect(call == ["--app-name=ike", "--urgency=normal", "--", "Call the bank", "Due today (#3)"])
        let summary = world.calls()[1].last ?? ""
        #expect(summary == "Was due Thu 1 Oct: Renew passport (#1)\nWas due Sat 21 Nov: Pay rent (#2)")
        // Every minute after: nothing again, and nothing printed (cron mails what a job prints).
        for minute in ["10:01", "10:02", "23:59"] {
            let again = try world.notify(at: "2026-11-22T\(minute):00Z")
            #expect(again.exitCode == 0 && again.stdout.isEmpty && again.stderr.isEmpty)
        }
        #expect(world.calls().count == 2)
        // The next morning at 09:00, tomorrow's task; not at 08:59.
        _ = try world.notify(at: "2026-11-23T08:59:00Z")
        #expect(world.calls().count == 2)
        _ = try world.notify(at: "2026-11-23T09:00:00Z")
        #expect(world.summaries().last == "Buy milk")
    }

    @Test func theReminderTimeComesFromTheSettings() throws {
        let world = try World()
        defer { world.close() }
        try world.fakeNotifier()
        let config = world.cli.folder.path("config.toml")
        try "[app]\nnotify_time = \"18:30\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        _ = try world.notify(extra: ["IKE_CONFIG": config])
        // Yesterday's reminder came at 18:30 yesterday, less than a day ago: on its own.
        #expect(world.summaries() == ["Pay rent", "Renew passport"])
        _ = try world.notify(at: "2026-11-22T18:30:00Z", extra: ["IKE_CONFIG": config])
        #expect(world.summaries().last == "Call the bank")
        try "[app]\nnotify_time = \"25:00\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let bad = try world.notify(extra: ["IKE_CONFIG": config])
        #expect(bad.exitCode == 78)
        #expect(bad.stderr.contains("app.notify_time"))
    }

    @Test func aChangedDeadlineIsRemindedOfAgain() throws {
        let world = try World()
        defer { world.close() }
        try world.fakeNotifier()
        _ = try world.notify()
        #expect(world.calls().count == 2)
        try world.cli.run("edit", "3", "--due", "2026-11-21")
        _ = try world.notify(at: "2026-11-22T10:05:00Z")
        #expect(world.summaries().last == "Call the bank")
        #expect(world.calls().last?.last == "Was due Sat 21 Nov (#3)")
        _ = try world.notify(at: "2026-11-22T10:06:00Z")
        #expect(world.calls().count == 3)
    }

    @Test func aTimeZoneChangeBetweenRunsRepeatsNothing() throws {
        let world = try World()
        defer { world.close() }
        try world.fakeNotifier()
        _ = try world.notify()
        #expect(world.calls().count == 2)
        // The same instant seen 14 hours ahead (Kiritimati): already the 23rd, before its 09:00.
        _ = try world.notify(at: "2026-11-22T10:05:00Z", extra: ["TZ": "Pacific/Kiritimati"])
        #expect(world.calls().count == 2)
        // And 10 hours behind (Honolulu): still the 22nd's midnight, reminded of already.
        _ = try world.notify(at: "2026-11-22T10:06:00Z", extra: ["TZ": "Pacific/Honolulu"])
        #expect(world.calls().count == 2)
        // 09:00 on the 23rd in Kiritimati is 19:00 UTC on the 22nd: tomorrow's task comes then.
        _ = try world.notify(at: "2026-11-22T19:00:00Z", extra: ["TZ": "Pacific/Kiritimati"])
        #expect(world.summaries().last == "Buy milk")
    }

    @Test func aFailingNotifySendIsReportedAndRetriedNextRun() throws {
        let world = try World()
        defer { world.close() }
        try world.fakeNotifier(then: "echo 'cannot connect to the session bus' >&2; exit 1")
        let failed = try world.notify()
        #expect(failed.exitCode == 1)
        #expect(
            failed.stderr.contains("failed (exit status 1): cannot connect to the session bus"),
            "\(failed.stderr)")
        #expect(failed.stderr.contains("3 reminders left for the next run"), "\(failed.stderr)")
        #expect(world.calls().count == 1)  // it stopped at the first failure
        try world.fakeNotifier()
        let retried = try world.notify(at: "2026-11-22T10:01:00Z")
        #expect(retried.exitCode == 0, "\(retried.stderr)")
        #expect(world.summaries().suffix(2) == ["Call the bank", "2 tasks were due before today"])
    }

    @Test func aHangingNotifySendIsStoppedAndRetriedNextRun() throws {
        let world = try World()
        defer { world.close() }
        try world.fakeNotifier(then: "/bin/sleep 30")
        let started = ProcessRunner.monotonicNow()
        let hung = try world.notify(extra: ["IKE_NOTIFY_TIMEOUT_MS": "500"])
        #expect(ProcessRunner.monotonicNow() - started < 10)
        #expect(hung.exitCode == 1)
        #expect(hung.stderr.contains("did not finish within 0.5 s and was stopped"), "\(hung.stderr)")
        try world.fakeNotifier()
        _ = try world.notify(at: "2026-11-22T10:01:00Z")
        #expect(world.summaries().suffix(2) == ["Call the bank", "2 tasks were due before today"])
    }

    @Test func withoutNotifySendTheRemindersArePrintedOnce() throws {
        let world = try World()
        defer { world.close() }
        let printed = try world.notify()
        #expect(printed.exitCode == 0)
        #expect(
            printed.stdout == """
                Due today: Call the bank (#3)
                2 tasks were due before today:
                  Was due Thu 1 Oct: Renew passport (#1)
                  Was due Sat 21 Nov: Pay rent (#2)

                """)
        #expect(try world.notify(at: "2026-11-22T10:01:00Z").stdout.isEmpty)
    }

    @Test func aDatabaseLockedByAnotherProcessSendsNothingAndLosesNothing() throws {
        let world = try World()
        defer { world.close() }
        try world.fakeNotifier()
        let holder = try DatabaseQueue(path: world.cli.database)
        var locked: ProcessResult?
        try holder.inTransaction(.immediate) { _ in
            locked = try world.notify(extra: ["IKE_BUSY_TIMEOUT_MS": "300"])
            return .rollback
        }
        let result = try #require(locked)
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("is locked by another process"), "\(result.stderr)")
        #expect(result.stderr.contains("no reminder was sent, the next run sends them"))
        #expect(world.calls().isEmpty)
        try holder.close()
        _ = try world.notify(at: "2026-11-22T10:01:00Z")
        #expect(world.summaries() == ["Call the bank", "2 tasks were due before today"])
    }

    @Test func noDatabaseIsNothingToRemindOf() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        let result = try cli.run("notify")
        #expect(result.exitCode == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cli.database))
    }

    @Test func aTitleLikeAnOptionOrMarkupReachesTheNotifierAsText() throws {
        let world = try World()
        defer { world.close() }
        try world.fakeNotifier()
        try world.cli.run("edit", "3", "--title=--help <b>&</b>")
        try world.cli.run("edit", "2", "--title=Pay <i>rent</i> & bills")
        _ = try world.notify()
        // The title line is plain text to the notifier; the body is markup, so its & < > are escaped.
        #expect(world.calls().first?.suffix(2) == ["--help <b>&</b>", "Due today (#3)"])
        #expect(world.calls().last?.last?.hasSuffix("Pay &lt;i&gt;rent&lt;/i&gt; &amp; bills (#2)") == true)
    }
}
