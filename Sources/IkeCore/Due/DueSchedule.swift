/// When a deadline counts as overdue or due soon, and when its reminder is due: the one place that turns a
/// deadline and the settings into moments, for `ike due`, `ike notify` and the app's status line.
///
/// Deadlines are dates today. A deadline with a time of day will change only this type: its reminder comes
/// `leadMinutes` before that time instead of at `reminderTime` on the day, and "within 2h" will compare
/// the time with now + 2h instead of counting the whole day.
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
    /// How long before a timed deadline its reminder comes (read from the settings; used once deadlines
    /// carry a time).
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

    /// Whether an open task with this deadline is overdue on `today`: a date-only deadline lasts its
    /// whole day, so it is overdue from the next one.
    public func isOverdue(_ deadline: LocalDate, today: LocalDate) -> Bool { deadline < today }

    /// Whether a deadline is due (not yet overdue) on `today`.
    public func isDueToday(_ deadline: LocalDate, today: LocalDate) -> Bool { deadline == today }

    /// The last deadline `--within window` takes at `now`; every earlier one (overdue) is taken too.
    /// A date-only deadline is due within any number of hours on its own day, and not before: "2h" at
    /// 23:00 does not reach tomorrow's, which lasts until tomorrow ends.
    public func lastDeadline(within window: DueWindow, now: LocalMoment) -> LocalDate {
        switch window {
        case .hours, .today: now.date
        case .week: now.date.endOfWeek(on: firstWeekday)
        }
    }

    /// When the reminder of this deadline is due.
    public func reminderMoment(for deadline: LocalDate) -> LocalMoment {
        LocalMoment(date: deadline, time: reminderTime)
    }

    /// The last deadline whose reminder may be due at `now`: the query's bound, which `reminderMoment`
    /// then checks exactly.
    public func lastRemindedDeadline(now: LocalMoment) -> LocalDate {
        now.minuteOfDay >= reminderTime.minutes ? now.date : now.date.adding(days: -1)
    }

    /// Whether this deadline's reminder is due at `now`.
    public func isReminderDue(_ deadline: LocalDate, now: LocalMoment) -> Bool {
        reminderMoment(for: deadline) <= now
    }

    /// Whether this deadline's reminder came so long ago (more than `catchUpMinutes`) that it goes into
    /// the summary of missed reminders instead of a notification of its own.
    public func isReminderMissed(_ deadline: LocalDate, now: LocalMoment) -> Bool {
        now.minutes(since: reminderMoment(for: deadline)) > Self.catchUpMinutes
    }

    /// What a sent reminder is remembered by: it changes whenever the deadline does, so a moved deadline
    /// is reminded of again, and never otherwise. (A timed deadline will add its time: "2026-12-01T15:00".)
    public func reminderKey(for deadline: LocalDate) -> String { deadline.iso }

    /// `reminderKey` as an SQL expression over a `task` row, so the query skips sent reminders itself.
    static let reminderKeySQL = "task.deadline"
}
