import Foundation
import GRDB
import Testing

@testable import IkeCore

/// The plan and shutdown decks in the store (issue 35): which tasks each deals, that the plan's deck is
/// read through indexes, today's plan summed for a summary, and the run of days that finished their plan.
@Suite("Plan and shutdown decks in the store")
struct PlanDeckStoreTests {
    let today = LocalDate(iso: "2026-11-24")!

    /// A store of `tasks`, each placed in the matrix (Eliminate, unless it says otherwise) but those whose
    /// title starts "Untriaged".
    func store(_ tasks: [(String, (inout TaskEdit) -> Void)]) throws -> TaskStore {
        let store = try TaskStore.inMemory(
            environment: .fixed(at: Date(timeIntervalSince1970: 1_795_500_000)))
        for (title, fill) in tasks {
            var edit = TaskEdit(title: title)
            if !title.hasPrefix("Untriaged") { edit.quadrant = .eliminate }
            fill(&edit)
            try store.create(edit, at: .bottom)
        }
        return store
    }

    func titles(_ source: ReviewSource, _ store: TaskStore) throws -> [String] {
        let items = try store.items()
        return try store.reviewDeck(source, today: today).map { uid in items.first { $0.uid == uid }!.title }
    }

    @Test func eachDeckDealsItsOwnTasksAndCountsThem() throws {
        let store = try store([
            ("Plain", { _ in }),
            ("Due today", { $0.deadline = .some(today) }),
            ("Due in three days", { $0.deadline = .some(today.adding(days: 3)) }),
            ("Do first", { $0.quadrant = .doFirst }),
            ("Planned today", { $0.plain[.planned] = .day(today) }),
            ("Planned Monday", { $0.plain[.planned] = .day(today.adding(days: -1)) }),
            (
                "Planned Monday, done",
                {
                    $0.plain[.planned] = .day(today.adding(days: -1)); $0.isDone = true
                }
            ),
            (
                "Starts today at five",
                {
                    $0.start = .some(today); $0.startTime = TimeOfDay(hour: 17, minute: 0)
                }
            ),
            (
                "Someday, do first",
                {
                    $0.start = .some(.someday); $0.quadrant = .doFirst
                }
            ),
            ("Untriaged", { _ in }),
            ("Untriaged step", { $0.parent = .some("nobody-here") }),
        ])
        #expect(
            try titles(.plan, store) == [
                "Due today", "Do first", "Planned Monday", "Starts today at five", "Untriaged",
            ])
        #expect(try titles(.shutdown, store) == ["Planned today", "Planned Monday"])
        let counts = try store.reviewCounts(today: today)
        #expect(counts[.plan] == 5)
        #expect(counts[.shutdown] == 2)
        // The SQL and the in-memory test a card is checked against agree.
        for item in try store.items() where !item.isDone {
            #expect(
                ReviewSource.shutdown.includes(item, today: today)
                    == (try titles(.shutdown, store)).contains(item.title), "\(item.title)")
        }
    }

    @Test func theChooserCountsThePlanUpToItsCapAndSaysSo() throws {
        var tasks: [(String, (inout TaskEdit) -> Void)] = []
        for index in 0..<(ReviewSource.countCap + 5) {
            tasks.append(("Overdue \(index)", { $0.deadline = .some(today.adding(days: -1)) }))
        }
        let store = try store(tasks)
        #expect(try store.reviewCounts(today: today)[.plan] == ReviewSource.countCap)
        #expect(try store.reviewCounts(today: today)[.overdue] == ReviewSource.countCap + 5)
        // The deck deals the most pressing ones; the next round deals the next.
        #expect(try store.reviewDeck(.plan, today: today).count == ReviewSource.planDeal)
        #expect(ReviewSource.countText(ReviewSource.countCap) == "1000+")
        #expect(ReviewSource.countText(999) == "999")
    }

    @Test func thePlansCountIsReadThroughIndexes() throws {
        let store = try store([])
        let (condition, arguments) = TaskStore.reviewCondition(.plan, today: today, firstWeekday: .monday)
        let plan = try store.queue.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT uid FROM task WHERE \(condition)", arguments: arguments
            ).map { $0["detail"] as String }
        }
        // Each way in read through its own index, never every open task (or the whole table) tested in turn.
        #expect(plan.contains("MULTI-INDEX OR"), "\(plan)")
        #expect(!plan.contains { $0.hasSuffix("(isDone=?)") }, "\(plan)")
        for step in plan where step.hasPrefix("SCAN") || step.hasPrefix("SEARCH") {
            #expect(step.contains("INDEX"), "\(plan)")
        }
    }

    @Test func todaysPlanSumsTheOpenTasksEstimates() throws {
        let store = try store([
            (
                "Long",
                {
                    $0.plain[.planned] = .day(today); $0.plain[.estimate] = .minutes(240)
                }
            ),
            (
                "Short",
                {
                    $0.plain[.planned] = .day(today); $0.plain[.estimate] = .minutes(30)
                }
            ),
            ("Unknown", { $0.plain[.planned] = .day(today) }),
            (
                "Done",
                {
                    $0.plain[.planned] = .day(today); $0.plain[.estimate] = .minutes(60); $0.isDone = true
                }
            ),
            (
                "Tomorrow",
                {
                    $0.plain[.planned] = .day(today.adding(days: 1)); $0.plain[.estimate] = .minutes(60)
                }
            ),
        ])
        #expect(
            try store.dayPlan(on: today) == DayPlan(open: 3, done: 1, estimatedMinutes: 270, unestimated: 1))
        #expect(try store.dayPlan(on: today.adding(days: 5)) == DayPlan())
    }

    @Test func theRunOfFinishedDaysSkipsDaysNeverClosedAndEndsAtOneNotFinished() throws {
        let store = try store([])
        #expect(try store.planStreak(through: today) == 0)
        let results = [(-6, 3, 1), (-5, 2, 2), (-2, 4, 4), (-1, 0, 0), (0, 1, 1)]
        for (offset, planned, done) in results {
            try store.recordDayPlan(
                DayPlanResult(day: today.adding(days: offset), planned: planned, done: done))
        }
        // Today, the day before (nothing planned: skipped), three days ago (never closed: skipped), then five
        // days ago; six days ago did not finish.
        #expect(try store.planStreak(through: today) == 3)
        #expect(try store.planStreak(through: today.adding(days: -3)) == 1)
        // A second shutdown of the same day replaces the first.
        try store.recordDayPlan(DayPlanResult(day: today, planned: 2, done: 1))
        #expect(try store.planStreak(through: today) == 0)
    }
}
