import Foundation
import GRDB

/// The one-time correction of tasks that sync stored open while their server copy was cancelled (before
/// schema v20 it read `STATUS:CANCELLED` as open; `CancelledSchema`), and the reading and writing every
/// such correction shares (v23's starts too, `StartRecheckSchema`).
extension TaskStore {
    /// The tasks listed to be read again that are still open here, each with its base (the server's text
    /// as last synced); `nil` when none is listed (once a sync has gone through them).
    public func statusRechecks() throws -> [(uid: String, base: String)]? {
        try rechecks(listedIn: "sync_status_recheck", where: "task.isDone = 0")
    }

    /// The tasks listed in the one-time correction table `table` that still meet `condition`, each with
    /// its base; `nil` when the table is missing or empty.
    func rechecks(listedIn table: String, where condition: String) throws -> [(uid: String, base: String)]? {
        try read { db in
            guard try db.tableExists(table),
                try Bool.fetchOne(cached: db, sql: "SELECT EXISTS (SELECT 1 FROM \(table))") == true
            else { return nil }
            return try Row.fetchAll(
                cached: db,
                sql: """
                    SELECT task.uid, sync_item.base FROM \(table)
                    JOIN task ON task.id = \(table).taskId
                    JOIN sync_item ON sync_item.taskId = task.id
                    WHERE \(condition)
                    """
            ).map { (uid: $0["uid"], base: $0["base"]) }
        }
    }

    /// Corrects each task `uids` that still meets `condition` with `correction` (an UPDATE of `task` by
    /// its `id`, with `arguments(uid)` before the id) as the server has it already: nothing is sent for it
    /// (a task waiting to be sent for another change still is), no edit time is recorded. Then empties
    /// the correction table `table`.
    func correctFromServer(
        uids: [String], where condition: String, set correction: String,
        arguments: (Int) -> StatementArguments, emptying table: String
    ) throws {
        try syncWrite { db in
            for (index, uid) in uids.enumerated() {
                guard
                    let row = try Row.fetchOne(
                        cached: db,
                        sql: """
                            SELECT task.id, sync_item.revision = sync_item.syncedRevision AS clean
                            FROM task JOIN sync_item ON sync_item.taskId = task.id
                            WHERE task.uid = ? AND \(condition)
                            """, arguments: [uid])
                else { continue }
                let taskID: Int64 = row["id"]
                try db.execute(
                    sql: "UPDATE task SET \(correction) WHERE id = ?", arguments: arguments(index) + [taskID])
                if row["clean"] as Bool {
                    try db.execute(
                        sql: "UPDATE sync_item SET syncedRevision = revision WHERE taskId = ?",
                        arguments: [taskID])
                }
            }
            try db.execute(sql: "DELETE FROM \(table)")
        }
    }

    /// Closes as cancelled the tasks `uids` (those of `statusRechecks` whose base is cancelled) where they
    /// are still open, as the server has them already: nothing is sent for it (a task waiting to be sent
    /// for another change still is), no edit time is recorded, and when they were closed stays unknown.
    /// The list of tasks to read again is emptied.
    public func closeCancelledFromServer(uids: [String]) throws {
        try correctFromServer(
            uids: uids, where: "task.isDone = 0", set: "isDone = 1, isCancelled = 1", arguments: { _ in [] },
            emptying: "sync_status_recheck")
    }
}
