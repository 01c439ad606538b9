import Foundation
import GRDB
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// `DueFilter`'s overdue window counted from a moment: a timed deadline of today is overdue once its
/// minute has passed, exactly as `DueSchedule.isOverdue` says, in the SQL and in `includes` alike.
@Suite("Deadlines with a time: the overdue window")
struct OverdueWindowTests {
    static let days = ["2026-11-21", "2026-11-22", "2026-11-23"]
    static let times: [String?] = [nil, "0:00", "0:01", "9:00", "14:59", "15:00", "15:01", "23:59"]
    /// The minutes of each day the window is asked at: every edge above, and a spread of others.
    static let minutes = Array(
        Set(
            [0, 1, 2, 540, 541, 899, 900, 901, 902, 1438, 1439]
                + stride(
                    from: 0, to: 1440, by: 97))
    )
    .sorted()

    /// A task for each day, time and done state, and one without a deadline.
    static func seeded() throws -> TaskStore {
        let store = try makeStore()
        for day in days {
            for time in times {
                for done in [false, true] {
                    _ = try store.create(
                        TaskEdit(
                            title: "\(day) \(time ?? "all day")\(done ? ", done" : "")",
                            deadline: LocalDate(iso: day), deadlineTime: time.flatMap(TimeOfDay.init(text:)),
                            done: done), at: .bottom)
                }
            }
        }
        _ = try store.create(TaskEdit(title: "Someday"), at: .bottom)
        return store
    }

    static func overdue(_ item: TodoItem, at now: LocalMoment) -> Bool {
        guard let deadline = item.deadline, !item.isDone else { return false }
        return DueSchedule.isOverdue(deadline, time: item.deadlineTime, now: now)
    }

    @Test func theSQLAndIncludesAgreeWithIsOverdueAtEveryMoment() throws {
        let store = try Self.seeded()
        let everything = try store.items()
        var overdueSomewhere = 0
        for day in ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"] {
            for minute in Self.minutes {
                let now = LocalMoment(date: LocalDate(iso: day)!, time: TimeOfDay(minutes: minute)!)
                let due = DueFilter([.overdue], now: now)
                let expected = everything.filter { Self.overdue($0, at: now) }
                let filter = TaskFilter(due: due)
                #expect(try store.items(filter) == expected, "\(now)")
                #expect(everything.filter(due.includes) == expected, "\(now)")
                #expect(try store.count(filter) == expected.count, "\(now)")
                overdueSomewhere += expected.count
            }
        }
        // The moments do reach overdue timed deadlines of their own day, not only earlier days'.
        let at1501 = LocalMoment(date: LocalDate(iso: "2026-11-22")!, time: TimeOfDay(text: "15:01")!)
        #expect(
            try store.items(TaskFilter(due: DueFilter([.overdue], now: at1501))).map(\.title).filter {
                $0.hasPrefix("2026-11-22")
            } == [
                "2026-11-22 0:00", "2026-11-22 0:01", "2026-11-22 9:00", "2026-11-22 14:59",
                "2026-11-22 15:00",
            ])
        #expect(overdueSomewhere > 0)
    }

    /// The day-only initializer counts from the day's first minute: nothing due that day is overdue yet,
    /// not even a deadline at 0:00.
    @Test func fromADayNothingOfThatDayIsOverdueYet() throws {
        let store = try Self.seeded()
        for day in Self.days {
            let date = LocalDate(iso: day)!
            let fromDay = DueFilter([.overdue], today: date)
            #expect(
                fromDay == DueFilter([.overdue], now: LocalMoment(date: date, time: TimeOfDay(minutes: 0)!)))
            let titles = try store.items(TaskFilter(due: fromDay)).map(\.title)
            #expect(!titles.isEmpty == (day != Self.days[0]))
            #expect(titles.allSatisfy { $0 < day }, "\(titles)")
        }
    }

    /// `today` and `thisWeek` go by the date: a task due today whose time has passed is still due today.
    @Test func todayAndThisWeekStayByDate() throws {
        let store = try Self.seeded()
        let now = LocalMoment(date: LocalDate(iso: "2026-11-22")!, time: TimeOfDay(text: "15:01")!)
        let today = try store.items(TaskFilter(due: DueFilter([.today], now: now)))
        #expect(today.count == Self.times.count * 2 && today.allSatisfy { $0.deadline?.iso == "2026-11-22" })
        // Sunday the 22nd ends the week of Monday the 16th: the 23rd is next week's.
        let week = try store.items(TaskFilter(due: DueFilter([.thisWeek], now: now)))
        #expect(week.count == Self.times.count * 4)
        let either = try store.items(TaskFilter(due: DueFilter([.overdue, .today], now: now)))
        #expect(either.count == Self.times.count * 3)
        #expect(either.filter { $0.deadline?.iso == "2026-11-21" }.allSatisfy { !$0.isDone })
    }

    /// Open overdue tasks are one range of `task_open_deadline` (isDone, deadline) with the values bound,
    /// not a walk over every open task.
    @Test func theOpenOverdueTasksAreAnIndexRange() throws {
        let store = try Self.seeded()
        let now = LocalMoment(date: LocalDate(iso: "2026-11-22")!, time: TimeOfDay(text: "15:01")!)
        let (condition, arguments) = TaskFilter(includeDone: false, due: DueFilter([.overdue], now: now))
            .whereClause
        let plan = try store.queue.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT id FROM task \(condition) ORDER BY orderKey, id",
                arguments: arguments
            ).map { $0["detail"] as String }
        }
        #expect(
            plan.contains { $0.contains("USING INDEX task_open_deadline (isDone=? AND deadline<?)") },
            "\(plan)")
    }
}
