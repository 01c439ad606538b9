import Foundation
import IkeCore

/// `ike status` (issue 35, item 6), which a shell prompt runs before every command: on the generated
/// database with a tenth of the tasks planned, ike's own work in process (open the existing database,
/// count, format: goal ≤ 5 ms) and the whole command end to end, process start included, for reference.
struct StatusBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    static let runs = 31
    static let format = "{overdue}! {today} today {planned} planned"

    func run() throws {
        let directory = TUIBenchmarks.absolute(arguments.directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let count = arguments.taskCount
        let database = directory + "/status-\(count).sqlite"
        defer { BenchDatabase.remove(at: database) }
        let store = try BenchDatabase.fresh(at: database)
        try BenchDatabase.fill(store, count: count)
        let day = LocalDate(iso: "2025-11-12")!
        try BenchDatabase.planTenth(store, around: day)
        let now = LocalMoment(startOf: day)
        let line = try StatusLine(format: Self.format)
        var printed = ""
        let inProcess = try (0..<Self.runs).map { _ in
            try measure {
                guard let opened = try TaskStore.openExisting(at: database) else {
                    throw BenchError("no database at \(database)")
                }
                printed = line.line(try opened.statusCounts(now: now)) ?? ""
            }
        }
        report.row(
            "`ike status` work in process (open, count, format) on \(count) tasks: “\(printed)”",
            BenchReport.distribution(inProcess), goal: "≤ 5 ms")
        // Its two parts apart: opening the existing database, and the counts on an open one.
        let opening = try (0..<Self.runs).map { _ in
            try measure { _ = try TaskStore.openExisting(at: database) }
        }
        report.row("… of which opening the existing database", BenchReport.distribution(opening))
        let counting = try (0..<Self.runs).map { _ in
            try measure { _ = try store.statusCounts(now: now) }
        }
        report.row("… of which the counts, the database open", BenchReport.distribution(counting))
        let ike = TUIBenchmarks.absolute(arguments.ike)
        let environment = [
            "HOME": directory, "IKE_NOW": "2025-11-12T10:00:00Z", "TZ": "UTC",
            "XDG_CONFIG_HOME": directory + "/no-config",
        ]
        let endToEnd = try (0..<9).map { _ in
            try measure {
                try spawnChecked(
                    [ike, "--db", database, "status", "--format", Self.format], environment: environment)
            }
        }
        report.row(
            "`ike status --format …` on \(count) tasks, end to end (process start included, median of 9)",
            BenchReport.milliseconds(StartBenchmarks.median(endToEnd)))
    }
}
