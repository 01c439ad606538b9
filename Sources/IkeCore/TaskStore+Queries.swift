import GRDB

/// How many tasks are open and done.
public struct TaskCounts: Hashable, Sendable {
    public var open: Int
    public var done: Int
    public var total: Int { open + done }

    /// Counts from their parts.
    public init(open: Int, done: Int) {
        self.open = open
        self.done = done
    }
}

/// One section of the goals screen: a month of deadlines (or none) with its tasks and progress.
public struct MonthGroup: Hashable, Sendable {
    /// `nil` for tasks without a deadline.
    public var month: YearMonth?
    public var items: [TodoItem]
    public var doneCount: Int { items.count(where: \.isDone) }
    public var total: Int { items.count }

    /// A group from its parts.
    public init(month: YearMonth?, items: [TodoItem]) {
        self.month = month
        self.items = items
    }
}

extension TaskStore {
    /// `filter` with its expression's days counted from this store's today when it names no day.
    func dated(_ filter: TaskFilter) -> TaskFilter {
        guard filter.expression != nil, filter.expressionToday == nil else { return filter }
        var dated = filter
        dated.expressionToday = environment.today
        return dated
    }

    /// Tasks matching `filter` in `order` (list order unless asked), optionally one window of them.
    public func items(
        _ filter: TaskFilter = .all, order: TaskOrder = .manual, limit: Int? = nil, offset: Int = 0
    ) throws -> [TodoItem] {
        let (condition, arguments) = dated(filter).whereClause
        let window = limit.map { " LIMIT \($0) OFFSET \(offset)" } ?? ""
        return try read { db in
            try TodoItem.fetchAll(
                cached: db,
                sql: "SELECT \(TodoItem.selection) FROM task \(condition) ORDER BY \(order.sql)" + window,
                arguments: arguments)
        }
    }

    /// Visits the tasks matching `filter` in `order` without holding them all in memory.
    public func forEachItem(
        _ filter: TaskFilter = .all, order: TaskOrder = .manual, _ body: (TodoItem) throws -> Void
    ) throws {
        let (condition, arguments) = dated(filter).whereClause
        try read { db in
            let cursor = try TodoItem.fetchCursor(
                db, sql: "SELECT \(TodoItem.selection) FROM task \(condition) ORDER BY \(order.sql)",
                arguments: arguments)
            while let item = try cursor.next() { try body(item) }
        }
    }

    /// How many tasks match `filter`.
    public func count(_ filter: TaskFilter = .all) throws -> Int {
        let dated = dated(filter)
        return try read { try Self.count($0, dated) }
    }

    /// How many tasks match `filter` (dated), in the transaction of `db`.
    static func count(_ db: Database, _ filter: TaskFilter) throws -> Int {
        let startedBy = filter.hidesStartsAfter
        guard !filter.needsRows, startedBy != nil || filter.hidesDoneOccurrences else {
            let (sql, arguments) = countQuery(filter)
            return try Int.fetchOne(cached: db, sql: sql, arguments: arguments) ?? 0
        }
        // The tally knows neither starts nor series: count as if nothing were hidden, then take away the
        // tasks not yet started and the folded done occurrences, each read from its own index (few, where
        // counting every row would read them all). No done task is hidden by its start: the two are apart.
        var tallied = filter
        tallied.startedBy = nil
        tallied.foldsDoneOccurrences = false
        let (sql, arguments) = countQuery(tallied)
        let hiddenQuery = startedBy.map { notStartedCountQuery(tallied, at: $0) }
        let foldedQuery =
            filter.hidesDoneOccurrences
            ? (
                "SELECT count(*) FROM task INDEXED BY task_done_occurrence WHERE "
                    + TaskFilter.doneOccurrenceCondition + tallied.andClause, tallied.whereClause.arguments
            ) : nil
        var total = try Int.fetchOne(cached: db, sql: sql, arguments: arguments) ?? 0
        for (sql, arguments) in [hiddenQuery, foldedQuery].compactMap({ $0 }) {
            total -= try Int.fetchOne(cached: db, sql: sql, arguments: arguments) ?? 0
        }
        return total
    }

