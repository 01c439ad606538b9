/// How a recurring task comes back: the subset of iCalendar's RRULE (RFC 5545 §3.3.10) that ike models
/// (FREQ, INTERVAL, BYDAY with "last friday"-style ordinals, BYMONTHDAY, COUNT or UNTIL), and whether the
/// next deadline follows the previous deadline (on schedule) or the day the task was done.
///
/// Deadlines are dates, so no rule depends on a time zone or daylight saving. A rule ike cannot model is
/// never forced into this shape: it stays as its RRULE text (`TaskRepeat.custom`).
public struct RecurrenceRule: Hashable, Sendable {
    /// The period the rule counts in.
    public enum Frequency: String, Hashable, Sendable, CaseIterable {
        case daily = "DAILY"
        case weekly = "WEEKLY"
        case monthly = "MONTHLY"
        case yearly = "YEARLY"
    }

    /// A BYDAY entry: a weekday, and in a monthly rule optionally which one of the month (1 = first,
    /// -1 = last).
    public struct WeekdayEntry: Hashable, Sendable {
        public var weekday: Weekday
        /// 1…5 or -5…-1 in a monthly rule; `nil` for every such weekday.
        public var ordinal: Int?

        /// An entry from its parts.
        public init(_ weekday: Weekday, ordinal: Int? = nil) {
            self.weekday = weekday
            self.ordinal = ordinal
        }
    }

    /// Where a series stops.
    public enum End: Hashable, Sendable {
        /// After this many occurrences in all (RRULE COUNT).
        case count(Int)
        /// On this day at the latest (RRULE UNTIL, as a date).
        case until(LocalDate)
    }

    /// What the next deadline counts from.
    public enum Anchor: Hashable, Sendable {
        /// The previous deadline: the series keeps its dates however late a task is done.
        case schedule
        /// The day the task was done ("3 days after done"); not an RRULE idea, kept by ike beside the rule.
        case completion
    }

    public var frequency: Frequency
    /// Every how many periods (RRULE INTERVAL), at least 1.
    public var interval: Int
    /// BYDAY, in the order given; empty for none.
    public var weekdays: [WeekdayEntry]
    /// BYMONTHDAY (1…31, or -31…-1 counted from the month's end); empty for none.
    public var monthDays: [Int]
    public var end: End?
    public var anchor: Anchor

    /// The most a rule may have per part, far above any real rule; keeps a hostile RRULE cheap.
    static let maximumEntries = 31
    /// The largest interval: every 1,000 years is already beyond any deadline ike can hold.
    static let maximumInterval = 1_000

    /// A rule from its parts; `nil` when they do not make a rule ike can follow (see `problem`).
    public init?(
        _ frequency: Frequency, interval: Int = 1, weekdays: [WeekdayEntry] = [], monthDays: [Int] = [],
        end: End? = nil, anchor: Anchor = .schedule
    ) {
        self.frequency = frequency
        self.interval = interval
        self.weekdays = weekdays
        self.monthDays = monthDays
        self.end = end
        self.anchor = anchor
        if problem != nil { return nil }
    }

    /// Why these parts are not a rule ike follows, in words, or `nil` when they are.
    public var problem: String? {
        Self.problem(
            frequency, interval: interval, weekdays: weekdays, monthDays: monthDays, end: end, anchor: anchor)
    }

    /// Why these parts would not make a rule ike follows, or `nil` when they would.
    static func problem(
        _ frequency: Frequency, interval: Int, weekdays: [WeekdayEntry], monthDays: [Int], end: End?,
        anchor: Anchor
    ) -> String? {
        if interval < 1 { return "the interval must be at least 1" }
        if interval > maximumInterval { return "the interval must be at most \(maximumInterval)" }
        if weekdays.count > maximumEntries || monthDays.count > maximumEntries {
            return "too many days"
        }
        if case .count(let count) = end, count < 1 { return "a series needs at least one occurrence" }
        if anchor == .completion && (!weekdays.isEmpty || !monthDays.isEmpty) {
            return "a rule counted from the day it was done cannot also name days"
        }
        for day in monthDays where day == 0 || !(-31...31).contains(day) {
            return "there is no day \(day) of a month"
        }
        for entry in weekdays {
            guard let ordinal = entry.ordinal else { continue }
            if frequency != .monthly { return "“the first” or “the last” weekday needs a monthly rule" }
            if ordinal == 0 || !(-5...5).contains(ordinal) {
                return "a month has no weekday number \(ordinal)"
            }
        }
        if frequency == .weekly && !monthDays.isEmpty {
            return "a weekly rule names weekdays, not days of the month"
        }
        if frequency == .yearly && (!weekdays.isEmpty || !monthDays.isEmpty) {
            return "a yearly rule repeats its first date; it cannot name days"
        }
        return nil
    }
}
