import GRDB

/// The creates a sync sends, remembered from before the request until the member is seen stored
/// (`PendingCreateSchema`), so that a task deleted meanwhile stays deleted.
extension TaskStore {
    /// Remembers that the task `uid` is about to be created at `href` in collection `collectionID` with the
    /// text `sent`; false (and nothing remembered) when the task is gone: then nothing must be sent.
    /// Recorded and checked in one transaction, so a delete is either before it (nothing is sent) or after
    /// it (the delete leaves a tombstone).
    public func recordPendingCreate(
        uid: String, collectionID: Int64, href: String, sent: String
    ) throws -> Bool {
        try syncWrite { db in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO sync_pending_create (uid, collectionId, href, sent)
                    SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM task WHERE uid = ?)
                    """,
                arguments: [uid, collectionID, href, sent, uid])
            return db.changesCount > 0
        }
    }

    /// The member of `uid` is stored and recorded: its create is no longer pending.
    static func forgetPendingCreate(_ db: Database, uid: String) throws {
        try db.execute(sql: "DELETE FROM sync_pending_create WHERE uid = ?", arguments: [uid])
    }
}

/// A create a sync sent, or is sending, and has not yet seen stored.
public struct PendingCreate: Hashable, Sendable {
    public let uid: String
    public let href: String
    /// The text sent.
    public let sent: String
}

extension TaskStore {
    /// The creates in collection `collectionID` not yet seen stored.
    public func pendingCreates(collectionID: Int64) throws -> [PendingCreate] {
        try read { db in
            try Row.fetchAll(
                cached: db,
                sql: "SELECT uid, href, sent FROM sync_pending_create WHERE collectionId = ? ORDER BY uid",
                arguments: [collectionID]
            ).map { PendingCreate(uid: $0["uid"], href: $0["href"], sent: $0["sent"]) }
        }
    }
}
