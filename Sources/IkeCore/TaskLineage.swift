import GRDB

/// A task as a sync of several collections places it (Docs/Sync.md, "Several collections"): its parent for
/// the tree it belongs to, its tags for its home and its title for what the sync says. Read for every task
/// without the rest of each (`TaskStore.lineages()`): whole tasks made that sync read every field of every
/// task at each run.
public struct TaskLineage: Hashable, Sendable {
    public let uid: String
    public let title: String
    public let parentUID: String?
    public let tags: TagSet
}

/// Where a synced task's server copy is (its collection, address and ETag), without the copy itself.
public struct SyncCopyAddress: Hashable, Sendable {
    public let uid: String
    public let collectionID: Int64
    public let href: String
    public let etag: String?
}

extension TaskStore {
    /// Every task's lineage, by uid; or only those of `uids` (one statement, the uids bound as a JSON
    /// array, each found through the uid index).
    public func lineages(uids: Set<String>? = nil) throws -> [String: TaskLineage] {
        if uids?.isEmpty == true { return [:] }
        let columns = "SELECT uid, title, parentUID, \(TaskColumn.tags.selected) FROM task"
        let (sql, arguments): (String, StatementArguments) =
            uids.map { (columns + " WHERE uid IN (SELECT value FROM json_each(?))", [Self.jsonArray($0)]) }
            ?? (columns, [])
        return try read { db in
            let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
            var lineages: [String: TaskLineage] = [:]
            while let row = try rows.next() {
                let uid: String = row[0]
                lineages[uid] = TaskLineage(
                    uid: uid, title: row[1], parentUID: row[2],
                    tags: (row[3] as String?).map(TodoItem.tags(stored:)) ?? [])
            }
            return lineages
        }
    }

    /// The uids of the steps of the tasks `uids`, their steps, and so on down (not the tasks themselves),
    /// along the parent index.
    public func descendantUIDs(of uids: Set<String>) throws -> Set<String> {
        guard !uids.isEmpty else { return [] }
        return try read { db in
            Set(
                try String.fetchAll(
                    db,
                    sql: """
                        WITH RECURSIVE below(uid) AS (
                            SELECT uid FROM task WHERE parentUID IN (SELECT value FROM json_each(?))
                            UNION SELECT task.uid FROM task JOIN below ON task.parentUID = below.uid)
                        SELECT uid FROM below
                        """, arguments: [Self.jsonArray(uids)]))
        }
    }

    /// Where each task of collection `id` the server has is, without the stored copies; or only those of
    /// `uids`.
    public func syncCopyAddresses(
        collectionID id: Int64, uids: Set<String>? = nil
    ) throws -> [SyncCopyAddress] {
        if uids?.isEmpty == true { return [] }
        // `+collectionId`: else SQLite reads the whole collection along its index and filters by uid.
        let sql =
            "SELECT uid, collectionId, href, etag FROM sync_item WHERE "
            + (uids == nil
                ? "collectionId = ?" : "uid IN (SELECT value FROM json_each(?)) AND +collectionId = ?")
        let arguments: StatementArguments = uids.map { [Self.jsonArray($0), id] } ?? [id]
        return try read { db in
            try Row.fetchAll(cached: db, sql: sql, arguments: arguments).map {
                SyncCopyAddress(uid: $0[0], collectionID: $0[1], href: $0[2], etag: $0[3])
            }
        }
    }

    /// `strings` as a JSON array of strings, for `json_each`.
    private static func jsonArray(_ strings: Set<String>) -> String {
        var json = JSONText(escapingBidiControls: false)
        json.raw("[")
        for (index, string) in strings.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(string)
        }
        json.raw("]")
        return String(decoding: json.bytes, as: UTF8.self)
    }
}
