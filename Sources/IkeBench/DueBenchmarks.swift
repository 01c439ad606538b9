import Foundation

/// `ike due` and `ike notify` end to end on the generated database (a third of the tasks with deadlines
/// spread over 400 days from 2025-11-09), on two frozen clocks: early in that span, when a few hundred
/// tasks are overdue, and late in it, when almost every deadline has passed (31,000 rows to print).
struct DueBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    static let runs = 9
    /// A day into the deadlines, and near their end.
    static let clocks = [("early", "2025-11-12T10:00:00Z"), ("late", "2026-11-25T10:00:00Z")]

    func run() throws {
        let directory = TUIBenchmarks.absolute(arguments.directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let ike = TUIBenchmarks.absolute(arguments.ike)
        let count = arguments.taskCount
        let database = directory + "/due-\(count).sqlite"
        // A PATH without notify-send: notify prints, so the bench never touches the desktop.
        let emptyBin = directory + "/due-empty-bin"
        try FileManager.default.createDirectory(atPath: emptyBin, withIntermediateDirectories: true)
        defer { BenchDatabase.remove(at: database) }
        for (name, now) in Self.clocks {
            try BenchDatabase.fill(try BenchDatabase.fresh(at: database), count: count)
            let environment = [
                "PATH": emptyBin, "HOME": directory, "IKE_NOW": now, "TZ": "UTC",
                "XDG_CONFIG_HOME": directory + "/no-config",
            ]
            let listed = directory + "/due-output.txt"
            defer { unlink(listed) }
            spawnAndWait([ike, "--db", database, "due"], environment: environment, outputPath: listed)
            let rows = max(
                0,
                ((try? String(contentsOfFile: listed, encoding: .utf8)) ?? "").split(separator: "\n").count
                    - 1)
            for argv in [["due"], ["due", "--json"], ["due", "--within", "week"]] {
                let times = try (0..<Self.runs).map { _ in
                    try measure {
                        try Self.spawnDue([ike, "--db", database] + argv, environment: environment)
                    }
                }
                report.row(
                    "`ike \(argv.joined(separator: " "))` on \(count) tasks, \(name) (\(rows) due today or before; to /dev/null, median of \(Self.runs))",
                    BenchReport.milliseconds(StartBenchmarks.median(times)), goal: "≤ 100 ms")
            }
            let first = try measure {
                try spawnChecked([ike, "--db", database, "notify"], environment: environment)
            }
            report.row(
                "`ike notify`, first run, \(name): remembers \(rows) reminders (printed, no notify-send)",
                BenchReport.milliseconds(first))
            let again = try (0..<Self.runs).map { _ in
                try measure { try spawnChecked([ike, "--db", database, "notify"], environment: environment) }
            }
            report.row(
                "`ike notify` with nothing new to send, \(name) (what a timer runs every minute)",
                BenchReport.milliseconds(StartBenchmarks.median(again)), goal: "≤ 100 ms")
        }
    }

    /// Runs `ike due`, whose status 1 means "tasks are due"; any other failure stops the bench.
    static func spawnDue(_ argv: [String], environment: [String: String]) throws {
        let status = spawnAndWait(argv, environment: environment)
        guard status == 0 || status == 1 else {
            throw BenchError("`\(argv.joined(separator: " "))` exited with status \(status)")
        }
    }
}
