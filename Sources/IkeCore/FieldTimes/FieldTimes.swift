import Foundation
import GRDB

/// When each field of a task last changed (table `task_field_time`, migration v15), written in the
/// transaction of the change itself and read by sync's merge (Docs/Sync.md, "Merging").
enum FieldTimes {
    /// Records that `fields` of task `taskID` changed at `time`.
    static func record(_ fields: [TaskField], taskID: Int64, at time: Date, in db: Database) throws {
        guard !fields.isEmpty else { return }
        // Prepared once per connection: a first download records every field of a thousand tasks.
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO task_field_time (taskId, field, at) VALUES (?, ?, ?)
                ON CONFLICT(taskId, field) DO UPDATE SET at = excluded.at
                """)
        for field in fields {
            try statement.execute(arguments: [taskID, field.rawValue, time.milliseconds])
        }
    }

    /// The recorded times of the task with this uid's fields.
    static func read(uid: String, in db: Database) throws -> [TaskField: Date] {
        let rows = try Row.fetchAll(
            cached: db,
            sql: """
                SELECT field, at FROM task_field_time
                WHERE taskId = (SELECT id FROM task WHERE uid = ?)
                """,
            arguments: [uid])
        var times: [TaskField: Date] = [:]
        for row in rows {
            if let field = TaskField(rawValue: row["field"]) {
                times[field] = Date(milliseconds: row["at"])
            }
        }
        return times
    }
}

extension TaskStore {
    /// When each field of the task `uid` last changed, here or (for a value received) on the server; a
    /// field missing has not changed since the times were first kept, and the task's `updatedAt` stands in.
    public func fieldEditTimes(uid: String) throws -> [TaskField: Date] {
        try read { db in try FieldTimes.read(uid: uid, in: db) }
    }
}
