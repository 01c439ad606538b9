import GRDB

/// Which deadlines a query keeps, counted from a given today: overdue, due today, due this week. A task
/// in any of the windows is kept; no windows keep every task.
public struct DueFilter: Hashable, Sendable {
    /// A span of deadlines.
    public enum Window: String, CaseIterable, Hashable, Sendable {
        /// Open, with a deadline before today (a done task is never overdue).
        case overdue
        /// Due today.
        case today
        /// Due this week: Monday to Sunday, the week the deadline words use, unless the filter's first
        /// weekday says otherwise (the settings file's `first_weekday`).
        case thisWeek
    }

    public var windows: Set<Window>
    /// The day the windows count from: a value, so a screen rebuilds the filter when the day changes.
    public var today: LocalDate
    /// The day `thisWeek` starts on.
    public var firstWeekday: Weekday

    /// A filter keeping the tasks in any of `windows` as seen on `today`, weeks starting on `firstWeekday`.
    public init(_ windows: Set<Window>, today: LocalDate, firstWeekday: Weekday = .monday) {
        self.windows = windows
        self.today = today
        self.firstWeekday = firstWeekday
    }

    /// Whether `item` is in one of the windows: the same test as the SQL, so a screen can tell whether a
    /// task it changed still belongs without reading again.
    public func includes(_ item: TodoItem) -> Bool {
        guard !windows.isEmpty else { return true }
        guard let deadline = item.deadline else { return false }
        return windows.contains { window in
            switch window {
            case .overdue: !item.isDone && deadline < today
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
                parts.append("(isDone = 0 AND deadline < ?)")
                arguments += [today.iso]
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