    /// How many tasks `filter` hides only because they have not started yet (0 when it hides none): what
    /// the list's empty frame says is waiting.
    public func notStartedCount(_ filter: TaskFilter) throws -> Int {
        let dated = dated(filter)
        return try read { try Self.notStartedCount($0, dated) }
    }

    /// `notStartedCount(_:)` of `filter` (dated) in the transaction of `db`.
    static func notStartedCount(_ db: Database, _ filter: TaskFilter) throws -> Int {
        guard let startedBy = filter.hidesStartsAfter else { return 0 }
        var everyStart = filter
        everyStart.startedBy = nil
        let (sql, arguments) = notStartedCountQuery(everyStart, at: startedBy)
        return try Int.fetchOne(cached: db, sql: sql, arguments: arguments) ?? 0
    }

    /// The statement counting `filter`'s open tasks not started at `moment`. The start index is named:
    /// without statistics SQLite prefers the equality on `isDone`, which reads every open task.
    static func notStartedCountQuery(
        _ filter: TaskFilter, at moment: LocalMoment
    ) -> (String, StatementArguments) {
        notStartedCountQuery(filter.andClause, filter.whereClause.arguments, at: moment)
    }

    /// `notStartedCountQuery` of a condition given as ` AND …` (or nothing) with its arguments.
    static func notStartedCountQuery(
        _ andClause: String, _ arguments: StatementArguments, at moment: LocalMoment
    ) -> (String, StatementArguments) {
        let (notStarted, startArguments) = TaskFilter.notStartedCondition(at: moment)
        return (
            "SELECT count(*) FROM task INDEXED BY task_start WHERE \(notStarted)\(andClause)",
            startArguments + arguments
        )
    }

    /// The statement counting `filter`'s tasks: without text, deadlines or tags the filter names only the
    /// flag columns, which task_tally has too.
    private static func countQuery(_ filter: TaskFilter) -> (String, StatementArguments) {
        let (condition, arguments) = filter.whereClause
        let table = filter.needsRows ? "task" : "task_tally"
        let counted = filter.needsRows ? "count(*)" : "total(n)"
        return ("SELECT \(counted) FROM \(table) \(condition)", arguments)
    }

    /// Open and done counts over every task.
    public func counts() throws -> TaskCounts {
        try read(Self.counts)
    }

    /// Open and done counts over every task, in the transaction of `db`.
    static func counts(_ db: Database) throws -> TaskCounts {
        let done = try Int.fetchOne(cached: db, sql: "SELECT total(n) FROM task_tally WHERE isDone = 1") ?? 0
        let open = try Int.fetchOne(cached: db, sql: "SELECT total(n) FROM task_tally WHERE isDone = 0") ?? 0
        return TaskCounts(open: open, done: done)
    }

    /// The position of the task `uid` among the tasks matching `filter` in `order`, if it matches.
    public func index(
        ofUID uid: String, in filter: TaskFilter = .all, order: TaskOrder = .manual
    ) throws -> Int? {
        let filter = dated(filter)
        let arguments = filter.whereClause.arguments
        let keys = order.keyExpressions.joined(separator: ", ")
        let marks = Array(repeating: "?", count: order.keyExpressions.count).joined(separator: ", ")
        return try read { db in
            guard
                let anchor = try Row.fetchOne(
                    cached: db, sql: "SELECT \(keys) FROM task WHERE uid = ?\(filter.andClause)",
                    arguments: [uid] + arguments)
            else { return nil }
            return try Int.fetchOne(
                cached: db, sql: "SELECT count(*) FROM task WHERE (\(keys)) < (\(marks))\(filter.andClause)",
                arguments: StatementArguments(anchor.databaseValues) + arguments)
        }
    }

    /// The task with this short id.
    public func item(id: Int64) throws -> TodoItem? {
        try read {
            try TodoItem.fetchOne(
                cached: $0, sql: "SELECT \(TodoItem.selection) FROM task WHERE id = ?", arguments: [id])
        }
    }

    /// Up to `limit` tasks whose uid is `prefix` or starts with it (ASCII letters compared without case,
    /// as uids are spelled either way), the exact one first: what the command line resolves a typed uid
    /// with.
    public func uidMatches(_ prefix: String, limit: Int) throws -> [(id: Int64, uid: String)] {
        let escaped = prefix.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
        return try read { db in
            try Row.fetchAll(
                cached: db,
                sql: """
                    SELECT id, uid FROM task WHERE uid LIKE ? ESCAPE '\\'
                    ORDER BY uid = ? DESC, uid LIMIT ?
                    """, arguments: [escaped + "%", prefix, limit]
            ).map { (id: $0["id"], uid: $0["uid"]) }
        }
    }

