import GRDB

/// Migration v33 (issue 35): placing a task from the matrix's inbox is this database's state, not an edit
/// (`TodoItem.isTriaged` travels nowhere but ike JSON), so it no longer marks a synced task changed: the
/// sync trigger skips an update that changed `isTriaged` and left `updatedAt` as it was, which is what
/// `TaskWriter.update` writes for a placement alone. Any other change moves `updatedAt` and still counts.
enum PlacementSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TRIGGER sync_task_changed;
                CREATE TRIGGER sync_task_changed AFTER UPDATE ON task
                    WHEN NOT (NEW.isTriaged IS NOT OLD.isTriaged AND NEW.updatedAt IS OLD.updatedAt)
                BEGIN
                    UPDATE sync_item SET revision = revision + 1 WHERE taskId = NEW.id;
                END;
                """)
    }
}
