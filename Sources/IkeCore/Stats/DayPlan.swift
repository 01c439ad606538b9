/// The tasks planned for one day, as the plan and shutdown decks sum them up (issue 35).
public struct DayPlan: Hashable, Sendable {
    /// Planned for the day and still open.
    public var open: Int
    /// Planned for the day and done (or cancelled).
    public var done: Int
    /// The open ones' estimates summed, in minutes (`PlainField.estimate`).
    public var estimatedMinutes: Int
    /// Open ones with no estimate, which the sum leaves out.
    public var unestimated: Int

    /// A day's plan from its parts.
    public init(open: Int = 0, done: Int = 0, estimatedMinutes: Int = 0, unestimated: Int = 0) {
        self.open = open
        self.done = done
        self.estimatedMinutes = estimatedMinutes
        self.unestimated = unestimated
    }
}

/// How a closed day's plan ended: the shutdown deck writes it, the run of finished days reads it.
public struct DayPlanResult: Hashable, Sendable {
    public var day: LocalDate
    /// Tasks planned for the day, the ones moved to another day at the shutdown included.
    public var planned: Int
    /// Of them, the ones done.
    public var done: Int

    /// A result from its parts.
    public init(day: LocalDate, planned: Int, done: Int) {
        self.day = day
        self.planned = planned
        self.done = done
    }

    /// Whether everything planned was done (a day with nothing planned finished nothing).
    public var isFinished: Bool { planned > 0 && done >= planned }
}
