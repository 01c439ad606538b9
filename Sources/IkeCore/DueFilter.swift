import GRDB

/// Which deadlines a query keeps, counted from a given moment: overdue, due today, due this week. A task
/// in any of the windows is kept; no windows keep every task.
public struct DueFilter: Hashable, Sendable {
    /// A span of deadlines.
    public enum Window: String, CaseIterable, Hashable, Sendable {
        /// Open, with a deadline that has passed (`DueSchedule.isOverdue`): a date-only one before today, a
        /// timed one of today once its minute has passed. A done task is never overdue.
        case overdue
        /// Due today.
        case today
        /// Due this week: Monday to Sunday, the week the deadline words use, unless the filter's first
        /// weekday says otherwise (the settings file's `first_weekday`).
        case thisWeek
    }

    public var windows: Set<Window>
    /// The moment the windows count from: a value, so a screen rebuilds the filter when it changes.
    /// `today` and `thisWeek` use only its date; `overdue` its minute too.
    public var now: LocalMoment
    /// The day `thisWeek` starts on.
    public var firstWeekday: Weekday

    /// The day the windows count from; setting it counts from the start of that day.
    public var today: LocalDate {
        get { now.date }
        set { now = LocalMoment(startOf: newValue) }
    }

    /// A filter keeping the tasks in any of `windows` as seen at `now`, weeks starting on `firstWeekday`.
    public init(_ windows: Set<Window>, now: LocalMoment, firstWeekday: Weekday = .monday) {
        self.windows = windows
        self.now = now
        self.firstWeekday = firstWeekday
    }

    /// A filter counting from the start of `today`: nothing due today is overdue yet, whatever its time.
    public init(_ windows: Set<Window>, today: LocalDate, firstWeekday: Weekday = .monday) {
        self.init(windows, now: LocalMoment(startOf: today), firstWeekday: firstWeekday)
    }

    /// Whether `item` is in one of the windows: the same test as the SQL, so a screen can tell whether a
    /// task it changed still belongs without reading again.
    public func includes(_ item: TodoItem) -> Bool {
        guard !windows.isEmpty else { return true }
        guard let deadline = item.deadline else { return false }
        return windows.contains { window in
            switch window {
            case .overdue:
                !item.isDone && DueSchedule.isOverdue(deadline, time: item.deadlineTime, now: now)
            case .today: deadline == today
            case .thisWeek:
                deadline >= today.startOfWeek(on: firstWeekday)
                    && deadline <= today.endOfWeek(on: firstWeekday)
            }
        }
    }

    /// The SQL condition, or `nil` when every task matches. Deadlines are ISO text, so text order is date order.
    var condition: (sql: String, arguments: StatementArguments)? {
        guard !windows.isEmpty else { return nil }
        var parts: [String] = []
        var arguments = StatementArguments()
        // A fixed order keeps the SQL text (and SQLite's statement cache) the same for the same windows.
        for window in Window.allCases where windows.contains(window) {
            switch window {
            case .overdue:
                // `DueSchedule.isOverdue` in SQL: before today, or today at a minute before now's (at 15:00 a
                // 15:00 deadline is due, not late; a date-only deadline has no time, so never today). Written
                // as `deadline <= today AND (…)` rather than `deadline < today OR (deadline = today AND …)`,
                // which means the same: with bound values SQLite makes no index range of that OR and reads
                // every open task (task_open) instead of the overdue ones (task_open_deadline).
                parts.append("(isDone = 0 AND deadline <= ? AND (deadline < ? OR deadlineTime < ?))")
                arguments += [today.iso, today.iso, now.minuteOfDay]
            case .today:
                parts.append("deadline = ?")
                arguments += [today.iso]
            case .thisWeek:
                parts.append("deadline BETWEEN ? AND ?")
                arguments += [today.startOfWeek(on: firstWeekday).iso, today.endOfWeek(on: firstWeekday).iso]
            }
        }
        return ("(" + parts.joined(separator: " OR ") + ")", arguments)
    }
}
