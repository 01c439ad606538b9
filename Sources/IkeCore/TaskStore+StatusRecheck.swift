import Foundation
import GRDB

/// The one-time correction of tasks that sync stored open while their server copy was cancelled (before
/// schema v20 it read `STATUS:CANCELLED` as open; `CancelledSchema`).
extension TaskStore {
    /// The tasks listed to be read again that are still open here, each with its base (the server's text
    /// as last synced); `nil` when none is listed (once a sync has gone through them).
    public func statusRechecks() throws -> [(uid: String, base: String)]? {
        try read { db in
            guard try db.tableExists("sync_status_recheck"),
                try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sync_status_recheck)") == true
            else { return nil }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT task.uid, sync_item.base FROM sync_status_recheck
                    JOIN task ON task.id = sync_status_recheck.taskId
                    JOIN sync_item ON sync_item.taskId = task.id
                    WHERE task.isDone = 0
                    """
            ).map { (uid: $0["uid"], base: $0["base"]) }
        }
    }

    /// Closes as cancelled the tasks `uids` (those of `statusRechecks` whose base is cancelled) where they
    /// are still open, as the server has them already: nothing is sent for it (a task waiting to be sent
    /// for another change still is), no edit time is recorded, and when they were closed stays unknown.
    /// The list of tasks to read again is emptied.
    public func closeCancelledFromServer(uids: [String]) throws {
        try syncWrite { db in
            for uid in uids {
                guard
                    let row = try Row.fetchOne(
                        db,
                        sql: """
                            SELECT task.id, sync_item.revision = sync_item.syncedRevision AS clean
                            FROM task JOIN sync_item ON sync_item.taskId = task.id
                            WHERE task.uid = ? AND task.isDone = 0
                            """, arguments: [uid])
                else { continue }
                let taskID: Int64 = row["id"]
                try db.execute(
                    sql: "UPDATE task SET isDone = 1, isCancelled = 1 WHERE id = ?", arguments: [taskID])
                if row["clean"] as Bool {
                    try db.execute(
                        sql: "UPDATE sync_item SET syncedRevision = revision WHERE taskId = ?",
                        arguments: [taskID])
                }
            }
            try db.execute(sql: "DELETE FROM sync_status_recheck")
        }
    }
}
