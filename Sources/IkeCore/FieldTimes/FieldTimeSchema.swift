import GRDB

/// Migration v15: when each field of a task last changed on this machine, or, for a value received from a
/// server, when the server's copy says it changed (its LAST-MODIFIED). Sync compares these, field by field,
/// with the server copy's LAST-MODIFIED (Docs/Sync.md, "Merging"). A task with no row for a field has not
/// changed it since the migration; its `updatedAt` stands in. Milliseconds since 1970, like `updatedAt`.
enum FieldTimeSchema {
    @Sendable static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE task_field_time (
                    taskId INTEGER NOT NULL,
                    field TEXT NOT NULL,
                    at INTEGER NOT NULL,
                    PRIMARY KEY (taskId, field)
                ) WITHOUT ROWID;
                CREATE TRIGGER task_field_time_deleted AFTER DELETE ON task BEGIN
                    DELETE FROM task_field_time WHERE taskId = OLD.id;
                END;
                """)
    }
}
