import GRDB

/// The plan deck's read: the `ReviewSource.planDeal` most pressing of the tasks the plan deals, in the
/// deadline order. Each way into the plan (a near deadline, Do first, starting today, an earlier day's
/// plan, the inbox) is read along an index in that order and stops at the deal, and the outer query keeps
/// the first of their union; read as one condition, SQLite joined five indexes and sorted every row they
/// gave (tens of thousands on a list with many overdue tasks) for a deck a person would never finish.
enum PlanDeckQuery {
    /// The query and its arguments for `today`'s plan deck: the uids of the `limit` most pressing tasks.
    static func sql(today: LocalDate, limit: Int = ReviewSource.planDeal) -> (String, StatementArguments) {
        let day = today.daysSinceEpoch
        let key = TaskOrder.deadlineKey.joined(separator: ", ")
        let (notStarted, startArguments) = TaskFilter.notStartedCondition(
            at: TaskStore.reviewStartedBy(today))
        // What every way in shares: not planned for today already, and started by the end of the day.
        let kept = "(planned IS NULL OR planned <> ?) AND NOT coalesce(\(notStarted), 0)"
        let keptArguments: StatementArguments = [day] + startArguments
        // Each way in with the order it is read in: the deadline key, or what it comes to for its rows (a
        // Do-first task with a deadline: the deadline itself; without one: the list's order).
        let ways: [(table: String, condition: String, arguments: StatementArguments, order: String)] = [
            (
                "task", "isDone = 0 AND (deadline IS NULL) = 0 AND coalesce(deadline, '') <= ?",
                [today.adding(days: 1).iso], "isDone, \(key)"
            ),
            (
                "task", "isImportant = 1 AND isUrgent = 1 AND isDone = 0 AND deadline IS NOT NULL", [],
                "deadline, coalesce(deadlineTime, 1440), orderKey, uid"
            ),
            (
                "task", "isImportant = 1 AND isUrgent = 1 AND isDone = 0 AND deadline IS NULL", [],
                "orderKey, uid"
            ),
            // `+isDone`: otherwise SQLite walks every open task in the deadline order to spare a small sort.
            ("task", "start = ? AND +isDone = 0", [today.iso], key),
            ("task", "planned IS NOT NULL AND planned < ? AND isDone = 0", [day], "isDone, \(key)"),
            ("task INDEXED BY task_inbox", TriageSchema.inboxCondition, [], key),
        ]
        var arguments: StatementArguments = []
        let selects = ways.map { way in
            arguments += way.arguments + keptArguments
            return """
                SELECT * FROM (SELECT uid, deadline, deadlineTime, orderKey FROM \(way.table)
                WHERE \(way.condition) AND \(kept) ORDER BY \(way.order) LIMIT \(limit))
                """
        }
        return (
            "SELECT uid FROM (\(selects.joined(separator: " UNION "))) ORDER BY \(key) LIMIT \(limit)",
            arguments
        )
    }
}
