import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Timed deadlines in the due schedule and the store: overdue once their minute has passed, reminded of
/// `notify_lead` before, each reminder once even when the time zone changes between two runs.
@Suite("Deadlines with a time: due and reminders")
struct TimedDueTests {
    let schedule = DueSchedule(leadMinutes: 15)
    static let today = LocalDate(iso: "2026-11-22")!

    func moment(_ date: String, _ time: String) -> LocalMoment {
        LocalMoment(date: LocalDate(iso: date)!, time: TimeOfDay(text: time)!)
    }

    func time(_ text: String) -> TimeOfDay { TimeOfDay(text: text)! }

    @Test func aTimedDeadlineIsOverdueOnceItsMinuteHasPassed() {
        let threePM = time("15:00")
        #expect(!schedule.isOverdue(Self.today, time: threePM, now: moment("2026-11-22", "15:00")))
        #expect(schedule.isDueToday(Self.today, time: threePM, now: moment("2026-11-22", "15:00")))
        #expect(schedule.isOverdue(Self.today, time: threePM, now: moment("2026-11-22", "15:01")))
        #expect(!schedule.isDueToday(Self.today, time: threePM, now: moment("2026-11-22", "15:01")))
        // A date-only deadline of the same day is not overdue until the day is over.
        #expect(!schedule.isOverdue(Self.today, time: nil, now: moment("2026-11-22", "23:59")))
    }

    @Test func theReminderComesTheLeadBeforeEvenTheDayBefore() {
        #expect(
            schedule.reminderMoment(for: Self.today, time: time("15:00")) == moment("2026-11-22", "14:45"))
        #expect(!schedule.isReminderDue(Self.today, time: time("15:00"), now: moment("2026-11-22", "14:44")))
        #expect(schedule.isReminderDue(Self.today, time: time("15:00"), now: moment("2026-11-22", "14:45")))
        let early = time("00:10")
        #expect(schedule.reminderMoment(for: Self.today, time: early) == moment("2026-11-21", "23:55"))
        #expect(schedule.lastRemindedDeadline(now: moment("2026-11-21", "23:55")) == Self.today)
        #expect(schedule.reminderKey(for: Self.today, time: early) == "2026-11-22T00:10")
        #expect(schedule.reminderKey(for: Self.today) == "2026-11-22")
    }

    func store(_ rows: [(String, String, String?)]) throws -> TaskStore {
        let store = try makeStore()
        for (title, date, time) in rows {
            _ = try store.create(
                TaskEdit(
                    title: title, deadline: LocalDate(iso: date),
                    deadlineTime: time.flatMap(TimeOfDay.init(text:))),
                at: .bottom)
        }
        return store
    }

    @Test func countsAndListsSeeTheTime() throws {
        let store = try store([
            ("All day", "2026-11-22", nil), ("Late", "2026-11-22", "18:00"),
            ("Morning", "2026-11-22", "09:00"),
            ("Tomorrow early", "2026-11-23", "00:30"), ("Tomorrow", "2026-11-23", nil),
        ])
        let noon = moment("2026-11-22", "12:00")
        #expect(try store.dueCounts(now: noon) == DueCounts(overdue: 1, dueToday: 2))
        #expect(try store.dueCounts(now: moment("2026-11-22", "18:01")) == DueCounts(overdue: 2, dueToday: 1))
        // On one day, timed deadlines by time and then the ones lasting the whole day.
        #expect(
            try store.dueItems(within: .today, schedule: schedule, now: noon).map(\.title) == [
                "Morning", "Late", "All day",
            ])
        let evening = moment("2026-11-22", "23:00")
        #expect(
            try store.dueItems(within: .hours(2), schedule: schedule, now: evening).map(\.title) == [
                "Morning", "Late", "All day", "Tomorrow early",
            ])
        #expect(try store.dueItems(within: .hours(1), schedule: schedule, now: evening).count == 3)
    }

    func send(_ store: TaskStore, at instant: Date, zone: String) throws -> [String] {
        let now = CoreEnvironment.fixed(at: instant, timeZone: TimeZone(identifier: zone)!).localNow
        return try store.sendReminders(schedule: schedule, now: now) { $0 }.map(\.key)
    }

    @Test func aTimeZoneChangeBetweenTwoRunsSendsNothingTwice() throws {
        let store = try store([("Call", "2026-11-22", "15:00"), ("Meet", "2026-11-22", "16:30")])
        let start = Date(timeIntervalSince1970: 1_795_359_000)  // 2026-11-22 14:50 UTC
        #expect(try send(store, at: start, zone: "UTC") == ["2026-11-22T15:00"])
        // Moved to Berlin (UTC+1): 15:55 there; Call was sent, Meet's reminder comes at 16:15.
        #expect(try send(store, at: start + 300, zone: "Europe/Berlin").isEmpty)
        #expect(try send(store, at: start + 30 * 60, zone: "Europe/Berlin") == ["2026-11-22T16:30"])
        // And back: 15:25 in UTC, both sent already.
        #expect(try send(store, at: start + 35 * 60, zone: "UTC").isEmpty)
        // A new time is a new deadline, reminded of again.
        let call = try #require(try store.items().first)
        _ = try store.edit(uid: call.uid, TaskEdit(deadline: call.deadline, deadlineTime: time("17:00")))
        #expect(try send(store, at: start + 3 * 3600, zone: "UTC") == ["2026-11-22T17:00"])
    }

    @Test func theNoticeSaysTheTime() {
        let item = TodoItem(
            id: 4, uid: "u", title: "Call", deadline: Self.today, deadlineTime: time("15:00"),
            createdAt: testNow)
        let dueToday = Reminder(item: item, key: "k", isOverdue: false, isMissed: false)
        #expect(ReminderNotice.line(dueToday) == "Due today at 15:00: Call (#4)")
        let evening = Reminder(item: item, key: "k", isOverdue: false, isMissed: false, isDueToday: false)
        #expect(ReminderNotice.line(evening) == "Due Sun 22 Nov at 15:00: Call (#4)")
        let late = Reminder(item: item, key: "k", isOverdue: true, isMissed: false)
        #expect(ReminderNotice.line(late) == "Was due Sun 22 Nov 15:00: Call (#4)")
    }
}
