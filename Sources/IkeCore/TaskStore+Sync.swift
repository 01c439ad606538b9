import Foundation
import GRDB

/// The sync state's reads and writes (Docs/Sync.md). Each write is one transaction that changes the tasks and
/// the state together, so a sync stopped at any point resumes where it was.
extension TaskStore {
    /// The collection at `url`, created on first use with `tag`.
    public func syncCollection(url: String, tag: String?) throws -> SyncCollectionRecord {
        try syncWrite { db in
            let existing = try Self.collection(db, url: url)
            // Known as it is: nothing to write, so no commit to wait for at each sync.
            if let existing, existing.tag == tag { return existing }
            let isNew = existing == nil
            try db.execute(
                sql:
                    "INSERT INTO sync_collection (url, tag) VALUES (?, ?) ON CONFLICT(url) DO UPDATE SET tag = excluded.tag",
                arguments: [url, tag])
            // The triggers keep `sync_unsent` once a collection exists; until then it lists nothing.
            if isNew { try SyncUnsentSchema.addMissing(db) }
            return try Self.collection(db, url: url)!
        }
    }

    /// Every collection synced so far.
    public func syncCollections() throws -> [SyncCollectionRecord] {
        try read { db in
            try Row.fetchAll(cached: db, sql: "SELECT * FROM sync_collection ORDER BY id").map(
                Self.collection)
        }
    }

    /// Records a finished sync of collection `id`: the server's new token (nil to forget it) and the time.
    /// A commit that waits for the disk, so the sync's records before it (`serverRecordWrite`) are written
    /// down with the token that counts on them.
    public func recordSyncFinished(collectionID id: Int64, token: String?, at date: Date) throws {
        try syncWrite { db in
            try db.execute(
                sql:
                    "UPDATE sync_collection SET syncToken = ?, lastSyncAt = ?, syncCount = syncCount + 1 WHERE id = ?",
                arguments: [token, date.milliseconds, id])
        }
    }

    /// Records that collection `id`'s server dropped a parent link ike sent; true the first time only, so
    /// the sync says it once per collection.
    public func noteDroppedParentLinks(collectionID id: Int64) throws -> Bool {
        try syncWrite { db in
            try db.execute(
                sql: "UPDATE sync_collection SET dropsParentLinks = 1 WHERE id = ? AND dropsParentLinks = 0",
                arguments: [id])
            return db.changesCount == 1
        }
    }

    /// Every task of collection `id` the server has, by uid.
    public func syncItems(collectionID id: Int64) throws -> [SyncItemRecord] {
        try read { db in
            try Row.fetchAll(
                cached: db, sql: "SELECT * FROM sync_item WHERE collectionId = ?", arguments: [id]
            ).map(
                Self.item)
        }
    }

    /// The sync state of the task `uid`, if the server has it.
    public func syncItem(uid: String) throws -> SyncItemRecord? {
        try read { db in
            try Row.fetchOne(cached: db, sql: "SELECT * FROM sync_item WHERE uid = ?", arguments: [uid]).map(
                Self.item)
        }
    }

    /// Tasks deleted here whose server copies in collection `id` are still to be deleted.
    public func syncTombstones(collectionID id: Int64) throws -> [SyncTombstone] {
        try read { db in
            try Row.fetchAll(
                cached: db, sql: "SELECT * FROM sync_tombstone WHERE collectionId = ?", arguments: [id]
            )
            .map {
                SyncTombstone(
                    uid: $0["uid"], collectionID: $0["collectionId"], href: $0["href"], etag: $0["etag"],
                    base: $0["base"])
            }
        }
    }

    /// The uids of the tasks no server has yet.
    public func unsyncedUIDs() throws -> Set<String> {
        Set(
            try read { db in
                try String.fetchAll(
                    cached: db, sql: "SELECT uid FROM task WHERE id NOT IN (SELECT taskId FROM sync_item)")
            })
    }

    /// How many changes wait for the next sync: new, changed and deleted tasks.
    ///
    /// The app asks after every write, so no part scans a table: the tasks no server has are `sync_unsent`
    /// once a collection is set up (before that, every task: the tally the triggers keep), the changed ones
    /// come from the partial index `sync_item_dirty`. Counting `sync_item` to take the synced ones from the
    /// tally walked an index of every synced task at each write.
    public func pendingSyncCount() throws -> Int {
        try read { db in
            max(
                0,
                try Int.fetchOne(
                    cached: db,
                    sql: """
                        SELECT CASE WHEN EXISTS (SELECT 1 FROM sync_collection)
                                THEN (SELECT count(*) FROM sync_unsent)
                                ELSE (SELECT coalesce(sum(n), 0) FROM task_tally) END
                            + (SELECT count(*) FROM sync_item WHERE revision > syncedRevision)
                            + (SELECT count(*) FROM sync_tombstone)
                        """) ?? 0)
        }
    }

