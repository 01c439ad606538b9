import GRDB

/// A filter as a condition on `task` (Docs/Filters.md): each term through one exhaustive switch, most of
/// them one index range (`FilterTerm.usesIndex`, checked by a test against SQLite's plans).
extension FilterExpression {
    /// The SQL condition and its values, the days counted from `today` (weeks from `firstWeekday`).
    func sql(today: LocalDate, firstWeekday: Weekday) -> (String, StatementArguments) {
        var arguments = StatementArguments()
        let sql = write(into: &arguments, days: DeadlineParser(today: today, firstWeekday: firstWeekday))
        return (sql, arguments)
    }

    private func write(into arguments: inout StatementArguments, days: DeadlineParser) -> String {
        switch self {
        case .term(let term): return term.write(into: &arguments, days: days)
        // `IS NOT 1`: a condition on a missing value (no deadline, no estimate) is NULL, which `NOT` keeps
        // NULL and so out; "not due this week" must keep the tasks with no deadline.
        case .not(let inner): return "(" + inner.write(into: &arguments, days: days) + ") IS NOT 1"
        case .and(let parts), .or(let parts):
            let joiner = if case .and = self { " AND " } else { " OR " }
            return "(" + parts.map { $0.write(into: &arguments, days: days) }.joined(separator: joiner) + ")"
        }
    }
}

extension FilterTerm {
    fileprivate func write(into arguments: inout StatementArguments, days: DeadlineParser) -> String {
        switch self {
        case .text(let text): return TaskFilter.textCondition(text, into: &arguments)
        case .tag(let tag):
            arguments += [tag.key]
            return "task.id IN (\(TaskFilter.taskIDsWithTag))"
        case .flag(let flag):
            switch flag {
            case .open: return "isDone = 0"
            case .done: return "isDone = 1"
            // Within the closed tasks, one range of task_open.
            case .cancelled: return "(isDone = 1 AND isCancelled = 1)"
            // Both values of the second column, so task_quadrant reads the open ones as two ranges.
            case .important: return "(isImportant = 1 AND isUrgent IN (0, 1))"
            // Both values of the first column, so task_quadrant serves it as two ranges.
            case .urgent: return "(isImportant IN (0, 1) AND isUrgent = 1)"
            case .repeating: return "repeatRule IS NOT NULL"
            // One value of the start index.
            case .someday: return "start = '\(LocalDate.someday.iso)'"
            }
        case .quadrant(let quadrant):
            arguments += [quadrant.isImportant, quadrant.isUrgent]
            return "(isImportant = ? AND isUrgent = ?)"
        case .has(let presence):
            switch presence {
            case .notes: return "notes != ''"
            case .tags: return "task.id IN (SELECT taskId FROM task_tag)"
            case .deadline: return "deadline IS NOT NULL"
            case .plain(let field): return "\(field.name) IS NOT NULL"
            }
        case .due(let comparison, let day):
            return Self.date("deadline", comparison, day, into: &arguments, days: days)
        case .start(let comparison, let day):
            return Self.date("start", comparison, day, into: &arguments, days: days)
        // A step waiting for its parent is still one.
        case .parent(let isStep): return isStep ? "parentUID IS NOT NULL" : "parentUID IS NULL"
        case .plain(let field, let comparison, let value):
            arguments += [field.kind.stored(value)]
            return "\(field.name) \(comparison.sqlOperator) ?"
        }
    }
}

extension FilterTerm {
    /// A date column (ISO text, so text order is date order) compared with `day`.
    fileprivate static func date(
        _ column: String, _ comparison: FilterComparison, _ day: FilterDay,
        into arguments: inout StatementArguments, days: DeadlineParser
    ) -> String {
        switch day {
        case .none: return "\(column) IS NULL"
        case .any: return "\(column) IS NOT NULL"
        case .day:
            // Read when the filter was parsed; a day that stops reading (none should) matches nothing.
            guard let words = day.deadlineWords, let date = try? days.parse(words) else { return "0" }
            arguments += [date.iso]
            return "\(column) \(comparison.sqlOperator) ?"
        }
    }
}

extension FilterComparison {
    /// The SQL operator: `:` is equality.
    var sqlOperator: String {
        switch self {
        case .equal: "="
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        case .less: "<"
        case .greater: ">"
        }
    }
}
