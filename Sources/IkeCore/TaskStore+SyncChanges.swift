import Foundation
import GRDB

/// The sync state a plan reads by key: the tasks changed here (the partial index `sync_item_dirty`), the
/// tasks no server has yet (`sync_unsent`), and the records of the members the server says changed; never
/// every row, so a sync in which little changed reads little (Docs/Sync.md, "What a sync reads").
extension TaskStore {
    /// Keys per `IN (…)` list: far below SQLite's limit on bound values.
    static let keysPerQuery = 500

    /// Collection `id`'s records at those of `hrefs` it has, by href.
    public func syncStates(collectionID id: Int64, hrefs: [String]) throws -> [String: SyncItemState] {
        try states(matching: "collectionId = ? AND href", keys: hrefs, leading: [id]).reduce(into: [:]) {
            $0[$1.href] = $1
        }
    }

    /// The records of those of `uids` a server has, in any collection, by uid.
    public func syncStates(uids: [String]) throws -> [String: SyncItemState] {
        try states(matching: "uid", keys: uids).reduce(into: [:]) { $0[$1.uid] = $1 }
    }

    /// Collection `id`'s tasks changed here since their last sync, in href order, each with its title.
    public func dirtySyncStates(collectionID id: Int64) throws -> [(state: SyncItemState, title: String)] {
        try read { db in
            // INDEXED BY: the collection's index would read every record of the collection to find these.
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.stateColumns), task.title FROM sync_item INDEXED BY sync_item_dirty
                    JOIN task ON task.id = sync_item.taskId
                    WHERE sync_item.revision > sync_item.syncedRevision AND sync_item.collectionId = ?
                    ORDER BY sync_item.href
                    """, arguments: [id]
            ).map { (state: Self.state($0), title: $0["title"]) }
        }
    }

    /// The tasks no server has yet, in list order (`TaskOrder.manual`), each with its title.
    public func unsentTasks() throws -> [(uid: String, title: String)] {
        try read { db in
            // CROSS JOIN keeps `sync_unsent` outside: SQLite would walk every task in list order to save
            // sorting the few.
            try Row.fetchAll(
                db,
                sql: """
                    SELECT task.uid, task.title FROM sync_unsent CROSS JOIN task ON task.id = sync_unsent.taskId
                    ORDER BY task.orderKey, task.uid
                    """
            ).map { (uid: $0["uid"], title: $0["title"]) }
        }
    }

    /// The titles of those of `uids` that are tasks here, by uid.
    public func titles(uids: [String]) throws -> [String: String] {
        try inChunks(of: uids) { db, chunk, list in
            try Row.fetchAll(
                db, sql: "SELECT uid, title FROM task WHERE uid IN \(list)",
                arguments: StatementArguments(chunk)
            ).map { (uid: $0["uid"] as String, title: $0["title"] as String) }
        }.reduce(into: [:]) { $0[$1.uid] = $1.title }
    }

    /// Visits collection `id`'s records in href order (SQLite's, that is bytewise), href and ETag only,
    /// without holding them all: the periodic full listing compares the server's with every one.
    public func forEachSyncEntry(collectionID id: Int64, _ body: (String, String?) throws -> Void) throws {
        try read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT href, etag FROM sync_item WHERE collectionId = ? ORDER BY href",
                arguments: [id])
            while let row = try rows.next() { try body(row["href"], row["etag"]) }
        }
    }

    /// How many tasks collection `id` has on its server (as last synced).
    public func syncItemCount(collectionID id: Int64) throws -> Int {
        try read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM sync_item WHERE collectionId = ?", arguments: [id]) ?? 0
        }
    }

    private static let stateColumns = """
        sync_item.uid, sync_item.collectionId, sync_item.href, sync_item.etag,
        sync_item.revision > sync_item.syncedRevision AS dirty
        """

    /// The records whose `column` (after the `leading` arguments' conditions) is one of `keys`.
    private func states(
        matching column: String, keys: [String], leading: [any DatabaseValueConvertible] = []
    ) throws -> [SyncItemState] {
        try inChunks(of: keys) { db, chunk, list in
            try Row.fetchAll(
                db, sql: "SELECT \(Self.stateColumns) FROM sync_item WHERE \(column) IN \(list)",
                arguments: StatementArguments(leading + chunk.map { $0 as any DatabaseValueConvertible })
            ).map(Self.state)
        }
    }

    /// `fetch`'s results for `keys`, asked a chunk at a time with the chunk's `(?, …)` list, in one read.
    private func inChunks<T>(
        of keys: [String], _ fetch: (Database, [String], String) throws -> [T]
    ) throws -> [T] {
        try read { db in
            var results: [T] = []
            for start in stride(from: 0, to: keys.count, by: Self.keysPerQuery) {
                let chunk = Array(keys[start..<min(start + Self.keysPerQuery, keys.count)])
                results += try fetch(db, chunk, Self.placeholders(chunk.count))
            }
            return results
        }
    }

    private static func placeholders(_ count: Int) -> String {
        "(" + SQLMarks.list(count) + ")"
    }

    private static func state(_ row: Row) -> SyncItemState {
        SyncItemState(
            uid: row["uid"], collectionID: row["collectionId"], href: row["href"], etag: row["etag"],
            isDirty: row["dirty"])
    }
}
