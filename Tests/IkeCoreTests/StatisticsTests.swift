import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// The statistics' store reads, with a clock the tests move (tasks made and done when they say) and today
/// Sunday 22 November 2026.
@Suite("Statistics queries")
struct StatisticsTests {
    let today = LocalDate(iso: "2026-11-22")!

    private func week(_ start: String, done: Int, open: Int, doneAtEnd: Int) -> TaskStatistics.Week {
        .init(start: LocalDate(iso: start)!, done: done, openAtEnd: open, doneAtEnd: doneAtEnd)
    }

    @Test func anEmptyStoreHasTwelveEmptyWeeksAndNoStreak() throws {
        let stats = try makeStore().statistics(StatsQuery(today: today))
        #expect(stats.weeks.map(\.start.iso).first == "2026-08-31")
        #expect(stats.weeks.map(\.start.iso).last == "2026-11-16")
        #expect(stats.weeks.count == 12)
        #expect(stats.weeks.allSatisfy { $0.done == 0 && $0.openAtEnd == 0 && $0.doneAtEnd == 0 })
        #expect(
            stats.months.map(\.month.title) == [
                "June 2026", "July 2026", "August 2026", "September 2026", "October 2026", "November 2026",
                "December 2026", "January 2027",
            ])
        #expect(stats.streak == .init(current: 0, longest: 0))
        #expect(stats.review == ReviewTotals())
        #expect(stats.doneByQuadrant == [.doFirst: 0, .schedule: 0, .delegate: 0, .eliminate: 0])
    }

    @Test func weeksCountDoneAndOpenAtEachWeeksEnd() throws {
        let clock = MovableClock(testNow)
        let store = try statsStore(clock)
        try task(store, clock, "A", made: "2026-08-01T10:00:00Z", done: "2026-09-01T10:00:00Z")
        try task(store, clock, "B", made: "2026-08-01T10:00:00Z")
        try task(store, clock, "C", made: "2026-09-10T10:00:00Z", done: "2026-11-16T00:30:00Z")
        try task(store, clock, "D", made: "2026-11-20T10:00:00Z", done: "2026-11-21T23:59:00Z")
        try task(store, clock, "E", made: "2026-11-22T08:00:00Z")
        clock.set("2026-11-22T09:00:00Z")
        let stats = try store.statistics(StatsQuery(today: today))
        let middle = [
            "2026-09-14", "2026-09-21", "2026-09-28", "2026-10-05", "2026-10-12", "2026-10-19",
            "2026-10-26", "2026-11-02", "2026-11-09",
        ].map { week($0, done: 0, open: 2, doneAtEnd: 1) }
        #expect(
            stats.weeks
                == [
                    week("2026-08-31", done: 1, open: 1, doneAtEnd: 1),
                    week("2026-09-07", done: 0, open: 2, doneAtEnd: 1),
                ]
                + middle + [week("2026-11-16", done: 2, open: 2, doneAtEnd: 3)])
        // This week's end is now: its open count is the open tasks there are.
        #expect(stats.weeks.last?.openAtEnd == (try store.counts().open))
        #expect(stats.doneInWeeks == 3)
    }

    @Test func weeksStartOnTheFirstWeekdayGiven() throws {
        let clock = MovableClock(testNow)
        let store = try statsStore(clock)
        try task(store, clock, "A", made: "2026-08-01T10:00:00Z", done: "2026-09-01T10:00:00Z")
        try task(store, clock, "C", made: "2026-09-10T10:00:00Z", done: "2026-11-16T00:30:00Z")
        try task(store, clock, "D", made: "2026-11-20T10:00:00Z", done: "2026-11-21T23:59:00Z")
        let stats = try store.statistics(StatsQuery(today: today, firstWeekday: .sunday))
        #expect(stats.weeks.first?.start.iso == "2026-09-06")
        #expect(stats.weeks.last?.start.iso == "2026-11-22")
        // Saturday 21 and Monday 16 both fall in the week that started on Sunday 15.
        #expect(stats.weeks.suffix(2).map(\.done) == [2, 0])
        // A was done before the first week shown: not in a week's bar, but done at every week's end.
        #expect(stats.weeks.map(\.done).reduce(0, +) == 2)
        #expect(stats.weeks.first?.doneAtEnd == 1)
    }

    @Test func daysAndWeeksFollowTheZonesSummerTime() throws {
        // Monday 6 July 00:30 in Berlin (summer time, UTC+2) is 5 July 22:30 UTC. Counted with today's
        // winter offset (UTC+1) it would be Sunday 5 July 23:30, a week earlier.
        let clock = MovableClock(testNow)
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let store = try statsStore(clock, zone: berlin)
        try task(store, clock, "Summer", made: "2026-07-01T10:00:00Z", done: "2026-07-05T22:30:00Z")
        // Monday 16 November 00:30 in Berlin: made in this week there, in last week in UTC.
        try task(store, clock, "Late", made: "2026-11-15T23:30:00Z")
        let stats = try store.statistics(StatsQuery(today: today, weeks: 22))
        let summer = stats.weeks.first { $0.start.iso == "2026-07-06" }
        #expect(summer?.done == 1)
        #expect(stats.weeks.first { $0.start.iso == "2026-06-29" }?.done == 0)
        #expect(stats.streak.lastDoneDay?.iso == "2026-07-06")
        #expect(stats.weeks.first { $0.start.iso == "2026-11-09" }?.openAtEnd == 0)
        #expect(stats.weeks.last?.openAtEnd == 1)
    }

    @Test func theCurrentStreakEndsTodayOrYesterdayAndTheLongestIsKept() throws {
        let clock = MovableClock(testNow)
        let store = try statsStore(clock)
        for day in ["01", "02", "03", "04", "20", "21"] {
            try task(
                store, clock, "Day \(day)", made: "2026-10-01T10:00:00Z", done: "2026-11-\(day)T12:00:00Z")
        }
        // Nothing yet today: the run through yesterday still counts.
        var stats = try store.statistics(StatsQuery(today: today))
        #expect(
            stats.streak
                == .init(
                    current: 2, longest: 4, longestEnd: LocalDate(iso: "2026-11-04"),
                    lastDoneDay: LocalDate(iso: "2026-11-21")))
        try task(store, clock, "Today", made: "2026-11-22T08:00:00Z", done: "2026-11-22T08:30:00Z")
        stats = try store.statistics(StatsQuery(today: today))
        #expect(stats.streak.current == 3)
        // Two days later with nothing done, the run is over; the longest stays.
        stats = try store.statistics(StatsQuery(today: today.adding(days: 2)))
        #expect(stats.streak.current == 0)
        #expect(stats.streak.longest == 4)
    }

    @Test func quadrantsCountDoneTasksThatSayWhen() throws {
        let clock = MovableClock(testNow)
        let store = try statsStore(clock)
        try task(
            store, clock, "1", made: "2026-11-01T10:00:00Z", done: "2026-11-02T10:00:00Z", quadrant: .doFirst)
        try task(
            store, clock, "2", made: "2026-11-01T10:00:00Z", done: "2026-11-03T10:00:00Z", quadrant: .doFirst)
        try task(
            store, clock, "3", made: "2026-11-01T10:00:00Z", done: "2026-11-03T10:00:00Z", quadrant: .schedule
        )
        try task(store, clock, "open", made: "2026-11-01T10:00:00Z", quadrant: .schedule)
        let undated = try task(
            store, clock, "undated", made: "2026-08-01T10:00:00Z", done: "2026-11-03T10:00:00Z",
            quadrant: .delegate)
        try store.queue.write { db in
            try db.execute(sql: "UPDATE task SET doneAt = NULL WHERE uid = ?", arguments: [undated])
        }
        let stats = try store.statistics(StatsQuery(today: today))
        #expect(stats.doneByQuadrant == [.doFirst: 2, .schedule: 1, .delegate: 0, .eliminate: 0])
        #expect(stats.totalDone == 3)
        #expect(stats.undatedDone == 1)
        // Done at some unknown time: never counted open either (only "open" is, at each week's end).
        #expect(stats.weeks.map(\.openAtEnd) == Array(repeating: 0, count: 8) + [4, 1, 1, 1])
    }

    @Test func aTaskDoneBeforeItWasMadeIsNeverCountedOpen() throws {
        // An import of an old done task without a creation date: made at the import, done long before.
        let clock = MovableClock(testNow)
        let store = try statsStore(clock)
        try task(store, clock, "Open all along", made: "2026-08-01T10:00:00Z")
        let imported = try task(
            store, clock, "Imported", made: "2026-11-18T10:00:00Z", done: "2026-11-18T10:00:00Z")
        try store.queue.write { db in
            try db.execute(
                sql: "UPDATE task SET doneAt = ? WHERE uid = ?",
                arguments: [Date(timeIntervalSince1970: 1_788_343_200).milliseconds, imported])  // 2 Sep 2026
        }
        let stats = try store.statistics(StatsQuery(today: today))
        #expect(stats.weeks.map(\.openAtEnd) == Array(repeating: 1, count: 12))
        #expect(stats.weeks.map(\.doneAtEnd) == Array(repeating: 1, count: 12))
        #expect(stats.weeks.first?.done == 1)
    }

    @Test func goalsAreCountedByTheMonthOfTheirDeadline() throws {
        let clock = MovableClock(testNow)
        let store = try statsStore(clock)
        let made = "2026-05-01T10:00:00Z"
        let done = "2026-11-20T10:00:00Z"
        try task(store, clock, "june", made: made, done: done, deadline: "2026-06-15")
        try task(store, clock, "early nov", made: made, done: done, deadline: "2026-11-05")
        try task(store, clock, "late nov", made: made, deadline: "2026-11-30")
        try task(store, clock, "dec", made: made, deadline: "2026-12-10")
        try task(store, clock, "before", made: made, done: done, deadline: "2026-05-31")
        try task(store, clock, "after", made: made, deadline: "2027-02-01")
        try task(store, clock, "no deadline", made: made, done: done)
        let stats = try store.statistics(StatsQuery(today: today))
        #expect(
            stats.months.map { "\($0.month.firstDay.iso.prefix(7)) \($0.done)/\($0.total)" } == [
                "2026-06 1/1", "2026-07 0/0", "2026-08 0/0", "2026-09 0/0", "2026-10 0/0", "2026-11 1/2",
                "2026-12 0/1", "2027-01 0/0",
            ])
    }

    @Test func reviewRoundsAreRecordedUpdatedAndTotalled() throws {
        let clock = MovableClock(testNow)
        let store = try statsStore(clock)
        clock.set("2026-11-20T10:00:00Z")
        let first = try store.recordReviewRound(
            ReviewRoundRecord(deck: "all", done: 3, sentBack: 1, deleted: 0, left: 2, seconds: 100))
        clock.set("2026-11-21T10:00:00Z")
        try store.recordReviewRound(
            ReviewRoundRecord(deck: "quadrant:do", done: 1, sentBack: 0, deleted: 1, left: 0, seconds: 42.4))
        // The first round reopened by an undo and ended again: its row changes, no row is added.
        clock.set("2026-11-21T11:00:00Z")
        let again = try store.recordReviewRound(
            ReviewRoundRecord(id: first, deck: "all", done: 2, sentBack: 1, deleted: 0, left: 3, seconds: 100)
        )
        #expect(again == first)
        let rounds = try store.reviewRounds()
        #expect(rounds.map(\.record.deck) == ["quadrant:do", "all"])
        #expect(rounds.map(\.record.done) == [1, 2])
        let totals = try store.statistics(StatsQuery(today: today)).review
        #expect(
            totals
                == ReviewTotals(
                    rounds: 2, cardsDone: 3, cardsSentBack: 1, cardsDeleted: 1, seconds: 142.4,
                    lastEndedAt: ISO8601DateFormatter().date(from: "2026-11-21T11:00:00Z")))
    }

    @Test func anOlderDatabaseGainsTheReviewRoundsTable() throws {
        let folder = try TempDirectory()
        let path = folder.path("old.sqlite")
        try oldDatabase(at: path, upTo: "v7-untitled-tasks", titles: ["one", "two"])
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        try store.recordReviewRound(
            ReviewRoundRecord(deck: "all", done: 1, sentBack: 0, deleted: 0, left: 0, seconds: 5))
        let stats = try store.statistics(StatsQuery(today: today))
        #expect(stats.review.rounds == 1)
        // The old database's done task (done 21 September 2026) counts in its week.
        #expect(stats.weeks.first { $0.start.iso == "2026-09-21" }?.done == 1)
    }

    @Test func theDoneDaysAreReadFromTheCoveringIndex() throws {
        // A plan that reads the task rows would cost tens of milliseconds at 100k done tasks.
        let store = try makeStore()
        let plan = try store.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + TaskStore.doneDaysSQL("doneAt / 86400000"))
                .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("COVERING INDEX task_done_at") }, "\(plan)")
    }
}
