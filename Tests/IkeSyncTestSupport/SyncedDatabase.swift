import Foundation
import GRDB
import IkeCore
import IkeInterchange
import IkeSync

/// Makes every task of a database synced with a `RecordedCalDAVStore`, as if a first sync had sent them:
/// each has a record whose stored copy is the VTODO ike would have sent, and the collection keeps the
/// store's token. Written in one transaction beside the store's connection: a sync per task would take
/// minutes at 100k.
public enum SyncedDatabase {
    /// The collection's URL and the path of its members.
    public static let url = "http://127.0.0.1/alice/tasks/"
    public static let path = "/alice/tasks/"

    /// Records every task of `store` (the database at `file`) as synced and returns the server holding
    /// them; `syncCount` is how many syncs the collection has had (19 makes the next the periodic full
    /// listing).
    public static func make(
        _ store: TaskStore, file: String, syncCount: Int = 1
    ) throws -> RecordedCalDAVStore {
        let collection = try store.syncCollection(url: url, tag: nil)
        var listing: [RemoteEntry] = []
        let database = try DatabaseQueue(path: file)
        try database.write { db in
            let insert = try db.makeStatement(
                sql: """
                    INSERT INTO sync_item (taskId, uid, collectionId, href, etag, base, revision, syncedRevision)
                    SELECT id, uid, ?, ?, ?, ?, 0, 0 FROM task WHERE uid = ?
                    """)
            try store.forEachItem { item in
                let href = path + item.uid + ".ics"
                let etag = "\"r-\(item.uid)\""
                listing.append(RemoteEntry(href: href, etag: etag))
                try insert.execute(arguments: [collection.id, href, etag, base(of: item), item.uid])
            }
            try db.execute(
                sql: "UPDATE sync_collection SET syncToken = 'rec-0', syncCount = ? WHERE id = ?",
                arguments: [syncCount, collection.id])
        }
        try database.close()
        return RecordedCalDAVStore(path: path, listing: listing)
    }

    /// The text ike sends for `item`, with `title` instead of its own when given (another client's edit).
    public static func base(of item: TodoItem, title: String? = nil) -> String {
        var fields = VTodoFields(item)
        if let title { fields.title = title }
        return fields.newCalendar(uid: item.uid, created: item.createdAt, now: item.updatedAt).text
    }
}
