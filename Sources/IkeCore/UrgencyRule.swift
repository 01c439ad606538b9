/// When a task counts as urgent in the matrix (issue 35, item 5): its urgent flag, or an open task's
/// deadline within `days` days of today (overdue included). Computed at each read, never stored: the
/// stored flags stay the person's, and a task moves from Schedule to Do first as its day comes.
public struct UrgencyRule: Hashable, Sendable {
    /// The setting `urgent_within` takes without a settings file.
    public static let standardDays = 2

    /// How many days before its deadline an open task counts as urgent: 0 for due today and overdue only.
    public var days: Int

    /// A rule counting deadlines within `days` days (negative is read as 0; the settings refuse it).
    public init(days: Int = Self.standardDays) {
        self.days = max(0, days)
    }

    /// The last deadline that makes an open task urgent on `today`.
    public func lastUrgentDay(today: LocalDate) -> LocalDate { today.adding(days: days) }

    /// Why `item` counts as urgent on `today`: its flag first, else its deadline; `nil` for not urgent.
    public func source(of item: TodoItem, today: LocalDate) -> UrgencySource? {
        if item.isUrgent { return .flag }
        guard !item.isDone, let deadline = item.deadline, deadline <= lastUrgentDay(today: today) else {
            return nil
        }
        return .deadline
    }

    /// The quadrant `item` shows in on `today`, counting a near deadline as urgent.
    public func quadrant(of item: TodoItem, today: LocalDate) -> Quadrant {
        Quadrant(important: item.isImportant, urgent: source(of: item, today: today) != nil)
    }
}

/// What makes a task urgent: the flag a person set, or a deadline coming near (`UrgencyRule`).
public enum UrgencySource: String, Hashable, Sendable {
    case flag
    case deadline
}
