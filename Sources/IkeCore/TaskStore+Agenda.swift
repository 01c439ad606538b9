import Foundation
import GRDB

extension TaskStore {
    /// The agenda at `now` over `days` days, of the open tasks `narrowing` keeps (the list's search and tag;
    /// `.open` for all). Overdue holds at most `overdueLimit` tasks, the longest overdue first, and an
    /// earlier day's unfinished plan at most `plannedLimit`, the most pressing first; each says how many
    /// there are: a list of thousands overdue is read in full nowhere, and the rest of the agenda is what a
    /// person acts on now (Docs/Decisions.md, "The agenda's overdue section").
    public func agenda(
        now: LocalMoment, days: Int = Agenda.standardDays, narrowing: TaskFilter = .open,
        overdueLimit: Int = 200, plannedLimit: Int = 200
    ) throws -> Agenda {
        let overdue = try filter("due<today", narrowing, today: now.date)
        // Due in the window from today, or starting in it without a deadline already passed.
        let window = try filter(
            "(due>=today due<=+\(days)d) or (start>=today start<=+\(days)d (due:none or due>=today))",
            narrowing, today: now.date)
        // Planned for today or a day gone by, and not overdue (that is the first section's).
        let planned = try filter(
            "planned<=\(now.date.iso) (due:none or due>=today)", narrowing, today: now.date)
        let oldest = try firstInDeadlineOrder(overdue, limit: overdueLimit, along: "task_open_deadline_order")
        let overdueCount = oldest.count < overdueLimit ? oldest.count : try count(overdue)
        let plan = try firstInDeadlineOrder(
            planned, limit: plannedLimit, along: "task_planned_deadline_order")
        let plannedCount = plan.count < plannedLimit ? plan.count : try count(planned)
        var seen = Set(plan.map(\.uid))
        let rest = plan + (try unordered(window)).filter { seen.insert($0.uid).inserted }
        return Agenda(
            oldest + Self.inDeadlineOrder(rest), now: now, days: days,
            overdueBeyondRead: overdueCount - oldest.count,
            plannedBeyondRead: plannedCount - plan.count)
    }

    /// The first `limit` tasks `filter` keeps in deadline order, read along `index` (one in that order)
    /// and stopped there: left to itself SQLite read every overdue task through the deadline range and
    /// sorted them all to keep 200 (100 ms at 30,000 overdue; Docs/Benchmarks.md, "Views").
    private func firstInDeadlineOrder(
        _ filter: TaskFilter, limit: Int, along index: String
    ) throws -> [TodoItem] {
        let (condition, arguments) = dated(filter).whereClause
        return try read { db in
            try TodoItem.fetchAll(
                cached: db,
                sql: """
                    SELECT \(TodoItem.selection) FROM task INDEXED BY \(index) \(condition)
                    ORDER BY \(TaskOrder.deadline.sql) LIMIT \(limit)
                    """, arguments: arguments)
        }
    }

    /// The open tasks `filter` keeps, in no order. Open is asked with `+isDone`, which no index serves:
    /// SQLite otherwise walks every open task in deadline order to spare a sort, where the window's
    /// ranges of the deadline and start indexes read a few hundred (Docs/Benchmarks.md, "Views").
    private func unordered(_ filter: TaskFilter) throws -> [TodoItem] {
        var everyStatus = filter
        everyStatus.includeDone = true
        let (condition, arguments) = dated(everyStatus).whereClause
        let open = condition.isEmpty ? "WHERE +isDone = 0" : condition + " AND +isDone = 0"
        return try read { db in
            try TodoItem.fetchAll(
                cached: db, sql: "SELECT \(TodoItem.selection) FROM task \(open)", arguments: arguments)
        }
    }

    /// `items` in `TaskOrder.deadline`'s order: by deadline (none last), a timed one before the day's
    /// others, then the list's order. Each task's key is made once, and the keys are sorted, not the tasks:
    /// comparing made two date strings, and a swap moved two whole tasks.
    private static func inDeadlineOrder(_ items: [TodoItem]) -> [TodoItem] {
        let keys = items.map { item in
            (
                day: item.deadline?.daysSinceEpoch ?? Int.max, minute: item.deadlineTime?.minutes ?? 1440,
                order: item.orderKey, uid: item.uid
            )
        }
        return keys.indices.sorted { keys[$0] < keys[$1] }.map { items[$0] }
    }

    /// `narrowing` (open tasks only) narrowed further by `text` in the filter language, its days counted
    /// from `today`.
    private func filter(_ text: String, _ narrowing: TaskFilter, today: LocalDate) throws -> TaskFilter {
        var filter = narrowing
        filter.includeDone = false
        let own = try FilterParser.parse(text)
        filter.expression = own.narrowed(by: narrowing.expression)
        filter.expressionToday = today
        return filter
    }
}
