import GRDB

/// The database schema as append-only, named migrations. Never edit a shipped migration: add a new one.
public enum Schema {
    /// The SQLite `application_id` that marks a file as ike's ("ike1" in ASCII).
    public static let applicationID: Int32 = 0x696B_6531

    /// Every migration, in order: its identifier (as GRDB records it in `grdb_migrations`) and its body.
    /// Each plain field's column comes after the others, by a migration of its own made from its
    /// declaration (`PlainField.migration`).
    static let migrations: [(identifier: String, body: @Sendable (Database) throws -> Void)] =
        namedMigrations + PlainField.allCases.map(\.migration) + PlainField.allCases.map(\.indexMigration)
        + migrationsAfterPlainFields

    /// The named migrations from v32 on, after the plain fields' migrations: on a new database the plain
    /// fields' columns come after every earlier named migration, and v32 reads `planned`.
    private static let migrationsAfterPlainFields:
        [(identifier: String, body: @Sendable (Database) throws -> Void)] =
            [
                ("v32-plan-deck-order", PlanDeckSchema.migrate),
                ("v33-placement-is-local", PlacementSchema.migrate),
                ("v34-sync-unsent", SyncUnsentSchema.migrate),
            ]

    private static let namedMigrations: [(identifier: String, body: @Sendable (Database) throws -> Void)] = [
        (
            "v1-create-task",
            { db in
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
        ),
        (
            "v2-index-screens",
            { db in
                // The goals screen reads by deadline, the matrix by flags, the list hides done tasks.
                try db.execute(
                    sql: """
                        CREATE INDEX task_deadline ON task(deadline, orderKey) WHERE deadline IS NOT NULL;
                        CREATE INDEX task_quadrant ON task(isImportant, isUrgent, isDone, orderKey);
                        CREATE INDEX task_open ON task(isDone, orderKey, id);
                        """)
            }
        ),
        (
            "v3-task-tally",
            { db in
                // How many tasks there are per (important, urgent, done), kept by triggers in the same
                // transaction as every write, so the header, the list and the matrix read their counts from
                // eight rows instead of counting 100k (three counts were most of a toggle's 8 ms).
                // All eight rows exist from the start, so the triggers only ever update.
                try db.execute(
                    sql: """
                        CREATE TABLE task_tally (
                            isImportant INTEGER NOT NULL,
                            isUrgent INTEGER NOT NULL,
                            isDone INTEGER NOT NULL,
                            n INTEGER NOT NULL,
                            PRIMARY KEY (isImportant, isUrgent, isDone)
                        ) WITHOUT ROWID;
                        INSERT INTO task_tally
                            WITH flag(v) AS (VALUES (0), (1))
                            SELECT i.v, u.v, d.v, (SELECT count(*) FROM task
                                WHERE isImportant = i.v AND isUrgent = u.v AND isDone = d.v)
                            FROM flag AS i, flag AS u, flag AS d;
                        CREATE TRIGGER task_tally_insert AFTER INSERT ON task BEGIN
                            UPDATE task_tally SET n = n + 1 WHERE isImportant = NEW.isImportant
                                AND isUrgent = NEW.isUrgent AND isDone = NEW.isDone;
                        END;
                        CREATE TRIGGER task_tally_delete AFTER DELETE ON task BEGIN
                            UPDATE task_tally SET n = n - 1 WHERE isImportant = OLD.isImportant
                                AND isUrgent = OLD.isUrgent AND isDone = OLD.isDone;
                        END;
                        CREATE TRIGGER task_tally_update AFTER UPDATE OF isImportant, isUrgent, isDone ON task
                        WHEN OLD.isImportant IS NOT NEW.isImportant OR OLD.isUrgent IS NOT NEW.isUrgent
                            OR OLD.isDone IS NOT NEW.isDone
                        BEGIN
                            UPDATE task_tally SET n = n - 1 WHERE isImportant = OLD.isImportant
                                AND isUrgent = OLD.isUrgent AND isDone = OLD.isDone;
                            UPDATE task_tally SET n = n + 1 WHERE isImportant = NEW.isImportant
                                AND isUrgent = NEW.isUrgent AND isDone = NEW.isDone;
                        END;
                        """)
            }
        ),
        (
            "v4-index-review-decks",
            { db in
                // The review chooser counts the overdue and this week's decks: from the index alone, 2 ms
                // instead of 30 ms each at 100k tasks (the rows of every open task were read for isDone).
                try db.execute(
                    sql:
                        "CREATE INDEX task_open_deadline ON task(isDone, deadline) WHERE deadline IS NOT NULL"
                )
            }
        ),
        (
            "v5-index-quadrant-order",
            { db in
                // The matrix shows done tasks too now that hide-done is one setting for every screen: each
                // quadrant is read in list order without an isDone condition, which task_quadrant (isDone
                // before orderKey) cannot give in order (10 ms a switch at 100k instead of 2 ms).
                try db.execute(
                    sql: "CREATE INDEX task_quadrant_order ON task(isImportant, isUrgent, orderKey, id)")
            }
        ),
        (
            "v5-tags",
            { db in
                // Tags in their own table, unique by their case-folded key, with open and done counts kept by
                // triggers (like task_tally) so that listing tags with counts reads one row per tag. task_tag
                // links them, keyed by task for reading a task's tags and indexed by tag for `--tag` filters.
                // Deleting a task removes its links by trigger (not ON DELETE CASCADE) so the counts can still
                // see whether it was done; a tag whose last link goes is deleted.
                try db.execute(
                    sql: """
                        CREATE TABLE tag (
                            id INTEGER PRIMARY KEY,
                            name TEXT NOT NULL CHECK (length(name) > 0),
                            key TEXT NOT NULL UNIQUE,
                            openCount INTEGER NOT NULL DEFAULT 0,
                            doneCount INTEGER NOT NULL DEFAULT 0
                        );
                        CREATE TABLE task_tag (
                            taskId INTEGER NOT NULL REFERENCES task(id),
                            tagId INTEGER NOT NULL REFERENCES tag(id),
                            PRIMARY KEY (taskId, tagId)
                        ) WITHOUT ROWID;
                        CREATE INDEX task_tag_by_tag ON task_tag(tagId, taskId);
                        """)
                try TitleTagMigration.moveTags(db)
                try db.execute(
                    sql: """
                        CREATE TRIGGER task_tag_insert AFTER INSERT ON task_tag BEGIN
                            UPDATE tag SET
                                openCount = openCount + (SELECT isDone = 0 FROM task WHERE id = NEW.taskId),
                                doneCount = doneCount + (SELECT isDone FROM task WHERE id = NEW.taskId)
                            WHERE id = NEW.tagId;
                        END;
                        CREATE TRIGGER task_tag_delete AFTER DELETE ON task_tag BEGIN
                            UPDATE tag SET
                                openCount = openCount - coalesce((SELECT isDone = 0 FROM task WHERE id = OLD.taskId), 0),
                                doneCount = doneCount - coalesce((SELECT isDone FROM task WHERE id = OLD.taskId), 0)
                            WHERE id = OLD.tagId;
                            DELETE FROM tag WHERE id = OLD.tagId
                                AND NOT EXISTS (SELECT 1 FROM task_tag WHERE tagId = OLD.tagId);
                        END;
                        CREATE TRIGGER task_tags_delete AFTER DELETE ON task BEGIN
                            UPDATE tag SET openCount = openCount - (OLD.isDone = 0), doneCount = doneCount - OLD.isDone
                            WHERE id IN (SELECT tagId FROM task_tag WHERE taskId = OLD.id);
                            DELETE FROM task_tag WHERE taskId = OLD.id;
                        END;
                        CREATE TRIGGER task_tags_done AFTER UPDATE OF isDone ON task
                        WHEN OLD.isDone IS NOT NEW.isDone
                        BEGIN
                            UPDATE tag SET
                                openCount = openCount + (NEW.isDone = 0) - (OLD.isDone = 0),
                                doneCount = doneCount + NEW.isDone - OLD.isDone
                            WHERE id IN (SELECT tagId FROM task_tag WHERE taskId = NEW.id);
                        END;
                        """)
                try db.execute(sql: TagTally.recount)
            }
        ),
        ("v6-sync", SyncSchema.create),
        ("v7-untitled-tasks", UntitledTaskSchema.migrate),
        ("v8-recurrence", RecurrenceSchema.migrate),
        ("v9-task-originals", TaskOriginalSchema.create),
        ("v10-review-rounds", StatsSchema.migrate),
        ("v11-reminders-sent", ReminderSchema.create),
        ("v12-deadline-time", DeadlineTimeSchema.migrate),
        ("v13-deadline-time-order", DeadlineOrderSchema.migrate),
        ("v14-sync-dirty-index", SyncDirtySchema.migrate),
        ("v15-field-edit-times", FieldTimeSchema.create),
        ("v17-pending-creates", PendingCreateSchema.create),
        ("v18-replica-order", ReplicaSchema.migrate),
        ("v19-vdir-seen", VdirSeenSchema.create),
        ("v20-cancelled", CancelledSchema.migrate),
        ("v21-start", StartSchema.migrate),
        ("v22-start-index-covers-counts", StartIndexSchema.migrate),
        ("v23-start-recheck", StartRecheckSchema.migrate),
        ("v24-parent", ParentSchema.migrate),
        ("v25-preferences", PreferenceSchema.migrate),
        ("v26-done-occurrence-index", DoneOccurrenceSchema.migrate),
        ("v27-task-tree", TaskTreeSchema.migrate),
        ("v28-sync-links", SyncLinkSchema.migrate),
        ("v29-triage", TriageSchema.migrate),
        ("v30-focus", FocusSchema.migrate),
        ("v31-day-plans", DayPlanSchema.migrate),
    ]

    /// The migrations as a GRDB migrator, for tests and tools that build a database step by step.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.identifier, migrate: migration.body)
        }
        return migrator
    }

    /// Applies the missing migrations in one IMMEDIATE transaction that first reads which are applied.
    ///
    /// Not `migrator.migrate`: GRDB reads the applied migrations outside any transaction and runs each in a
    /// transaction of its own, so two ike processes creating the same new database (the app just opened,
    /// a script's `ike add`) both tried to create the tables ("table task already exists"), and the other
    /// one's inspection could see a half-made file and refuse it as another program's. In one transaction,
    /// the second waits for the first (busy timeout) and then finds nothing left to do.
    static func migrate(_ db: Database) throws {
        try db.inTransaction(.immediate) {
            try db.execute(
                sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            let applied = Set(try String.fetchAll(cached: db, sql: "SELECT identifier FROM grdb_migrations"))
            for migration in migrations where !applied.contains(migration.identifier) {
                try migration.body(db)
                try db.execute(
                    sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)",
                    arguments: [migration.identifier])
            }
            return .commit
        }
    }

    /// The identifiers of every migration, oldest first.
    public static var migrationIdentifiers: [String] { migrations.map(\.identifier) }
}
