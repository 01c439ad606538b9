import GRDB

/// Stores the originals of an import (`OriginalRecord`) in its transaction: new tasks' many rows a
/// statement after the tasks are inserted (as their tag links are); a matched task's replaced when the
/// record changed, or removed when the record came without one (too large to keep).
struct OriginalWriter {
    private let db: Database
    /// Originals (task id, format, text, stamp) waiting for `writeDeferred()`.
    private var deferred: [(Int64, String, String, Int64)] = []

    init(_ db: Database) {
        self.db = db
    }

    /// Keeps the original of the new task `taskID`, stored when the task was last changed at `stamp`
    /// (`TaskOriginal.stamp`), for `writeDeferred()`.
    mutating func add(_ original: String, format: String, taskID: Int64, stamp: Int64) {
        deferred.append((taskID, format, original, stamp))
    }

    /// Writes the originals `add` kept, 100 rows a statement: one row a statement spent about as long in
    /// SQLite's per-statement work as in the inserts.
    mutating func writeDeferred() throws {
        try BatchedInsert.run(
            db, into: "task_original", columns: ["taskId", "format", "text", "stamp"], rowsPerStatement: 100,
            rows: deferred
        ) { statement, original in
            statement.bind(original.0)
            statement.bind(original.1)
            statement.bind(original.2)
            statement.bind(original.3)
        }
        deferred.removeAll()
    }

    /// Stores the originals of the updated and unchanged tasks of `records` (a skipped record is older than
    /// the task and keeps the original it had). `formats`: per source, as `TaskWriter.applyImport` takes them.
    static func keep(_ records: [ImportedRecord], db: Database, formats: [String?]) throws {
        guard formats.contains(where: { $0 != nil }) else { return }
        let upsert = try db.makeStatement(
            sql: """
                INSERT INTO task_original (taskId, format, text, stamp) SELECT id, ?, ?, ? FROM task WHERE uid = ?
                ON CONFLICT (taskId, format) DO UPDATE SET text = excluded.text, stamp = excluded.stamp
                WHERE text <> excluded.text OR stamp IS NOT excluded.stamp
                """)
        let remove = try db.makeStatement(
            sql: "DELETE FROM task_original WHERE taskId = (SELECT id FROM task WHERE uid = ?) AND format = ?"
        )
        // By index, the action first: copying each of 100k new tasks' records retained all its strings.
        for index in records.indices {
            switch records[index].storeAction {
            case .update, .unchanged: break
            case .add, .delete, .skip: continue
            }
            let record = records[index]
            guard let format = formats[record.source] else { continue }
            if let original = record.originalText {
                try upsert.execute(arguments: [
                    format, original, record.item.updatedAt.milliseconds, record.item.uid,
                ])
            } else {
                try remove.execute(arguments: [record.item.uid, format])
            }
        }
    }
}
