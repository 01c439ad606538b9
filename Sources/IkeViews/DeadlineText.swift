import IkeCore

/// A deadline in a few words relative to today: "today", "Fri", "15 Dec", "overdue 2d", and a timed one's
/// time after them ("today 15:00", "Fri 9:30"). Once overdue the days say enough, except on its own day,
/// where the time says it: "overdue 15:00" from 15:01.
///
/// Overdue is spelled out rather than only coloured, so `NO_COLOR` and screen readers lose nothing.
public struct DeadlineText: Hashable, Sendable {
    /// How urgent the deadline looks, which picks its style.
    public enum Kind: Hashable, Sendable {
        case later
        /// Today or tomorrow, on an open task.
        case soon
        /// Past, on an open task.
        case overdue
    }

    public var text: String
    public var kind: Kind

    /// The words for `deadline` (at `time`, when it has one) seen at the start of `today`.
    public init(_ deadline: LocalDate, time: TimeOfDay? = nil, today: LocalDate, isDone: Bool) {
        self.init(deadline, time: time, now: LocalMoment(startOf: today), isDone: isDone)
    }

    /// The words for `deadline` (at `time`, when it has one) seen at `now`; a done task's past deadline is
    /// just its date.
    public init(_ deadline: LocalDate, time: TimeOfDay? = nil, now: LocalMoment, isDone: Bool) {
        let today = now.date
        let days = today.days(until: deadline)
        if !isDone && DueSchedule.isOverdue(deadline, time: time, now: now) {
            text = "overdue " + (days < 0 ? Self.age(-days) : time?.description ?? "")
            kind = .overdue
        } else if days == 0 || days == 1 {
            text = days == 0 ? "today" : "tomorrow"
            kind = isDone ? .later : .soon
        } else if (2...6).contains(days) {
            text = deadline.weekday.shortName
            kind = .later
        } else if deadline.year == today.year {
            text = "\(deadline.day) \(deadline.shortMonthName)"
            kind = .later
        } else {
            text = "\(deadline.day) \(deadline.shortMonthName) \(deadline.year)"
            kind = .later
        }
        if let time, kind != .overdue { text += " " + time.description }
    }

    /// "2d", "15w", "3y": at most three digits plus a unit, so the column stays narrow.
    static func age(_ days: Int) -> String {
        if days < 100 { return "\(days)d" }
        if days < 700 { return "\(days / 7)w" }
        return "\(days / 365)y"
    }
}
