/// What the statistics cover: the weeks and months around `today`, weeks starting on `firstWeekday`.
public struct StatsQuery: Hashable, Sendable {
    public var today: LocalDate
    /// The day weeks start on (`first_weekday` in the settings file).
    public var firstWeekday: Weekday
    /// How many weeks the weekly figures cover, this week included.
    public var weeks: Int
    /// Months before this one whose goals are counted.
    public var monthsBefore: Int
    /// Months after this one whose goals are counted.
    public var monthsAfter: Int
    /// Days, today included, whose focus minutes are counted one by one.
    public var focusDays: Int

    /// The figures the statistics screen and `ike stats` show: 12 weeks, goals from five months back
    /// to two ahead, focus for each of the last 7 days.
    public init(
        today: LocalDate, firstWeekday: Weekday = .monday, weeks: Int = 12, monthsBefore: Int = 5,
        monthsAfter: Int = 2, focusDays: Int = 7
    ) {
        self.today = today
        self.firstWeekday = firstWeekday
        self.weeks = max(1, weeks)
        self.monthsBefore = max(0, monthsBefore)
        self.monthsAfter = max(0, monthsAfter)
        self.focusDays = max(1, focusDays)
    }

    /// The days whose focus is counted one by one, oldest first; the last is today.
    public var focusDayList: [LocalDate] {
        (0..<focusDays).map { today.adding(days: $0 - focusDays + 1) }
    }

    /// The first day of each week covered, oldest first; the last is this week's.
    public var weekStarts: [LocalDate] {
        let current = today.startOfWeek(on: firstWeekday)
        return (0..<weeks).map { current.adding(days: 7 * ($0 - weeks + 1)) }
    }

    /// The months whose goals are counted, oldest first.
    public var months: [YearMonth] {
        let current = today.startOfMonth
        return (-monthsBefore...monthsAfter).map { YearMonth(current.adding(months: $0)) }
    }
}
