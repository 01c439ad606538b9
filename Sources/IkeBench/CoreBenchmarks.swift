import Foundation
import GRDB
import IkeCore

/// Issue 2's measurements: bulk insert, `ike add` and `ike list --json` end to end, one move.
struct CoreBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    func run() throws {
        try FileManager.default.createDirectory(
            atPath: arguments.directory, withIntermediateDirectories: true)
        let path = arguments.directory + "/core-\(arguments.taskCount).sqlite"
        let store = try BenchDatabase.fresh(at: path)
        let count = arguments.taskCount
        let insertTime = try measure { try BenchDatabase.fill(store, count: count) }
        report.row("bulk insert of \(count) tasks (one transaction)", BenchReport.milliseconds(insertTime))

        var environment = ProcessInfo.processInfo.environment
        environment["IKE_DB"] = path
        var addTimes: [Double] = []
        for index in 0..<20 {
            addTimes.append(
                try measure {
                    try spawnChecked([arguments.ike, "add", "Bench add \(index)"], environment: environment)
                })
        }
        report.row(
            "`ike add` end to end on \(count) tasks", BenchReport.distribution(addTimes), goal: "< 30 ms")

        var listTimes: [Double] = []
        for _ in 0..<5 {
            listTimes.append(
                try measure {
                    try spawnChecked([arguments.ike, "list", "--all", "--json"], environment: environment)
                })
        }
        report.row(
            "`ike list --all --json` on \(count) tasks", BenchReport.distribution(listTimes), goal: "< 500 ms"
        )

        let sample = try store.items(.all, limit: 1_000, offset: count / 2)
        var moveTimes: [Double] = []
        var rowsWritten: [Int] = []
        for index in 0..<200 {
            let moving = sample[index]
            let anchor = sample[(index * 7 + 500) % sample.count]
            let before = try store.totalChangesCount()
            moveTimes.append(
                try measure {
                    try store.change { try $0.move(uid: moving.uid, to: .before(uid: anchor.uid)) }
                })
            rowsWritten.append(try store.totalChangesCount() - before)
        }
        report.row(
            "one move on \(count) tasks (durable commit)", BenchReport.distribution(moveTimes),
            goal: "rows written: 1")
        report.row("rows written per move", "min \(rowsWritten.min()!), max \(rowsWritten.max()!)", goal: "1")
        try pendingSyncCount(store, path: path, count: count)
    }

    /// What the app reads after every write when a CalDAV account is set: the changes waiting for a sync,
    /// here with every task synced (written straight into the sync tables) and a hundred changed since.
    private func pendingSyncCount(_ store: TaskStore, path: String, count: Int) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO sync_collection (url) VALUES ('http://127.0.0.1/bench/')")
            let collection = db.lastInsertedRowID
            try db.execute(
                sql: """
                    INSERT INTO sync_item (taskId, uid, collectionId, href, etag, base, revision, syncedRevision)
                    SELECT id, uid, \(collection), '/bench/' || uid || '.ics', '"1"', 'BEGIN:VCALENDAR',
                        id % \(max(1, count / 100)) = 0, 0
                    FROM task
                    """)
        }
        try queue.close()
        let times = try (0..<50).map { _ in try measure { _ = try store.pendingSyncCount() } }
        report.row(
            "changes waiting for a sync (the app's read after each write with an account), \(count) synced tasks",
            BenchReport.distribution(times), goal: "≤ 2 ms")
    }
}