    /// The most recent conflicts, newest first.
    public func syncConflicts(limit: Int = 50) throws -> [SyncConflict] {
        try read { db in
            try Row.fetchAll(
                cached: db, sql: "SELECT * FROM sync_conflict ORDER BY at DESC, id DESC LIMIT ?",
                arguments: [limit]
            )
            .map {
                SyncConflict(
                    uid: $0["uid"], title: $0["title"], field: $0["field"], kept: $0["kept"],
                    lost: $0["lost"],
                    keptSide: $0["keptSide"], at: Date(milliseconds: $0["at"]))
            }
        }
    }

    /// After the server accepted the task `uid` as it was at `revision`: where it is now and its text. A
    /// change made here meanwhile keeps the task waiting for the next sync.
    public func recordSent(
        uid: String, collectionID: Int64, href: String, etag: String?, base: String, revision: Int
    ) throws {
        try serverRecordWrite { db in
            guard
                let taskID = try Int64.fetchOne(
                    cached: db, sql: "SELECT id FROM task WHERE uid = ?", arguments: [uid])
            else {
                return
            }
            try Self.leaveOldCopy(db, taskID: taskID, movingTo: collectionID)
            try Self.forgetPendingCreate(db, uid: uid)
            try db.execute(
                sql: """
                    INSERT INTO sync_item (taskId, uid, collectionId, href, etag, base, revision, syncedRevision)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(taskId) DO UPDATE SET collectionId = excluded.collectionId, href = excluded.href,
                        etag = excluded.etag, base = excluded.base, syncedRevision = max(syncedRevision, ?)
                    """,
                arguments: [taskID, uid, collectionID, href, etag, base, revision, revision, revision])
            try db.execute(
                sql: "DELETE FROM sync_tombstone WHERE uid = ? AND collectionId = ?",
                arguments: [uid, collectionID])
        }
    }

