import GRDB

/// The database schema as append-only, named migrations. Never edit a shipped migration: add a new one.
public enum Schema {
    /// The SQLite `application_id` that marks a file as ike's ("ike1" in ASCII).
    public static let applicationID: Int32 = 0x696B_6531

    /// Every migration, in order.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-create-task") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            // Timestamps are integer milliseconds so they read back exactly; deadlines are ISO dates,
            // which sort as text and carry no time zone.
            try db.execute(
                sql: """
                    CREATE TABLE task (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        uid TEXT NOT NULL UNIQUE,
                        title TEXT NOT NULL CHECK (length(trim(title)) > 0),
                        notes TEXT NOT NULL DEFAULT '',
                        deadline TEXT CHECK (deadline IS NULL OR deadline GLOB
                            '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                        isDone INTEGER NOT NULL DEFAULT 0 CHECK (isDone IN (0, 1)),
                        doneAt INTEGER,
                        isImportant INTEGER NOT NULL DEFAULT 0 CHECK (isImportant IN (0, 1)),
                        isUrgent INTEGER NOT NULL DEFAULT 0 CHECK (isUrgent IN (0, 1)),
                        orderKey TEXT NOT NULL,
                        createdAt INTEGER NOT NULL,
                        updatedAt INTEGER NOT NULL
                    );
                    CREATE INDEX task_order ON task(orderKey, id);
                    """)
        }
        migrator.registerMigration("v2-index-screens") { db in
            // The goals screen reads by deadline, the matrix by flags, the list hides done tasks.
            try db.execute(
                sql: """
                    CREATE INDEX task_deadline ON task(deadline, orderKey) WHERE deadline IS NOT NULL;
                    CREATE INDEX task_quadrant ON task(isImportant, isUrgent, isDone, orderKey);
                    CREATE INDEX task_open ON task(isDone, orderKey, id);
                    """)
        }
        return migrator
    }

    /// The identifiers of every migration, oldest first.
    public static var migrationIdentifiers: [String] { migrator.migrations }
}
