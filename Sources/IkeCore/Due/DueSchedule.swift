/// When a deadline counts as overdue or due soon, and when its reminder is due: the one place that turns a
/// deadline and the settings into moments, for `ike due`, `ike notify`, the rows and the app's status line.
///
/// A date-only deadline lasts its whole day: overdue from the next day, reminded of at `reminderTime` on
/// the day. A timed deadline (`TodoItem.deadlineTime`, local wall-clock time) is overdue once its minute
/// has passed and is reminded of `leadMinutes` before it.
public struct DueSchedule: Hashable, Sendable {
    /// `notify_time`'s default: a date-only deadline's reminder comes at 09:00 on the day.
    public static let defaultReminderTime = TimeOfDay(hour: 9, minute: 0)!
    /// `notify_lead`'s default: minutes before a timed deadline that its reminder comes.
    public static let defaultLeadMinutes = 15
    /// How late a reminder is still sent on its own; older ones (ike notify did not run, or ran for the
    /// first time) go together into one summary, so a first run never floods the desktop.
    public static let catchUpMinutes = 24 * 60

    /// When on the day a date-only deadline's reminder comes.
    public var reminderTime: TimeOfDay
    /// How long before a timed deadline its reminder comes.
    public var leadMinutes: Int
    /// The day a week starts on, for `--within week`.
    public var firstWeekday: Weekday

    /// A schedule from the settings' values, each defaulting as the settings file documents.
    public init(
        reminderTime: TimeOfDay = defaultReminderTime, leadMinutes: Int = defaultLeadMinutes,
        firstWeekday: Weekday = .monday
    ) {
        self.reminderTime = reminderTime
        self.leadMinutes = leadMinutes
        self.firstWeekday = firstWeekday
    }

    /// Whether an open task with this deadline is overdue at `now`: a date-only deadline from the next
    /// day, a timed one from the minute after its time (at 15:00 a 15:00 deadline is due, not late).
    public static func isOverdue(_ deadline: LocalDate, time: TimeOfDay?, now: LocalMoment) -> Bool {
        guard let time else { return deadline < now.date }
        return LocalMoment(date: deadline, time: time) < now
    }

    /// `isOverdue` for this schedule's callers.
    public func isOverdue(_ deadline: LocalDate, time: TimeOfDay? = nil, now: LocalMoment) -> Bool {
        Self.isOverdue(deadline, time: time, now: now)
    }

    /// Whether a deadline is due today at `now` and not yet overdue.
    public func isDueToday(_ deadline: LocalDate, time: TimeOfDay? = nil, now: LocalMoment) -> Bool {
        deadline == now.date && !Self.isOverdue(deadline, time: time, now: now)
    }

    /// The last deadline date `--within window` may take at `now`, the query's bound; `isWithin` then
    /// decides each row. Every earlier deadline (overdue) is taken too.
    public func lastDeadline(within window: DueWindow, now: LocalMoment) -> LocalDate {
        switch window {
        case .hours(let hours): max(now.date, now.adding(minutes: hours * 60).date)
        case .today: now.date
        case .week: now.date.endOfWeek(on: firstWeekday)
        }
    }

    /// Whether a deadline is in `--within window` at `now` (or overdue). A date-only deadline is due
    /// within any number of hours on its own day, and not before: "2h" at 23:00 does not reach
    /// tomorrow's, which lasts until tomorrow ends. A timed one is within "2h" when its moment is.
    public func isWithin(
        _ window: DueWindow, _ deadline: LocalDate, time: TimeOfDay?, now: LocalMoment
    ) -> Bool {
        switch window {
        case .hours(let hours):
            guard let time else { return deadline <= now.date }
            return LocalMoment(date: deadline, time: time) <= now.adding(minutes: hours * 60)
        case .today, .week: return deadline <= lastDeadline(within: window, now: now)
        }
    }

    /// When the reminder of this deadline is due: `leadMinutes` before a timed one, at `reminderTime` on
    /// the day of a date-only one.
    public func reminderMoment(for deadline: LocalDate, time: TimeOfDay? = nil) -> LocalMoment {
        guard let time else { return LocalMoment(date: deadline, time: reminderTime) }
        return LocalMoment(date: deadline, time: time).adding(minutes: -leadMinutes)
    }

    /// The last deadline date whose reminder may be due at `now`: the query's bound, which `isReminderDue`
    /// then checks exactly. A timed deadline's reminder comes up to `leadMinutes` ahead, maybe the day before.
    public func lastRemindedDeadline(now: LocalMoment) -> LocalDate {
        let dateOnly = now.minuteOfDay >= reminderTime.minutes ? now.date : now.date.adding(days: -1)
        return max(dateOnly, now.adding(minutes: max(leadMinutes, 0)).date)
    }

    /// Whether this deadline's reminder is due at `now`.
    public func isReminderDue(_ deadline: LocalDate, time: TimeOfDay? = nil, now: LocalMoment) -> Bool {
        reminderMoment(for: deadline, time: time) <= now
    }

    /// Whether this deadline's reminder came so long ago (more than `catchUpMinutes`) that it goes into
    /// the summary of missed reminders instead of a notification of its own.
    public func isReminderMissed(_ deadline: LocalDate, time: TimeOfDay? = nil, now: LocalMoment) -> Bool {
        now.minutes(since: reminderMoment(for: deadline, time: time)) > Self.catchUpMinutes
    }

    /// What a sent reminder is remembered by: it changes whenever the deadline or its time does, so a
    /// moved deadline is reminded of again, and never otherwise: "2026-12-01", "2026-12-01T15:00".
    public func reminderKey(for deadline: LocalDate, time: TimeOfDay? = nil) -> String {
        deadline.iso + (time.map { "T" + $0.description } ?? "")
    }

    /// `reminderKey` as an SQL expression over a `task` row, so the query skips sent reminders itself.
    static let reminderKeySQL = """
        (task.deadline || CASE WHEN task.deadlineTime IS NULL THEN ''
            ELSE printf('T%02d:%02d', task.deadlineTime / 60, task.deadlineTime % 60) END)
        """
}
