extension LocalDate {
    /// The Monday that starts this date's week: weeks run Monday to Sunday (ISO 8601), for deadline words,
    /// `ike list --week` and the review's "due this week" deck alike.
    public var startOfWeek: LocalDate { adding(days: 1 - weekday.rawValue) }

    /// The Sunday that ends this date's week.
    public var endOfWeek: LocalDate { adding(days: 7 - weekday.rawValue) }

    /// The last day of this date's month.
    public var endOfMonth: LocalDate {
        LocalDate(year: year, month: month, day: Self.daysIn(month: month, year: year)) ?? self
    }
}
