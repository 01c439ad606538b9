import GRDB
import IkeCore

/// Stores the originals of an import (`OriginalRecord`) in its transaction: a new task's with one reused
/// statement as it is inserted; a matched task's replaced when the record changed, or removed when the
/// record came without one (too large to keep).
struct OriginalWriter {
    private var insert: RawStatement

    init(_ db: Database) throws {
        insert = try RawStatement(
            db, sql: "INSERT INTO task_original (taskId, format, text) VALUES (?, ?, ?)")
    }

    /// Stores the original of the new task `taskID`.
    mutating func add(_ original: String, format: String, taskID: Int64) throws {
        insert.bind(taskID)
        insert.bind(format)
        insert.bind(original)
        try insert.run()
    }

    /// Stores the originals of the updated and unchanged tasks of `entries` (a skipped record is older than
    /// the task and keeps the original it had). `formats`: per source, as `Importer.apply` takes them.
    static func keep(_ entries: [ImportPlan.Entry], db: Database, formats: [String?]) throws {
        guard formats.contains(where: { $0 != nil }) else { return }
        let upsert = try db.makeStatement(
            sql: """
                INSERT INTO task_original (taskId, format, text) SELECT id, ?, ? FROM task WHERE uid = ?
                ON CONFLICT (taskId, format) DO UPDATE SET text = excluded.text WHERE text <> excluded.text
                """)
        let remove = try db.makeStatement(
            sql: "DELETE FROM task_original WHERE taskId = (SELECT id FROM task WHERE uid = ?) AND format = ?"
        )
        for index in entries.indices {
            let entry = entries[index]
            guard entry.action == .update || entry.action == .unchanged, let format = formats[entry.source]
            else { continue }
            if let original = entry.original {
                try upsert.execute(arguments: [format, original, entry.item.uid])
            } else {
                try remove.execute(arguments: [entry.item.uid, format])
            }
        }
    }
}
