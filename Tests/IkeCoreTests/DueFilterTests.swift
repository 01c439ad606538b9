import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// `ike list --today/--overdue/--week` as store queries, counted from the store's injected clock.
@Suite("Deadline windows and orders")
struct DueFilterTests {
    /// Today is Sunday 22 November 2026 (`testNow`): this week runs from Monday 16 to Sunday 22 November.
    func seeded(at now: Date = testNow) throws -> TaskStore {
        let store = try TaskStore.inMemory(environment: .fixed(at: now))
        let rows: [(String, String?, Bool, Bool, Bool)] = [
            // title, deadline, important, urgent, done
            ("Last week", "2026-11-15", false, false, false),
            ("Monday", "2026-11-16", false, true, false),
            ("Today", "2026-11-22", true, false, false),
            ("Today, done", "2026-11-22", false, false, true),
            ("Friday, done", "2026-11-20", true, true, true),
            ("Tomorrow", "2026-11-23", true, true, false),
            ("No deadline", nil, false, true, false),
        ]
        try store.change { writer in
            for (title, deadline, important, urgent, done) in rows {
                var item = try writer.newItem(
                    title: title, deadline: deadline.flatMap(LocalDate.init(iso:)), important: important,
                    urgent: urgent)
                item.setDone(done, at: testNow)
                try writer.insert(item, at: .bottom)
            }
        }
        return store
    }

    func filter(
        _ windows: Set<DueFilter.Window>, done: Bool? = false, text: String = "", quadrant: Quadrant? = nil,
        today: String = "2026-11-22"
    ) -> TaskFilter {
        TaskFilter(
            includeDone: done != false, includeOpen: done != true, text: text, quadrant: quadrant,
            due: DueFilter(windows, today: LocalDate(iso: today)!))
    }

    @Test func eachWindowWithOpenDoneAndAll() throws {
        let store = try seeded()
        #expect(try titles(store, filter([.today])) == ["Today"])
        #expect(try titles(store, filter([.today], done: nil)) == ["Today", "Today, done"])
        #expect(try titles(store, filter([.today], done: true)) == ["Today, done"])
        // Overdue means open: a done task is never overdue, whatever else the filter allows.
        #expect(try titles(store, filter([.overdue])) == ["Last week", "Monday"])
        #expect(try titles(store, filter([.overdue], done: nil)) == ["Last week", "Monday"])
        #expect(try titles(store, filter([.overdue], done: true)) == [])
        // The week is Monday to Sunday: days already past this week count, next week's do not.
        #expect(try titles(store, filter([.thisWeek])) == ["Monday", "Today"])
        #expect(
            try titles(store, filter([.thisWeek], done: nil)) == [
                "Monday", "Today", "Today, done", "Friday, done",
            ])
    }

    @Test func severalWindowsKeepATaskInAnyOfThem() throws {
        let store = try seeded()
        #expect(try titles(store, filter([.overdue, .today])) == ["Last week", "Monday", "Today"])
        #expect(try titles(store, filter([.overdue, .thisWeek])) == ["Last week", "Monday", "Today"])
        #expect(try titles(store, filter([])) == titles(store, .open))
    }

    @Test func windowsCombineWithQuadrantAndText() throws {
        let store = try seeded()
        #expect(try titles(store, filter([.thisWeek], quadrant: .delegate)) == ["Monday"])
        #expect(try titles(store, filter([.thisWeek], done: nil, quadrant: .doFirst)) == ["Friday, done"])
        #expect(try titles(store, filter([.overdue, .today], text: "WEEK")) == ["Last week"])
    }

    /// Counts, positions and the Swift test agree with the rows the SQL returns.
    @Test func countsIndexesAndIncludesAgreeWithTheRows() throws {
        let store = try seeded()
        let everything = try store.items()
        for windows in [[], [.today], [.overdue], [.thisWeek], [.overdue, .today]] as [Set<DueFilter.Window>]
        {
            for done in [false, true, nil] as [Bool?] {
                let query = filter(windows, done: done)
                let rows = try store.items(query)
                #expect(try store.count(query) == rows.count, "\(windows) \(String(describing: done))")
                for (index, item) in rows.enumerated() {
                    #expect(try store.index(ofUID: item.uid, in: query) == index)
                }
                let kept = everything.filter { item in
                    query.due!.includes(item) && (item.isDone ? query.includeDone : query.includeOpen)
                }
                #expect(kept == rows, "\(windows) \(String(describing: done))")
            }
        }
    }

    /// From each day of the week, "this week" is the same Monday-to-Sunday span.
    @Test(arguments: 16...22)
    func theWeekIsTheSameFromEachOfItsDays(_ day: Int) throws {
        let now = testNow.addingTimeInterval(Double(day - 22) * 86_400)
        let store = try seeded(at: now)
        let today = store.environment.today
        #expect(today.iso == "2026-11-\(day)")
        let week = filter([.thisWeek], done: nil, today: today.iso)
        #expect(try titles(store, week) == ["Monday", "Today", "Today, done", "Friday, done"])
        let overdue = try titles(store, filter([.overdue], today: today.iso))
        #expect(overdue == (day == 16 ? ["Last week"] : ["Last week", "Monday"]))
    }

    @Test func ordersLeaveTheStoredOrderAlone() throws {
        let store = try seeded()
        let before = try store.items()
        #expect(
            try store.items(.all, order: .deadline).map(\.title) == [
                "Last week", "Monday", "Today", "Tomorrow", "No deadline", "Friday, done", "Today, done",
            ])
        #expect(
            try store.items(.all, order: .quadrant).map(\.title) == [
                "Friday, done", "Tomorrow", "Today", "Monday", "No deadline", "Last week", "Today, done",
            ])
        #expect(try store.items(.all, order: .manual) == before)
        var visited: [String] = []
        try store.forEachItem(.open, order: .deadline) { visited.append($0.title) }
        #expect(visited == ["Last week", "Monday", "Today", "Tomorrow", "No deadline"])
        #expect(
            try store.items(.all, order: .deadline, limit: 2, offset: 1).map(\.title) == [
                "Monday", "Today",
            ])
        #expect(try store.items() == before)
    }
}
