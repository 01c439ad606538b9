import GRDB

extension TaskStore {
    /// Fixes in one transaction what can be fixed without losing anything, then checks again.
    ///
    /// Damaged indexes are rebuilt (`REINDEX`, one index at a time, so that duplicate uids, which make the
    /// uid index impossible to rebuild, leave the others rebuilt); list positions that are invalid or shared
    /// are given anew where the list shows them (`orderKey`, then `uid`), and only they, so a sync re-sends
    /// only the tasks whose key changed; the tally is counted again.
    /// Damage to the file itself, duplicate or empty uids and impossible deadlines are left: fixing them
    /// would mean guessing, and a backup holds what was there. The caller takes a backup first.
    public func repair() throws -> RepairResult {
        let before = try check()
        guard !before.isHealthy else { return RepairResult(fixed: [], after: before) }
        _ = try change { writer in try Self.repairInPlace(writer.db, before.problems) }
        let after = try check()
        return RepairResult(fixed: before.problems.filter { !after.problems.contains($0) }, after: after)
    }

    private static func repairInPlace(_ db: Database, _ problems: [CheckProblem]) throws {
        // Indexes first: the rewrites below update indexes and could fail on a damaged one.
        let duplicateUIDs = problems.contains { if case .duplicateUID = $0 { true } else { false } }
        let indexes = try String.fetchAll(
            cached: db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'task' ORDER BY name"
        )
        for index in indexes {
            let isUIDIndex =
                try Row.fetchAll(cached: db, sql: "PRAGMA index_info(\(index.quotedDatabaseIdentifier))")
                .map { $0["name"] as String? } == ["uid"]
            if duplicateUIDs && isUIDIndex { continue }
            try db.execute(sql: "REINDEX \(index.quotedDatabaseIdentifier)")
        }
        if problems.contains(where: { if case .invalidOrderKey = $0 { true } else { false } }) {
            try replaceInvalidPositions(db)
        }
        // All eight rows, as the migration that made the tally writes them: a missing row is put back.
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO task_tally (isImportant, isUrgent, isDone, n)
                    WITH flag(v) AS (VALUES (0), (1))
                    SELECT i.v, u.v, d.v, (SELECT count(*) FROM task NOT INDEXED
                        WHERE isImportant = i.v AND isUrgent = u.v AND isDone = d.v)
                    FROM flag AS i, flag AS u, flag AS d
                """)
    }

    /// Gives each task whose key is not an order key a valid one between the valid keys around it in list
    /// order; every other row is left alone (an update marks a task changed for the next sync).
    private static func replaceInvalidPositions(_ db: Database) throws {
        let rows = try Row.fetchAll(
            cached: db, sql: "SELECT id, orderKey FROM task NOT INDEXED ORDER BY orderKey, uid")
        let suffix = try ReplicaSchema.suffix(db)
        let statement = try db.makeStatement(sql: "UPDATE task SET orderKey = ? WHERE id = ?")
        var lower: String?
        var run: [Int64] = []
        func place(before upper: String?) throws {
            guard !run.isEmpty else { return }
            let keys = try OrderKey.keys(count: run.count, between: lower, upper, suffix: suffix)
            for (id, fresh) in zip(run, keys) { try statement.execute(arguments: [fresh, id]) }
            run = []
        }
        for row in rows {
            let key: String = row["orderKey"]
            if OrderKey.isValid(key) {
                try place(before: key)
                lower = key
            } else {
                run.append(row["id"])
            }
        }
        try place(before: nil)
    }
}
