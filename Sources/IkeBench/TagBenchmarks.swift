import Foundation
import GRDB
import IkeCore

/// Issue 15's measurements: `ike list --tag` and `ike tags` end to end on 100k tasks with 50 distinct tags,
/// and migrating a database of the schema before tags whose titles end in `+tag` words.
struct TagBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    func run() throws {
        let count = arguments.taskCount
        let path = try BenchDatabase.filled("tags", in: arguments.directory, count: count).path
        var environment = ProcessInfo.processInfo.environment
        environment["IKE_DB"] = path
        let one = BenchDatabase.tagName(5)
        let other = BenchDatabase.tagName(35)
        let runs: [(String, [String], String)] = [
            ("`ike list --tag \(one)` (open tasks with one tag)", ["list", "--tag", one], "≤ 300 ms"),
            ("`ike list --all --tag \(one) --json`", ["list", "--all", "--tag", one, "--json"], "≤ 300 ms"),
            (
                "`ike list --tag \(one) --tag \(other)` (both tags)", ["list", "--tag", one, "--tag", other],
                "≤ 300 ms"
            ),
            ("`ike list` (open tasks, no filter)", ["list"], ""),
            ("`ike tags` (every tag with its counts)", ["tags"], ""),
        ]
        for (name, argv, goal) in runs {
            var times: [Double] = []
            for _ in 0..<5 {
                times.append(
                    try measure { try spawnChecked([arguments.ike] + argv, environment: environment) })
            }
            report.row(
                "\(name) on \(count) tasks, 50 tags, end to end", BenchReport.distribution(times), goal: goal)
        }
        try migration(count: count)
    }

    /// Opens (and so migrates) a database of the schema before tags holding `count` tasks, two thirds of
    /// whose titles end in one or two `+tag` words as earlier imports wrote them.
    private func migration(count: Int) throws {
        let path = arguments.directory + "/tags-migration.sqlite"
        BenchDatabase.remove(at: path)
        let queue = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(queue, upTo: "v4-index-review-decks")
        try queue.write { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
                    INSERT INTO task (uid, title, isDone, orderKey, createdAt, updatedAt)
                    SELECT 'u' || i, 'Task ' || i || ' 할 일'
                        || CASE WHEN i % 3 <> 0 THEN ' +tag' || (i % 50) ELSE '' END
                        || CASE WHEN i % 5 = 0 THEN ' +tag' || (i * 7 % 50) ELSE '' END,
                        i % 7 = 0, printf('a%07d', i), 1790000000000, 1790000000000
                    FROM n
                    """, arguments: [count])
        }
        try queue.close()
        let time = try measure { _ = try TaskStore.open(at: path) }
        report.row(
            "migrating \(count) tasks to tags (`v5-tags`, titles ending in +tag words)",
            BenchReport.milliseconds(time))
        BenchDatabase.remove(at: path)
    }
}
