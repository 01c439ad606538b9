import Foundation
import GRDB
import IkeCore

/// The deadline order (timed deadlines of a day by time, then its date-only ones) on the generated
/// database: `ike list --sort deadline` end to end, the goals screen's read, a window and a position of the
/// app's list sorted by deadline, and what migration v13 (its index) costs.
struct DeadlineOrderBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    static let runs = 9

    func run() throws {
        let directory = TUIBenchmarks.absolute(arguments.directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let count = arguments.taskCount
        let path = directory + "/deadline-order-\(count).sqlite"
        defer { BenchDatabase.remove(at: path) }
        let store = try BenchDatabase.fresh(at: path)
        try BenchDatabase.fill(store, count: count)
        let environment = [
            "HOME": directory, "IKE_NOW": "2026-03-01T10:00:00Z", "TZ": "UTC",
            "XDG_CONFIG_HOME": directory + "/no-config",
        ]
        let ike = TUIBenchmarks.absolute(arguments.ike)
        for argv in [["list", "--all", "--sort", "deadline", "--json"], ["list", "--sort", "deadline"]] {
            let times = try (0..<Self.runs).map { _ in
                try measure { try spawnChecked([ike, "--db", path] + argv, environment: environment) }
            }
            report.row(
                "`ike \(argv.joined(separator: " "))` on \(count) tasks (to /dev/null, median of \(Self.runs))",
                BenchReport.milliseconds(StartBenchmarks.median(times)), goal: "≤ 500 ms")
        }
        try timeReads(store, count: count)
        try migration(path: path, count: count)
    }

    /// The reads the app makes: the goals screen (every task, by month), one window of the list sorted by
    /// deadline from its middle, and the position of a task in that order.
    private func timeReads(_ store: TaskStore, count: Int) throws {
        let middle = try store.items(.all, order: .deadline, limit: 1, offset: count / 2)[0]
        let reads: [(String, () throws -> Void)] = [
            ("the goals screen's read (`monthGroups`, every task)", { _ = try store.monthGroups() }),
            (
                "a window of 60 from the middle of the list sorted by deadline",
                { _ = try store.items(.all, order: .deadline, limit: 60, offset: count / 2) }
            ),
            (
                "a window of 60 from the middle of the open tasks sorted by deadline (done hidden)",
                { _ = try store.items(.open, order: .deadline, limit: 60, offset: count / 4) }
            ),
            (
                "the position of a task in the list sorted by deadline",
                { _ = try store.index(ofUID: middle.uid, in: .all, order: .deadline) }
            ),
        ]
        for (name, read) in reads {
            let times = try (0..<Self.runs).map { _ in try measure(read) }
            report.row(
                "\(name), \(count) tasks (core API, median of \(Self.runs))",
                BenchReport.milliseconds(StartBenchmarks.median(times)))
        }
    }

    /// Takes the database back to v12 (the index is all v13 adds) and times opening it, which migrates.
    private func migration(path: String, count: Int) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: """
                    DROP INDEX IF EXISTS task_deadline_order;
                    DROP INDEX IF EXISTS task_open_deadline_order;
                    DELETE FROM grdb_migrations WHERE identifier = 'v13-deadline-time-order';
                    """)
        }
        try queue.close()
        let time = try measure { _ = try TaskStore.open(at: path) }
        report.row(
            "migrating \(count) tasks to v13 (`v13-deadline-time-order`, the order's index)",
            BenchReport.milliseconds(time))
    }
}
