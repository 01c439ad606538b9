import Foundation
import GRDB
import IkeTestSupport
import Testing

@testable import IkeCore

/// The plan deck's deal (PlanDeckQuery): the same tasks, in the same order, as the plan's one condition
/// read whole and sorted, cut at `ReviewSource.planDeal`; and each way in read along an index.
@Suite("The plan deck's deal")
struct PlanDeckDealTests {
    let today = LocalDate(iso: "2026-11-24")!

    /// The plan's one condition (what the chooser counts), read whole, sorted, cut at the deal.
    func reference(_ store: TaskStore, on day: LocalDate, limit: Int) throws -> [String] {
        let (condition, arguments) = TaskStore.reviewCondition(.plan, today: day, firstWeekday: .monday)
        return try store.queue.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT uid FROM task WHERE \(condition) ORDER BY \(TaskOrder.deadline.sql)
                    LIMIT \(limit)
                    """, arguments: arguments)
        }
    }

    /// `count` tasks of every kind the plan tells apart, drawn from `seed`.
    func randomStore(count: Int, seed: TestSeed) throws -> TaskStore {
        var random = SplitMix(seed: seed.value)
        let store = try TaskStore.inMemory(
            environment: .fixed(at: Date(timeIntervalSince1970: 1_795_500_000)))
        var uids: [String] = []
        for index in 0..<count {
            var edit = TaskEdit(title: "Task \(index)")
            if Int.random(in: 0..<3, using: &random) > 0 {
                edit.quadrant = Quadrant.allCases.randomElement(using: &random)
            }
            if Bool.random(using: &random) {
                edit.deadline = .some(today.adding(days: Int.random(in: -4...4, using: &random)))
                if Bool.random(using: &random) {
                    edit.deadlineTime = TimeOfDay(hour: Int.random(in: 0..<24, using: &random), minute: 0)
                }
            }
            switch Int.random(in: 0..<5, using: &random) {
            case 0: edit.start = .some(today.adding(days: Int.random(in: -1...1, using: &random)))
            case 1:
                edit.start = .some(today)
                edit.startTime = TimeOfDay(hour: 17, minute: 30)
            case 2: edit.start = .some(.someday)
            default: break
            }
            if Bool.random(using: &random) {
                edit.plain[.planned] = .day(today.adding(days: Int.random(in: -3...1, using: &random)))
            }
            if Int.random(in: 0..<5, using: &random) == 0 { edit.isDone = true }
            if let parent = uids.randomElement(using: &random), Int.random(in: 0..<6, using: &random) == 0 {
                edit.parent = .some(parent)
            }
            // A start the store refuses (after the deadline; someday with a deadline) is left out.
            if let created = try? store.create(edit, at: .bottom) {
                uids.append(created.item.uid)
            } else {
                (edit.start, edit.startTime) = (nil, nil)
                uids.append(try store.create(edit, at: .bottom).item.uid)
            }
        }
        return store
    }

    @Test(arguments: [(UInt64(0x91A), 60), (0x91B, 700), (0x91C, 1500)])
    func theDealIsThePlansMostPressingTasksInTheDeadlineOrder(seedNumber: UInt64, count: Int) throws {
        let seed = TestSeed(seedNumber)
        let store = try randomStore(count: count, seed: seed)
        for day in [today.adding(days: -6), today.adding(days: -2), today, today.adding(days: 3)] {
            let dealt = try store.reviewDeck(.plan, today: day)
            #expect(
                dealt == (try reference(store, on: day, limit: ReviewSource.planDeal)), "\(day.iso) \(seed)")
            // Small deals, so that each way in holds more than the deal and its own order decides.
            for limit in [1, 4, 15] {
                let (sql, arguments) = PlanDeckQuery.sql(today: day, limit: limit)
                let small = try store.queue.read { try String.fetchAll($0, sql: sql, arguments: arguments) }
                #expect(small == (try reference(store, on: day, limit: limit)), "\(day.iso) \(limit) \(seed)")
            }
        }
    }

    @Test func eachWayIntoThePlanIsReadAlongAnIndexAndStopsAtTheDeal() throws {
        let store = try TaskStore.inMemory(
            environment: .fixed(at: Date(timeIntervalSince1970: 1_795_500_000)))
        let (sql, arguments) = PlanDeckQuery.sql(today: today)
        let plan = try store.queue.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)", arguments: arguments).map {
                $0["detail"] as String
            }
        }
        let reads = plan.filter { $0.hasPrefix("SEARCH task") || $0.hasPrefix("SCAN task") }
        #expect(reads.count == 6, "\(plan)")
        for read in reads {
            #expect(read.contains("USING INDEX") || read.contains("USING COVERING INDEX"), "\(plan)")
            // Never every open task, in whichever order: an index whose only constraint is `isDone` is
            // read only when it is the planned tasks' own.
            if read.hasSuffix("(isDone=?)") {
                #expect(read.contains("task_planned_deadline_order"), "\(plan)")
            }
        }
        // The ways in of the nearest deadlines and of the earlier days' plans come in the deadline order
        // from their indexes; only the small ways in (starting today, the inbox) are sorted whole.
        #expect(reads.contains { $0.contains("task_open_deadline_order") }, "\(plan)")
        #expect(reads.contains { $0.contains("task_near_deadline") }, "\(plan)")
        #expect(reads.contains { $0.contains("task_inbox") }, "\(plan)")
    }
}
