extension LocalDate {
    /// The Monday that starts this date's week: weeks run Monday to Sunday (ISO 8601), for deadline words,
    /// `ike list --week` and the review's "due this week" deck alike.
    public var startOfWeek: LocalDate { adding(days: 1 - weekday.rawValue) }

    /// The Sunday that ends this date's week.
    public var endOfWeek: LocalDate { adding(days: 7 - weekday.rawValue) }

    /// The first day of this date's week when weeks start on `first` (the settings file's
    /// `first_weekday`; Monday gives `startOfWeek`).
    public func startOfWeek(on first: Weekday) -> LocalDate {
        adding(days: -((weekday.rawValue - first.rawValue + 7) % 7))
    }

    /// The last day of this date's week when weeks start on `first`.
    public func endOfWeek(on first: Weekday) -> LocalDate { startOfWeek(on: first).adding(days: 6) }

    /// The last day of this date's month.
    public var endOfMonth: LocalDate {
        LocalDate(year: year, month: month, day: Self.daysIn(month: month, year: year)) ?? self
    }
}