    /// The task with this uid.
    public func item(uid: String) throws -> TodoItem? {
        try read {
            try TodoItem.fetchOne(
                cached: $0, sql: "SELECT \(TodoItem.selection) FROM task WHERE uid = ?", arguments: [uid])
        }
    }

    /// Tasks grouped by the month of their deadline, months in date order, "no deadline" last; inside a
    /// month in `TaskOrder.deadlineKey`'s order, done and open together (one day's timed deadlines by
    /// time, then its date-only ones, then list order). Empty months are not returned.
    public func monthGroups(_ filter: TaskFilter = .all) throws -> [MonthGroup] {
        let (condition, arguments) = dated(filter).whereClause
        let items = try read { db in
            try TodoItem.fetchAll(
                cached: db,
                sql: """
                    SELECT \(TodoItem.selection) FROM task \(condition)
                    ORDER BY \(TaskOrder.deadlineKey.joined(separator: ", "))
                    """, arguments: arguments)
        }
        var groups: [MonthGroup] = []
        for item in items {
            let month = item.deadline.map(YearMonth.init)
            if let last = groups.last, last.month == month {
                groups[groups.count - 1].items.append(item)
            } else {
                groups.append(MonthGroup(month: month, items: [item]))
            }
        }
        return groups
    }

    /// Tasks per quadrant, each in list order.
    public func quadrants(_ filter: TaskFilter = .open) throws -> [Quadrant: [TodoItem]] {
        var result: [Quadrant: [TodoItem]] = [:]
        for quadrant in Quadrant.allCases {
            var quadrantFilter = filter
            quadrantFilter.quadrant = quadrant
            result[quadrant] = try items(quadrantFilter)
        }
        return result
    }

    /// How many tasks match `filter` in each quadrant.
    public func quadrantCounts(_ filter: TaskFilter = .open) throws -> [Quadrant: Int] {
        var result: [Quadrant: Int] = [:]
        for quadrant in Quadrant.allCases {
            var quadrantFilter = filter
            quadrantFilter.quadrant = quadrant
            result[quadrant] = try count(quadrantFilter)
        }
        return result
    }

    /// The open tasks a review deck starts with, in the deck's order (weeks starting on `firstWeekday`).
    public func reviewCandidates(
        _ source: ReviewSource, today: LocalDate, firstWeekday: Weekday = .monday
    ) throws -> [TodoItem] {
        let (condition, arguments) = Self.reviewCondition(source, today: today, firstWeekday: firstWeekday)
        return try read { db in
            try TodoItem.fetchAll(
                cached: db,
                sql: "SELECT \(TodoItem.selection) FROM task WHERE \(condition) ORDER BY \(source.order.sql)",
                arguments: arguments)
        }
    }

    /// The uids of a review deck in the deck's order (date order for a deck chosen by dates, else list
    /// order): a round holds only these, so a deck of 100k tasks stays a few megabytes. The plan deals its
    /// `ReviewSource.planDeal` most pressing tasks (PlanDeckQuery).
    public func reviewDeck(
        _ source: ReviewSource, today: LocalDate, firstWeekday: Weekday = .monday
    ) throws -> [String] {
        if source == .plan {
            let (sql, arguments) = PlanDeckQuery.sql(today: today)
            return try read { try String.fetchAll(cached: $0, sql: sql, arguments: arguments) }
        }
        let (condition, arguments) = Self.reviewCondition(source, today: today, firstWeekday: firstWeekday)
        return try read { db in
            try String.fetchAll(
                cached: db, sql: "SELECT uid FROM task WHERE \(condition) ORDER BY \(source.order.sql)",
                arguments: arguments
            )
        }
    }

