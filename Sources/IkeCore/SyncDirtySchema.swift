import GRDB

/// Migration v14: an index of the synced tasks changed since their last sync (`revision > syncedRevision`),
/// partial, so it holds only those. The app counts the changes waiting for a sync after every write when a
/// CalDAV account is set; at 100k synced tasks that count scanned both tables, 35 ms on the main thread
/// per key (Docs/Decisions.md, 2026-11-25 · Counting what waits for a sync).
enum SyncDirtySchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: "CREATE INDEX sync_item_dirty ON sync_item(taskId) WHERE revision > syncedRevision")
    }
}
