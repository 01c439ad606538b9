import GRDB

/// Migration v32 (issue 35, speed): the tasks planned for some day, in the deadline order, so the plan deck
/// reads an earlier day's unfinished plan most pressing first and stops at its deal instead of sorting
/// every such task. Partial: only planned tasks are in it, so a write to any other task does not touch it.
enum PlanDeckSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX task_planned_deadline_order ON task(isDone, deadline IS NULL, coalesce(deadline, ''),
                    coalesce(deadlineTime, 1440), orderKey, uid, planned) WHERE planned IS NOT NULL;
                """)
    }
}