    /// How many open tasks each review deck would hold, a deck per tag with open tasks included (from
    /// the tally the triggers keep, one row per tag).
    public func reviewCounts(today: LocalDate, firstWeekday: Weekday = .monday) throws -> [ReviewSource: Int]
    {
        var open = TaskFilter.open
        open.startedBy = Self.reviewStartedBy(today)
        var result: [ReviewSource: Int] = [.all: try count(open)]
        for count in try tagCounts(open) { result[.tag(count.tag)] = count.open }
        for (quadrant, count) in try quadrantCounts(open) { result[.quadrant(quadrant)] = count }
        for source in [ReviewSource.overdue, .dueThisWeek, .due] {
            // The deck's own condition is answered by the deadline index alone; the tasks that have not
            // started yet (few: only another app writes a start after a deadline) are taken away through
            // the start index. Testing each row's start read every overdue task's row.
            let (own, ownArguments) = Self.deckCondition(source, today: today, firstWeekday: firstWeekday)
            let (hidden, hiddenArguments) = Self.notStartedCountQuery(
                " AND " + own, ownArguments, at: Self.reviewStartedBy(today))
            let sql = "SELECT (SELECT count(*) FROM task WHERE \(own)) - (\(hidden))"
            let arguments = ownArguments + hiddenArguments
            result[source] = try read { try Int.fetchOne(cached: $0, sql: sql, arguments: arguments) }
        }
        for source in [ReviewSource.plan, .shutdown] {
            let (condition, arguments) = Self.reviewCondition(
                source, today: today, firstWeekday: firstWeekday)
            // Counted up to `countCap`: the plan's several indexes are joined row by row, which at 100k
            // overdue tasks made every visit to the chooser 100 ms.
            let sql =
                "SELECT count(*) FROM (SELECT 1 FROM task WHERE \(condition) LIMIT \(ReviewSource.countCap))"
            result[source] = try read { try Int.fetchOne(cached: $0, sql: sql, arguments: arguments) }
        }
        return result
    }

    /// The last minute of `today`: a review deck holds what has started by the end of its day, a task that
    /// starts this afternoon included (the review plans the day), and nothing that starts later.
    static func reviewStartedBy(_ today: LocalDate) -> LocalMoment {
        LocalMoment(startOf: today).adding(minutes: 1439)
    }

    /// The condition selecting a review deck's tasks: its own, and started by the end of `today`.
    static func reviewCondition(
        _ source: ReviewSource, today: LocalDate, firstWeekday: Weekday
    ) -> (String, StatementArguments) {
        let (condition, arguments) = deckCondition(source, today: today, firstWeekday: firstWeekday)
        let (notStarted, startArguments) = TaskFilter.notStartedCondition(at: reviewStartedBy(today))
        return (condition + " AND NOT coalesce(\(notStarted), 0)", arguments + startArguments)
    }

    /// The condition of a review deck's own: which open tasks its source names.
    private static func deckCondition(
        _ source: ReviewSource, today: LocalDate, firstWeekday: Weekday
    ) -> (String, StatementArguments) {
        switch source {
        case .all:
            return ("isDone = 0", [])
        case .quadrant(let quadrant):
            return (
                "isDone = 0 AND isImportant = ? AND isUrgent = ?", [quadrant.isImportant, quadrant.isUrgent]
            )
        case .overdue:
            return ("isDone = 0 AND deadline < ?", [today.iso])
        case .dueThisWeek:
            return (
                "isDone = 0 AND deadline BETWEEN ? AND ?", [today.iso, today.endOfWeek(on: firstWeekday).iso]
            )
        case .due:
            return ("isDone = 0 AND deadline <= ?", [today.iso])
        case .tag(let tag):
            return ("isDone = 0 AND id IN (\(TaskFilter.taskIDsWithTag))", [tag.key])
        case .plan:
            // Each way in is a term an index answers (SQLite reads each and joins them); `+isDone` keeps the
            // planner from reading every open task instead. A task planned for today already is not dealt
            // again.
            let day = today.daysSinceEpoch
            return (
                "+isDone = 0 AND (planned IS NULL OR planned <> ?) AND (deadline <= ? OR start = ? "
                    + "OR (isImportant = 1 AND isUrgent = 1) OR (planned IS NOT NULL AND planned < ?) "
                    + "OR (\(TriageSchema.inboxCondition)))",
                [day, today.adding(days: 1).iso, today.iso, day]
            )
        case .shutdown:
            return ("isDone = 0 AND planned IS NOT NULL AND planned <= ?", [today.daysSinceEpoch])
        }
    }
}
