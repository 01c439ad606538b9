import Foundation
import GRDB

/// The one-time reading of starts that sync stored without (before schema v23 it read no `DTSTART`;
/// `StartRecheckSchema`).
extension TaskStore {
    /// The tasks listed to be read again that still have no start here, each with its base (the server's
    /// text as last synced); `nil` when none is listed (once a sync has gone through them).
    public func startRechecks() throws -> [(uid: String, base: String)]? {
        try read { db in
            guard try db.tableExists("sync_start_recheck"),
                try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sync_start_recheck)") == true
            else { return nil }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT task.uid, sync_item.base FROM sync_start_recheck
                    JOIN task ON task.id = sync_start_recheck.taskId
                    JOIN sync_item ON sync_item.taskId = task.id
                    WHERE task.start IS NULL
                    """
            ).map { (uid: $0["uid"], base: $0["base"]) }
        }
    }

    /// Gives the tasks `starts` (those of `startRechecks` whose base says a start) that start where they
    /// still have none, as the server has it already: nothing is sent for it (a task waiting to be sent
    /// for another change still is) and no edit time is recorded. The list of tasks to read again is
    /// emptied.
    public func adoptStartsFromServer(_ starts: [(uid: String, start: Deadline)]) throws {
        try syncWrite { db in
            for (uid, start) in starts {
                guard
                    let row = try Row.fetchOne(
                        db,
                        sql: """
                            SELECT task.id, sync_item.revision = sync_item.syncedRevision AS clean
                            FROM task JOIN sync_item ON sync_item.taskId = task.id
                            WHERE task.uid = ? AND task.start IS NULL
                            """, arguments: [uid])
                else { continue }
                let taskID: Int64 = row["id"]
                try db.execute(
                    sql: "UPDATE task SET start = ?, startTime = ? WHERE id = ?",
                    arguments: [start.date.iso, start.time?.minutes, taskID])
                if row["clean"] as Bool {
                    try db.execute(
                        sql: "UPDATE sync_item SET syncedRevision = revision WHERE taskId = ?",
                        arguments: [taskID])
                }
            }
            try db.execute(sql: "DELETE FROM sync_start_recheck")
        }
    }
}
