import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// The statistics' focus figures: per day (the last 7), per week (the 12 weeks) and per tag, today
/// Sunday 22 November 2026.
@Suite("Statistics: focus")
struct FocusStatisticsTests {
    let today = LocalDate(iso: "2026-11-22")!
    let clock = MovableClock(testNow)

    /// A task titled `title` with `tags`, made long ago; its uid.
    private func tagged(_ store: TaskStore, _ title: String, _ tags: [String]) throws -> String {
        clock.set("2026-08-01T10:00:00Z")
        let edit = TaskEdit(title: title, tags: try TagSet(parsing: tags))
        return try store.create(edit, at: .bottom).item.uid
    }

    /// A finished period of `minutes` on `uid`, started at `iso`.
    private func worked(_ store: TaskStore, _ uid: String, at iso: String, minutes: Int) throws {
        clock.set(iso)
        let id = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: Double(minutes * 60))
        try store.endFocusPeriod(id: id, seconds: minutes * 60, at: clock.now, completed: true)
    }

    @Test func anEmptyStoreHasSevenEmptyDaysAndNoTags() throws {
        let focus = try makeStore().statistics(StatsQuery(today: today)).focus
        #expect(focus.days.map(\.day.iso) == (16...22).map { "2026-11-\($0)" })
        #expect(focus.days.allSatisfy { $0.seconds == 0 })
        #expect(focus.tags.isEmpty && focus.seconds == 0)
    }

    @Test func periodsCountOnTheirDayInTheirWeekAndUnderEachTag() throws {
        let store = try statsStore(clock)
        let report = try tagged(store, "Report", ["work", "writing"])
        let garden = try tagged(store, "Garden", ["home"])
        let untagged = try tagged(store, "Read", [])
        let gone = try tagged(store, "Old", ["work"])
        try worked(store, report, at: "2026-11-22T08:00:00Z", minutes: 25)
        try worked(store, report, at: "2026-11-21T23:50:00Z", minutes: 25)
        try worked(store, garden, at: "2026-11-16T09:00:00Z", minutes: 50)
        try worked(store, untagged, at: "2026-11-10T09:00:00Z", minutes: 20)
        // Before the twelve weeks: in the tags and the total only.
        try worked(store, garden, at: "2026-06-01T09:00:00Z", minutes: 15)
        try worked(store, gone, at: "2026-11-17T09:00:00Z", minutes: 10)
        try store.delete(uids: [gone])
        // Still running, with what it has so far.
        clock.set("2026-11-22T09:00:00Z")
        let running = try store.beginFocusPeriod(taskUID: report, at: clock.now)
        clock.advance(by: 300)
        try store.checkpointFocusPeriod(id: running, seconds: 300, at: clock.now)

        let stats = try store.statistics(StatsQuery(today: today))
        let focus = stats.focus
        #expect(focus.days.map { $0.seconds / 60 } == [50, 10, 0, 0, 0, 25, 30])
        #expect(stats.weeks.suffix(3).map { $0.focusSeconds / 60 } == [0, 20, 115])
        #expect(stats.focusInWeeks == 135 * 60)
        #expect(focus.seconds == 150 * 60)
        // The report counts under both its tags; the deleted task's minutes under no tag, with the untagged.
        #expect(
            focus.tags.map { "\($0.name ?? "-") \($0.seconds / 60)" } == [
                "home 65", "work 55", "writing 55", "- 30",
            ])
    }

    @Test func aPeriodCountsOnItsLocalDayInTheZonesSummerTime() throws {
        // 22:30 UTC on Sunday 5 July is Monday 6 July 00:30 in Berlin (summer time, UTC+2).
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let store = try statsStore(clock, zone: berlin)
        let uid = try tagged(store, "Summer", [])
        try worked(store, uid, at: "2026-07-05T22:30:00Z", minutes: 25)
        let query = StatsQuery(today: LocalDate(iso: "2026-07-08")!)
        let stats = try store.statistics(query)
        #expect(stats.focus.days.first { $0.day.iso == "2026-07-06" }?.seconds == 1500)
        #expect(stats.weeks.last?.focusSeconds == 1500, "the week from Monday 6 July")
    }
}
