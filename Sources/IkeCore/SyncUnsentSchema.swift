import GRDB

/// Migration v34: what a sync plan reads without scanning the task or sync tables (Docs/Sync.md, "What a
/// sync reads").
///
/// - `sync_unsent`: the tasks no server has yet, kept by triggers, so a plan finds the new tasks without
///   comparing every task with `sync_item`. It is kept only once a collection is set up (then it starts
///   with every task not yet synced, `TaskStore.syncCollection`), so a database that never syncs pays
///   nothing for it. Bulk inserts, which run without the triggers, add theirs afterwards
///   (`TriggerSuspension`).
/// - `sync_tombstone_by_collection`: a collection's tombstones without reading every other collection's.
enum SyncUnsentSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE sync_unsent (taskId INTEGER PRIMARY KEY);
                CREATE INDEX sync_tombstone_by_collection ON sync_tombstone(collectionId);
                CREATE TRIGGER sync_unsent_insert AFTER INSERT ON task
                WHEN EXISTS (SELECT 1 FROM sync_collection)
                BEGIN
                    INSERT OR IGNORE INTO sync_unsent (taskId) VALUES (NEW.id);
                END;
                CREATE TRIGGER sync_unsent_delete AFTER DELETE ON task BEGIN
                    DELETE FROM sync_unsent WHERE taskId = OLD.id;
                END;
                CREATE TRIGGER sync_unsent_sent AFTER INSERT ON sync_item BEGIN
                    DELETE FROM sync_unsent WHERE taskId = NEW.taskId;
                END;
                """)
        try addMissing(db)
    }

    /// Lists every task no server has, once a collection is set up: at the first collection, and after a
    /// bulk insert that ran without the triggers.
    static func addMissing(_ db: Database) throws {
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO sync_unsent (taskId)
                    SELECT id FROM task WHERE EXISTS (SELECT 1 FROM sync_collection)
                        AND id NOT IN (SELECT taskId FROM sync_item)
                """)
    }
}
