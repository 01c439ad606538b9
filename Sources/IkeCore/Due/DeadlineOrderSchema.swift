import GRDB

/// Migration v13: an index on the deadline order's key, timed deadlines of a day by time before its
/// date-only ones. Every task is in it, those without a deadline last, so a window of a list sorted by
/// deadline is read from it instead of SQLite sorting every task for it (Docs/Decisions.md, 2026-11-25 ·
/// The deadline order by time, from an index of its own).
///
/// Its expressions are `TaskOrder.deadlineKey`'s, term by term: the planner uses an index on expressions
/// only for an `ORDER BY` written exactly so (a test holds the two together). Written out here, not taken
/// from that list, because a shipped migration never changes.
///
/// `task_deadline` (deadline, orderKey) stays: the deadline windows look a day or a week up in it, and an
/// index whose first column is `deadline IS NULL` cannot serve `deadline = ?`.
enum DeadlineOrderSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX task_deadline_order ON task(deadline IS NULL, coalesce(deadline, ''),
                    coalesce(deadlineTime, 1440), orderKey, id)
                """)
    }
}
