/// The focus periods as the statistics count them (`TaskStatistics.focus`): seconds worked per day and
/// per tag, and in all. A period counts on the day (and in the week) it started; a running one with what it
/// has so far.
public struct FocusTotals: Hashable, Sendable {
    /// One day's focus.
    public struct Day: Hashable, Sendable {
        public var day: LocalDate
        public var seconds: Int

        /// A day from its parts.
        public init(day: LocalDate, seconds: Int) {
            self.day = day
            self.seconds = seconds
        }
    }

    /// One tag's focus: the periods on tasks that carry it.
    public struct TagTotal: Hashable, Sendable {
        /// The tag's name; nil for the periods on tasks without a tag and on tasks deleted since.
        public var name: String?
        public var seconds: Int

        /// A tag's total from its parts.
        public init(name: String?, seconds: Int) {
            self.name = name
            self.seconds = seconds
        }
    }

    /// The days covered (`StatsQuery.focusDays`), oldest first; the last is today.
    public var days: [Day]
    /// Every tag with focus, most first (then by name), the periods without a tag last. A task with two
    /// tags counts under both, so these may add up to more than `seconds`.
    public var tags: [TagTotal]
    /// Seconds worked over all time.
    public var seconds: Int

    /// Totals from their parts; the defaults are none at all.
    public init(days: [Day] = [], tags: [TagTotal] = [], seconds: Int = 0) {
        self.days = days
        self.tags = tags
        self.seconds = seconds
    }

    /// Seconds worked in the days covered.
    public var secondsInDays: Int { days.reduce(0) { $0 + $1.seconds } }
}
