import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The one place deadlines become due and reminders come, against a clock the test sets.
@Suite("Due schedule")
struct DueScheduleTests {
    let schedule = DueSchedule()

    func moment(_ date: String, _ time: String) -> LocalMoment {
        LocalMoment(date: LocalDate(iso: date)!, time: TimeOfDay(text: time)!)
    }

    @Test func aDateOnlyDeadlineIsRemindedOfAtNineOnItsDay() {
        let deadline = LocalDate(iso: "2026-11-25")!
        #expect(schedule.reminderMoment(for: deadline) == moment("2026-11-25", "09:00"))
        #expect(!schedule.isReminderDue(deadline, now: moment("2026-11-25", "08:59")))
        #expect(schedule.isReminderDue(deadline, now: moment("2026-11-25", "09:00")))
        #expect(!schedule.isReminderDue(deadline, now: moment("2026-11-24", "23:59")))
        // The query's bound takes every deadline whose reminder may be due: today's from 09:00, and before
        // that today's timed ones (up to notify_lead ahead), which the exact test then sorts out.
        #expect(schedule.lastRemindedDeadline(now: moment("2026-11-25", "08:59")) == deadline)
        #expect(schedule.lastRemindedDeadline(now: moment("2026-11-25", "09:00")) == deadline)
        #expect(
            schedule.lastRemindedDeadline(now: moment("2026-11-25", "23:44")) == deadline)
        #expect(
            schedule.lastRemindedDeadline(now: moment("2026-11-25", "23:45")) == LocalDate(iso: "2026-11-26"))
    }

    @Test func theSettingsMoveTheReminderTime() {
        let evening = DueSchedule(reminderTime: TimeOfDay(hour: 18, minute: 30)!)
        let deadline = LocalDate(iso: "2026-11-25")!
        #expect(!evening.isReminderDue(deadline, now: moment("2026-11-25", "18:29")))
        #expect(evening.isReminderDue(deadline, now: moment("2026-11-25", "18:30")))
    }

    @Test func aReminderMoreThanADayLateIsMissed() {
        let deadline = LocalDate(iso: "2026-11-24")!
        #expect(!schedule.isReminderMissed(deadline, now: moment("2026-11-25", "09:00")))
        #expect(schedule.isReminderMissed(deadline, now: moment("2026-11-25", "09:01")))
    }

    @Test func windowsEndTodayOrAtTheEndOfTheWeek() {
        let wednesday = moment("2026-11-25", "23:00")
        // A date-only deadline lasts its whole day: 2h late in the evening does not reach tomorrow's, but
        // the query's bound does, for tomorrow's timed ones.
        let thursday = LocalDate(iso: "2026-11-26")!
        #expect(schedule.lastDeadline(within: .hours(2), now: wednesday) == thursday)
        #expect(!schedule.isWithin(.hours(2), thursday, time: nil, now: wednesday))
        #expect(schedule.isWithin(.hours(2), thursday, time: TimeOfDay(text: "01:00"), now: wednesday))
        #expect(!schedule.isWithin(.hours(2), thursday, time: TimeOfDay(text: "01:01"), now: wednesday))
        #expect(schedule.lastDeadline(within: .today, now: wednesday) == LocalDate(iso: "2026-11-25"))
        #expect(schedule.lastDeadline(within: .week, now: wednesday) == LocalDate(iso: "2026-11-29"))
        let sundayFirst = DueSchedule(firstWeekday: .sunday)
        #expect(sundayFirst.lastDeadline(within: .week, now: wednesday) == LocalDate(iso: "2026-11-28"))
    }

    @Test func overdueFromTheDayAfter() {
        let today = LocalDate(iso: "2026-11-25")!
        let late = moment("2026-11-25", "23:59")
        #expect(schedule.isOverdue(LocalDate(iso: "2026-11-24")!, now: moment("2026-11-25", "00:00")))
        #expect(!schedule.isOverdue(today, now: late))
        #expect(schedule.isDueToday(today, now: late))
    }

    @Test func theKeyChangesWithTheDeadline() {
        #expect(
            schedule.reminderKey(for: LocalDate(iso: "2026-11-25")!)
                != schedule.reminderKey(for: LocalDate(iso: "2026-11-26")!))
    }

    @Test(arguments: [
        ("2h", DueWindow.hours(2)), ("today", .today), ("WEEK", .week), ("168h", .hours(168)),
    ])
    func windowsAreRead(text: String, window: DueWindow) {
        #expect(DueWindow(text: text) == window)
    }

    @Test(arguments: ["", "0h", "169h", "2", "h", "2d", "tomorrow", "-2h", "２h"])
    func otherWindowsAreRefused(text: String) {
        #expect(DueWindow(text: text) == nil)
    }

    @Test(arguments: ["25:00", "9", "9:5", "09:60", "-1:00", "09:00:00", "", "9am", "０9:00"])
    func badTimesAreRefused(text: String) {
        #expect(TimeOfDay(text: text) == nil)
    }

    @Test func timesAreRead() {
        #expect(TimeOfDay(text: "9:30")?.minutes == 570)
        #expect(TimeOfDay(text: "23:59")?.description == "23:59")
        #expect(TimeOfDay(text: "00:00")?.description == "00:00")
    }

    @Test func localNowFollowsTheZone() {
        // testNow is 2026-11-22 09:00 UTC.
        let utc = CoreEnvironment.fixed(at: testNow)
        #expect(utc.localNow == moment("2026-11-22", "09:00"))
        let tokyo = CoreEnvironment.fixed(at: testNow, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(tokyo.localNow == moment("2026-11-22", "18:00"))
        let hawaii = CoreEnvironment.fixed(at: testNow, timeZone: TimeZone(identifier: "Pacific/Honolulu")!)
        #expect(hawaii.localNow == moment("2026-11-21", "23:00"))
    }

    @Test func momentsAddAcrossMidnights() {
        #expect(moment("2026-11-22", "23:30").adding(minutes: 45) == moment("2026-11-23", "00:15"))
        #expect(moment("2026-11-22", "00:15").adding(minutes: -30) == moment("2026-11-21", "23:45"))
        #expect(moment("2026-11-23", "00:15").minutes(since: moment("2026-11-22", "23:30")) == 45)
    }
}
