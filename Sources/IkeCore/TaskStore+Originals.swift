import GRDB

/// Reading the originals an export writes back (Docs/Architecture.md, "Originals").
extension TaskStore {
    /// Every task's original in `format` (`taskwarrior`, `ics`, `todotxt`), by task id. Empty for a
    /// database from before originals were kept.
    public func originals(format: String) throws -> [Int64: TaskOriginal] {
        try read { db in
            guard try db.tableExists("task_original") else { return [:] }
            var originals: [Int64: TaskOriginal] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT task_original.taskId, task_original.text, task_original.stamp,
                        task.start IS NULL AND NOT EXISTS (
                            SELECT 1 FROM task_field_time
                            WHERE task_field_time.taskId = task.id AND task_field_time.field = 'start')
                    FROM task_original JOIN task ON task.id = task_original.taskId
                    WHERE task_original.format = ?
                    """, arguments: [format])
            while let row = try rows.next() {
                originals[row[0]] = TaskOriginal(text: row[1], stamp: row[2], startNeverHeld: row[3])
            }
            return originals
        }
    }

    /// The original in `format` of the task `uid`, if it has one.
    public func original(uid: String, format: String) throws -> String? {
        try read { db in
            guard try db.tableExists("task_original") else { return nil }
            return try String.fetchOne(
                cached: db,
                sql: """
                    SELECT text FROM task_original
                    WHERE taskId = (SELECT id FROM task WHERE uid = ?) AND format = ?
                    """,
                arguments: [uid, format])
        }
    }
}
