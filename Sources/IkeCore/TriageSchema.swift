import GRDB

/// Migration v29 (issue 35, item 5): whether a task was placed in the matrix (`isTriaged`). Every task
/// there already counts as placed, so an upgrade does not fill the inbox with every old task; a task added
/// from now on without a flag waits in the inbox until it is placed.
///
/// Two partial indexes: the inbox in list order (with what the start condition and its own condition read:
/// SQLite counts from an index alone only when it holds every column the query names, so the count never
/// visits a row), and the open tasks with a deadline by their flags and deadline, so the
/// matrix counts the tasks made urgent by a near deadline without reading their rows.
enum TriageSchema {
    /// The condition of an inbox task, as the index `task_inbox` spells it (a query must spell it so too).
    static let inboxCondition =
        "isTriaged = 0 AND isDone = 0 AND parentUID IS NULL AND isImportant = 0 AND isUrgent = 0"

    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE task ADD COLUMN isTriaged INTEGER NOT NULL DEFAULT 1 CHECK (isTriaged IN (0, 1));
                CREATE INDEX task_inbox
                    ON task(orderKey, uid, start, startTime, isDone, isTriaged, parentUID, isImportant, isUrgent)
                    WHERE \(inboxCondition);
                CREATE INDEX task_near_deadline ON task(isUrgent, isImportant, deadline, isTriaged, parentUID, isDone)
                    WHERE isDone = 0 AND deadline IS NOT NULL;
                """)
    }
}