    /// Takes the server's version of a task: `item` (already merged with any local change) is inserted or
    /// written over the stored task, with where the server has it. It stays waiting for the next sync when
    /// `keepDirty` (the merge kept a local change the server lacks). Refused with `StoreError.conflict` when
    /// the task changed here after `expectedRevision` was read, so that edit is never overwritten. The fields
    /// it changes are recorded as changed at `serverEditTime` (the server copy's LAST-MODIFIED), not now.
    /// `childUIDs` are the steps the server's copy names with `RELTYPE=CHILD` (`SyncChildLinks`).
    public func applyFromServer(
        _ item: TodoItem, collectionID: Int64, href: String, etag: String?, base: String,
        expectedRevision: Int?,
        keepDirty: Bool, conflicts: [SyncConflict] = [], serverEditTime: Date? = nil, childUIDs: [String] = []
    ) throws {
        try serverRecordWrite { db in
            let writer = TaskWriter(db: db, environment: environment)
            let current = try Row.fetchOne(
                cached: db, sql: "SELECT revision, syncedRevision FROM sync_item WHERE uid = ?",
                arguments: [item.uid]
            )
            if let current, let expectedRevision, current["revision"] as Int != expectedRevision {
                throw StoreError.conflict(item.title)
            }
            // A parent's `RELTYPE=CHILD` links, the inverse of a step's own (`SyncChildLinks`).
            let isNew = try writer.item(uid: item.uid) == nil
            var received = item
            if isNew, item.parentUID == nil {
                received.parentUID = try SyncChildLinks.parent(naming: item.uid, db)
            }
            // A loop of parents from two apps is broken, not refused (Docs/Sync.md, "Steps"); a link this
            // task loses makes it a change to send.
            let (item, broken) = try writer.breakingParentCycle(received)
            let keepDirty = keepDirty || (broken?.uid == item.uid)
            let conflicts = conflicts + (broken.map { [$0] } ?? [])
            if !isNew {
                // The fields the server's copy changed are as old as that copy, not as this sync.
                try writer.update(item, editedAt: serverEditTime)
            } else {
                _ = try writer.insert(item, at: .bottom, keepingEmptyTitle: true)
                // The order the other machine gave it (X-IKE-ORDER), so both list it in the same place.
                if !item.orderKey.isEmpty {
                    try db.execute(
                        sql: "UPDATE task SET orderKey = ? WHERE uid = ?",
                        arguments: [item.orderKey, item.uid])
                }
            }
            let taskID = try Int64.fetchOne(
                cached: db, sql: "SELECT id FROM task WHERE uid = ?", arguments: [item.uid])!
            let revision =
                try Int.fetchOne(
                    cached: db, sql: "SELECT revision FROM sync_item WHERE taskId = ?", arguments: [taskID])
                ?? 0
            try SyncChildLinks.record(db, parent: item.uid, children: childUIDs)
            if isNew { try SyncChildLinks.adopt(db, parent: item.uid, children: childUIDs) }
            try Self.leaveOldCopy(db, taskID: taskID, movingTo: collectionID)
            try Self.forgetPendingCreate(db, uid: item.uid)
            try db.execute(
                sql: """
                    INSERT INTO sync_item (taskId, uid, collectionId, href, etag, base, revision, syncedRevision)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(taskId) DO UPDATE SET collectionId = excluded.collectionId, href = excluded.href,
                        etag = excluded.etag, base = excluded.base, revision = excluded.revision,
                        syncedRevision = excluded.syncedRevision
                    """,
                arguments: [
                    taskID, item.uid, collectionID, href, etag, base, revision + (keepDirty ? 1 : 0),
                    revision,
                ])
            try db.execute(
                sql: "DELETE FROM sync_tombstone WHERE uid = ? AND collectionId = ?",
                arguments: [item.uid, collectionID])
            for conflict in conflicts {
                try db.execute(
                    sql:
                        "INSERT INTO sync_conflict (uid, title, field, kept, lost, keptSide, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    arguments: [
                        conflict.uid, conflict.title, conflict.field, conflict.kept, conflict.lost,
                        conflict.keptSide,
                        conflict.at.milliseconds,
                    ])
            }
        }
    }

    /// The server deleted the task `uid`: it goes here too, leaving no tombstone to send back. Refused with
    /// `StoreError.conflict` when the task changed here since it was last synced: an edit beats a delete.
    public func deleteFromServer(uid: String) throws {
        try serverRecordWrite { db in
            let row = try Row.fetchOne(
                cached: db,
                sql: """
                    SELECT task.title, sync_item.revision > sync_item.syncedRevision AS dirty
                    FROM sync_item JOIN task ON task.id = sync_item.taskId WHERE sync_item.uid = ?
                    """, arguments: [uid])
            if let row, row["dirty"] as Bool { throw StoreError.conflict(row["title"]) }
            // Only the tombstone of the collection that deleted it: an old copy a move left in another
            // collection still waits to be deleted there.
            try db.execute(
                sql: """
                    DELETE FROM sync_tombstone WHERE uid = ?
                        AND collectionId IN (SELECT collectionId FROM sync_item WHERE uid = ?)
                    """, arguments: [uid, uid])
            try db.execute(sql: "DELETE FROM sync_item WHERE uid = ?", arguments: [uid])
            try db.cachedStatement(sql: "DELETE FROM task WHERE uid = ?").execute(arguments: [uid])
        }
    }

    /// The server's copy of a deleted (or moved) task in collection `collectionID` is gone, or was never
    /// there: that tombstone is done. Another collection's tombstone of the same task stays.
    public func forgetTombstone(uid: String, collectionID: Int64) throws {
        try serverRecordWrite { db in
            try db.execute(
                sql: "DELETE FROM sync_tombstone WHERE uid = ? AND collectionId = ?",
                arguments: [uid, collectionID])
        }
    }

    /// Tasks still alive whose copy in collection `id` is to be deleted because they moved to another
    /// collection (a tombstone of a task that was not deleted).
    public func syncMoveLeftovers(collectionID id: Int64) throws -> [SyncTombstone] {
        try syncTombstones(collectionID: id).filter { try item(uid: $0.uid) != nil }
    }

    /// When the task `taskID` is recorded in another collection than `collectionID`, its copy there becomes a
    /// tombstone in the same transaction, so a move never forgets the copy it leaves behind (Docs/Sync.md,
    /// "Several collections").
    private static func leaveOldCopy(_ db: Database, taskID: Int64, movingTo collectionID: Int64) throws {
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO sync_tombstone (uid, collectionId, href, etag, base, deletedAt)
                    SELECT uid, collectionId, href, etag, base, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
                    FROM sync_item WHERE taskId = ? AND collectionId != ?
                """,
            arguments: [taskID, collectionID])
    }

    /// A write of what the server holds (its copy, ETag and href of a task, a task taken from it, a
    /// tombstone it answered): committed without waiting for the disk, because a power cut that loses it
    /// leaves what the next sync reads from the server again, as after an answer lost on the way. The sync
    /// waits for the disk once, when it records its end (`recordSyncFinished`), instead of at every task
    /// (Docs/Decisions.md, 2026-11-29).
    func serverRecordWrite<T>(_ body: (Database) throws -> T) throws -> T {
        try commitWithoutWaitingForDisk(body)
    }

    func syncWrite<T>(_ body: (Database) throws -> T) throws -> T {
        if let readOnlyReason { throw readOnlyReason }
        do {
            return try queue.write(body)
        } catch let error as DatabaseError {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    private static func collection(_ db: Database, url: String) throws -> SyncCollectionRecord? {
        try Row.fetchOne(cached: db, sql: "SELECT * FROM sync_collection WHERE url = ?", arguments: [url])
            .map(
                collection)
    }

    private static func collection(_ row: Row) -> SyncCollectionRecord {
        SyncCollectionRecord(
            id: row["id"], url: row["url"], tag: row["tag"], syncToken: row["syncToken"],
            lastSyncAt: (row["lastSyncAt"] as Int64?).map { Date(milliseconds: $0) },
            syncCount: row["syncCount"], dropsParentLinks: row["dropsParentLinks"])
    }

    private static func item(_ row: Row) -> SyncItemRecord {
        SyncItemRecord(
            uid: row["uid"], collectionID: row["collectionId"], href: row["href"], etag: row["etag"],
            base: row["base"], revision: row["revision"], syncedRevision: row["syncedRevision"])
    }
}
