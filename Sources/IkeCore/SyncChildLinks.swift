import GRDB

/// A parent's `RELATED-TO;RELTYPE=CHILD` links as sync reads them (Docs/Sync.md, "Steps"): the inverse of
/// a step's own parent link, taken only for a step that names no parent and has no change waiting here,
/// and only when the parent or the step first arrives, so a step lifted here is not put back whenever the
/// parent changes on the server. Taking one writes nothing to the server: the step's copy stays as the
/// other app wrote it until the step itself changes here.
enum SyncChildLinks {
    /// Keeps `children` as the steps the server's copy of `parent` names (replacing what it named before).
    static func record(_ db: Database, parent: String, children: [String]) throws {
        try db.execute(sql: "DELETE FROM sync_child_link WHERE parentUid = ?", arguments: [parent])
        for child in Set(children) where child != parent {
            try db.execute(
                sql: "INSERT OR IGNORE INTO sync_child_link (childUid, parentUid) VALUES (?, ?)",
                arguments: [child, parent])
        }
    }

    /// The task here whose server copy names `child` as its step (the least uid when several do, the same
    /// on every machine).
    static func parent(naming child: String, _ db: Database) throws -> String? {
        try String.fetchOne(
            cached: db,
            sql: """
                SELECT parentUid FROM sync_child_link
                WHERE childUid = ? AND parentUid IN (SELECT uid FROM task) ORDER BY parentUid LIMIT 1
                """,
            arguments: [child])
    }

    /// Makes `children` steps of `parent`, which just arrived: each that is here, names no parent, is
    /// synced with no change waiting, and is not `parent`'s ancestor. Each stays as synced as it was.
    static func adopt(_ db: Database, parent: String, children: [String]) throws {
        guard !children.isEmpty else { return }
        var ancestors: Set<String> = [parent]
        var current = try String.fetchOne(
            cached: db, sql: "SELECT parentUID FROM task WHERE uid = ?", arguments: [parent])
        while let uid = current, ancestors.insert(uid).inserted {
            current = try String.fetchOne(
                cached: db, sql: "SELECT parentUID FROM task WHERE uid = ?", arguments: [uid])
        }
        for child in Set(children).subtracting(ancestors).sorted() {
            guard
                let row = try Row.fetchOne(
                    cached: db,
                    sql: """
                        SELECT task.id, sync_item.revision, sync_item.syncedRevision FROM task
                        JOIN sync_item ON sync_item.taskId = task.id
                        WHERE task.uid = ? AND task.parentUID IS NULL
                        """,
                    arguments: [child]),
                (row["revision"] as Int) == (row["syncedRevision"] as Int)
            else { continue }
            let id: Int64 = row["id"]
            try db.cachedStatement(sql: "UPDATE task SET parentUID = ? WHERE id = ?").execute(arguments: [
                parent, id,
            ])
            // The change came from the server: nothing to send for it.
            try db.execute(
                sql: "UPDATE sync_item SET syncedRevision = revision WHERE taskId = ?", arguments: [id])
        }
    }
}
