import GRDB

/// Migration v13: two indexes on the deadline order's key, timed deadlines of a day by time before its
/// date-only ones: one of every task, those without a deadline last, and one led by `isDone` for the lists
/// that hide done tasks (`ike list`, the app with `.`), so a window of a list sorted by deadline is read
/// from an index instead of SQLite sorting every task for it (Docs/Decisions.md, 2026-11-25 · The deadline
/// order by time, from an index of its own). With only the first, a window of open tasks was still sorted:
/// the planner takes `task_open` for `isDone = 0` (48 ms against 2 ms at 100k tasks).
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
                    coalesce(deadlineTime, 1440), orderKey, id);
                CREATE INDEX task_open_deadline_order ON task(isDone, deadline IS NULL, coalesce(deadline, ''),
                    coalesce(deadlineTime, 1440), orderKey, id);
                """)
    }
}
