import GRDB

/// One read of the matrix (issue 35, item 5): each quadrant's first tasks and its total, urgency counted
/// from the flag or a near deadline (`UrgencyRule`), and the inbox of tasks never placed, which the
/// quadrants leave out.
public struct MatrixRead: Hashable, Sendable {
    public var quadrants: [Quadrant: [TodoItem]] = [:]
    public var totals: [Quadrant: Int] = [:]
    /// The inbox's first tasks in list order.
    public var inbox: [TodoItem] = []
    public var inboxTotal = 0

    /// An empty read.
    public init() {}
}

extension TaskStore {
    /// The matrix of the tasks matching `filter`, urgent through `urgentThrough` (`UrgencyRule`), each
    /// quadrant up to its limit and the inbox up to `inboxLimit`, in one read transaction.
    ///
    /// The totals start from the tally's per-flag counts (`count`) and move the tasks urgent by their
    /// deadline alone from the quadrant their flags name to the urgent one, counted from the partial index
    /// `task_near_deadline`; the inbox is counted from `task_inbox` and taken from Eliminate, where its
    /// tasks' flags (none) put them. A test reads the plans.
    public func readMatrix(
        _ filter: TaskFilter, urgentThrough: LocalDate, limits: [Quadrant: Int], inboxLimit: Int
    ) throws -> MatrixRead {
        var base = dated(filter)
        base.quadrant = nil
        base.urgentThrough = nil
        base.triage = nil
        return try read { db in
            var result = MatrixRead()
            let near = try Self.nearDeadlineCounts(db, base, urgentThrough: urgentThrough)
            var inboxFilter = base
            inboxFilter.triage = .inbox
            let (inboxCondition, inboxArguments) = inboxFilter.whereClause
            result.inboxTotal = try Self.inboxCount(db, inboxFilter)
            for quadrant in Quadrant.allCases {
                var flagged = base
                flagged.quadrant = quadrant
                let moved = near[quadrant.isImportant] ?? 0
                result.totals[quadrant] =
                    try Self.count(db, flagged) + (quadrant.isUrgent ? moved : -moved)
                    - (quadrant == .eliminate ? result.inboxTotal : 0)
                let (sql, arguments) = Self.quadrantWindow(
                    quadrant, base, urgentThrough: urgentThrough, limit: limits[quadrant] ?? 200)
                result.quadrants[quadrant] = try TodoItem.fetchAll(cached: db, sql: sql, arguments: arguments)
            }
            result.inbox = try TodoItem.fetchAll(
                cached: db,
                sql: "SELECT \(TodoItem.selection) FROM task INDEXED BY task_inbox \(inboxCondition)"
                    + " ORDER BY orderKey, uid LIMIT \(inboxLimit)",
                arguments: inboxArguments)
            return result
        }
    }

    /// How many tasks of `filter` (its `triage` the inbox) wait in the inbox, from `task_inbox` alone
    /// unless a search or a filter reads the rows: SQLite otherwise prefers the flags' equalities, which
    /// reach every task without a flag.
    static func inboxCount(_ db: Database, _ filter: TaskFilter) throws -> Int {
        let (condition, arguments) = filter.whereClause
        return try Int.fetchOne(
            cached: db, sql: "SELECT count(*) FROM task INDEXED BY task_inbox \(condition)",
            arguments: arguments)
            ?? 0
    }

    /// The statement reading the first `limit` tasks of `quadrant` in list order. An urgent quadrant is two
    /// reads merged in order (`UNION ALL … ORDER BY`): the flagged tasks and those urgent by their deadline
    /// alone, each along the quadrant index in list order, so neither is sorted whole (an `OR` of the two
    /// sorted every important task).
    static func quadrantWindow(
        _ quadrant: Quadrant, _ base: TaskFilter, urgentThrough: LocalDate, limit: Int
    ) -> (String, StatementArguments) {
        var placed = base
        placed.triage = quadrant.isImportant ? nil : .placed
        let (filterAnd, filterArguments) = (placed.andClause, placed.whereClause.arguments)
        let (near, nearArguments) = TaskFilter.nearDeadlineCondition(urgentThrough)
        let select =
            "SELECT \(TodoItem.selection) FROM task INDEXED BY task_quadrant_order WHERE isImportant = ?"
        let important = StatementArguments([quadrant.isImportant])
        let order = " ORDER BY orderKey, uid LIMIT \(limit)"
        guard quadrant.isUrgent else {
            return (
                select + " AND isUrgent = 0 AND NOT \(near)" + filterAnd + order,
                important + nearArguments + filterArguments
            )
        }
        return (
            select + " AND isUrgent = 1" + filterAnd + " UNION ALL " + select
                + " AND isUrgent = 0 AND \(near)"
                + filterAnd + order,
            important + filterArguments + important + nearArguments + filterArguments
        )
    }

    /// How many tasks of `filter` are urgent by their deadline alone (open, not flagged urgent, due through
    /// `urgentThrough`, not in the inbox), by whether they are important. Read from `task_near_deadline`
    /// alone when the filter names only what the tally knows; tasks whose start is still to come are counted
    /// apart from the start index and taken away, as `count` does.
    static func nearDeadlineCounts(
        _ db: Database, _ filter: TaskFilter, urgentThrough: LocalDate
    ) throws -> [Bool: Int] {
        let near =
            "isUrgent = 0 AND isDone = 0 AND deadline IS NOT NULL AND deadline <= ?"
            + " AND NOT (isTriaged = 0 AND parentUID IS NULL AND isImportant = 0)"
        let nearArguments: StatementArguments = [urgentThrough.iso]
        var counted = filter
        let startedBy = filter.needsRows ? nil : filter.hidesStartsAfter
        if startedBy != nil { counted.startedBy = nil }
        // Done occurrences are done: none is near, so folding them changes nothing here.
        counted.foldsDoneOccurrences = false
        var result: [Bool: Int] = [:]
        for important in [false, true] {
            let arguments = nearArguments + [important] + counted.whereClause.arguments
            let index = counted.needsRows ? "" : "INDEXED BY task_near_deadline "
            var total =
                try Int.fetchOne(
                    cached: db,
                    sql: "SELECT count(*) FROM task \(index)WHERE \(near) AND isImportant = ?"
                        + counted.andClause,
                    arguments: arguments) ?? 0
            if let startedBy {
                let (notStarted, startArguments) = TaskFilter.notStartedCondition(at: startedBy)
                total -=
                    try Int.fetchOne(
                        cached: db,
                        sql: "SELECT count(*) FROM task INDEXED BY task_start WHERE \(notStarted) AND \(near)"
                            + " AND isImportant = ?" + counted.andClause,
                        arguments: startArguments + arguments) ?? 0
            }
            result[important] = total
        }
        return result
    }
}
