import GRDB

/// The tables CalDAV sync keeps its state in, inside the task database, so that the state changes in the
/// same transaction as the edit that makes it stale (Docs/Sync.md).
///
/// - `sync_collection`: one row per server collection: its URL, the tag its tasks carry (none for the
///   first collection), the last sync token and when it synced.
/// - `sync_item`: one row per task the server has: its href, ETag and the server's text as last seen (the
///   base of the three-way merge). `revision` counts local changes (kept by triggers on every change of the
///   task or its tags); the task needs sending while `revision > syncedRevision`.
/// - `sync_tombstone`: a synced task deleted here, until the server's copy is deleted too.
/// - `sync_conflict`: a field both sides changed, with the value that lost, for `ike sync --status`.
enum SyncSchema {
    @Sendable static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE sync_collection (
                    id INTEGER PRIMARY KEY,
                    url TEXT NOT NULL UNIQUE,
                    tag TEXT,
                    syncToken TEXT,
                    lastSyncAt INTEGER,
                    syncCount INTEGER NOT NULL DEFAULT 0
                );
                CREATE TABLE sync_item (
                    taskId INTEGER PRIMARY KEY,
                    uid TEXT NOT NULL UNIQUE,
                    collectionId INTEGER NOT NULL REFERENCES sync_collection(id),
                    href TEXT NOT NULL,
                    etag TEXT,
                    base TEXT NOT NULL,
                    revision INTEGER NOT NULL DEFAULT 0,
                    syncedRevision INTEGER NOT NULL DEFAULT 0
                );
                CREATE INDEX sync_item_by_collection ON sync_item(collectionId, href);
                CREATE TABLE sync_tombstone (
                    uid TEXT PRIMARY KEY,
                    collectionId INTEGER NOT NULL REFERENCES sync_collection(id),
                    href TEXT NOT NULL,
                    etag TEXT,
                    base TEXT NOT NULL,
                    deletedAt INTEGER NOT NULL
                );
                CREATE TABLE sync_conflict (
                    id INTEGER PRIMARY KEY,
                    uid TEXT NOT NULL,
                    title TEXT NOT NULL,
                    field TEXT NOT NULL,
                    kept TEXT NOT NULL,
                    lost TEXT NOT NULL,
                    keptSide TEXT NOT NULL CHECK (keptSide IN ('local', 'server')),
                    at INTEGER NOT NULL
                );
                CREATE TRIGGER sync_task_changed AFTER UPDATE ON task BEGIN
                    UPDATE sync_item SET revision = revision + 1 WHERE taskId = NEW.id;
                END;
                CREATE TRIGGER sync_task_tag_added AFTER INSERT ON task_tag BEGIN
                    UPDATE sync_item SET revision = revision + 1 WHERE taskId = NEW.taskId;
                END;
                CREATE TRIGGER sync_task_tag_removed AFTER DELETE ON task_tag BEGIN
                    UPDATE sync_item SET revision = revision + 1 WHERE taskId = OLD.taskId;
                END;
                CREATE TRIGGER sync_task_deleted AFTER DELETE ON task BEGIN
                    INSERT OR REPLACE INTO sync_tombstone (uid, collectionId, href, etag, base, deletedAt)
                        SELECT uid, collectionId, href, etag, base, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
                        FROM sync_item WHERE taskId = OLD.id;
                    DELETE FROM sync_item WHERE taskId = OLD.id;
                END;
                """)
    }
}
