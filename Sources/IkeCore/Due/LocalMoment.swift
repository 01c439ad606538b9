/// A date and a minute on the local wall clock: "now" as a person in this time zone reads it.
///
/// Reminders and due windows compare these, never instants, so a deadline keeps meaning "the 3rd" after a
/// move to another time zone (Docs/Decisions.md, 2026-11-25 · Reminders).
public struct LocalMoment: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var date: LocalDate
    /// Minutes since the date's midnight, 0 to 1439.
    public var minuteOfDay: Int

    /// A moment from its parts.
    public init(date: LocalDate, time: TimeOfDay) {
        self.date = date
        self.minuteOfDay = time.minutes
    }

    /// The first minute of `date`.
    public init(startOf date: LocalDate) {
        self.date = date
        self.minuteOfDay = 0
    }

    /// The moment `minutes` later (earlier when negative), across midnights as needed.
    public func adding(minutes: Int) -> LocalMoment {
        let total = minuteOfDay + minutes
        let days = total >= 0 ? total / 1440 : -((-total + 1439) / 1440)
        var moment = self
        moment.date = date.adding(days: days)
        moment.minuteOfDay = total - days * 1440
        return moment
    }

    /// Minutes from `other` to this moment (negative when this one is earlier).
    public func minutes(since other: LocalMoment) -> Int {
        (date.daysSinceEpoch - other.date.daysSinceEpoch) * 1440 + minuteOfDay - other.minuteOfDay
    }

    /// `YYYY-MM-DD HH:MM`.
    public var description: String {
        date.iso + " " + TimeOfDay(hour: minuteOfDay / 60, minute: minuteOfDay % 60)!.description
    }

    public static func < (lhs: LocalMoment, rhs: LocalMoment) -> Bool {
        (lhs.date, lhs.minuteOfDay) < (rhs.date, rhs.minuteOfDay)
    }
}
