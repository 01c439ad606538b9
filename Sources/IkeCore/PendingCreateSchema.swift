import GRDB

/// Migration v17: the creates a sync has sent, or is sending, and not yet seen stored (`sync_pending_create`):
/// the uid, where the member will be, and the text sent. A task deleted while its create is in flight, or
/// after the create's answer was lost, has no `sync_item` yet; the trigger turns its pending create into a
/// tombstone without an ETag, so the next sync deletes the member instead of receiving it back as a new
/// task (Docs/Sync.md, "What is stored where"). The row goes when the member is read back or adopted.
enum PendingCreateSchema {
    @Sendable static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE sync_pending_create (
                    uid TEXT PRIMARY KEY,
                    collectionId INTEGER NOT NULL REFERENCES sync_collection(id),
                    href TEXT NOT NULL,
                    sent TEXT NOT NULL
                );
                CREATE TRIGGER sync_pending_create_deleted AFTER DELETE ON task BEGIN
                    INSERT OR IGNORE INTO sync_tombstone (uid, collectionId, href, etag, base, deletedAt)
                        SELECT uid, collectionId, href, NULL, sent,
                            CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
                        FROM sync_pending_create WHERE uid = OLD.uid;
                    DELETE FROM sync_pending_create WHERE uid = OLD.uid;
                END;
                """)
    }
}
