import Foundation
import GRDB
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Tasks not started yet are hidden from the default views (issue 34, item 1) without giving up the
/// tally's quick counts: the store counts as if none were hidden and takes away the ones not started,
/// read from the start index. These tests hold that shortcut to the rows themselves.
@Suite("Hidden starts")
struct HiddenStartTests {
    static let today = LocalDate(iso: "2026-11-26")!
    static let nine = LocalMoment(date: today, time: TimeOfDay(hour: 9, minute: 0)!)

    /// Tasks of every kind: open and done, each quadrant, tagged or not, started or not.
    func makeMixedStore() throws -> TaskStore {
        let store = try makeStore()
        let starts: [(String?, TimeOfDay?)] = [
            (nil, nil), ("2026-11-20", nil), ("2026-11-26", nil),
            ("2026-11-26", TimeOfDay(hour: 8, minute: 59)),
            ("2026-11-26", TimeOfDay(hour: 9, minute: 1)), ("2026-11-27", nil), ("2027-03-01", nil),
        ]
        let keys = try OrderKey.keys(count: 84, between: nil, nil)
        let home = try Tag("home")
        let work = try Tag("work")
        try store.change { writer in
            var items: [TodoItem] = []
            for index in 0..<84 {
                let (start, time) = starts[index % starts.count]
                var item = TodoItem(
                    uid: "uid-\(index)", title: "Task \(index)", isDone: index % 5 == 0,
                    isImportant: index % 2 == 0, isUrgent: index % 3 == 0, createdAt: testNow,
                    tags: index % 4 == 0 ? [home] : index % 4 == 1 ? [work, home] : [])
                item.start = start.flatMap(LocalDate.init(iso:))
                item.startTime = time
                item.orderKey = keys[index]
                items.append(item)
            }
            try writer.insertAll(items)
        }
        return store
    }

    @Test func theQuickCountsMatchTheRowsTheyCount() throws {
        let store = try makeMixedStore()
        var filters: [TaskFilter] = [.all, .open, .done]
        for quadrant in Quadrant.allCases {
            var filter = TaskFilter.open
            filter.quadrant = quadrant
            filters.append(filter)
        }
        for var filter in filters {
            filter.startedBy = Self.nine
            let rows = try store.items(filter)
            #expect(try store.count(filter) == rows.count, "\(filter)")
            #expect(!rows.contains { $0.isNotStarted(at: Self.nine) })
            var everyStart = filter
            everyStart.startedBy = nil
            let hidden = try store.items(everyStart).filter { $0.isNotStarted(at: Self.nine) }
            #expect(hidden.isEmpty == !filter.includeOpen, "a done task is never hidden by its start")
            #expect(rows.count + hidden.count == (try store.count(everyStart)))
        }
        // A done task is never hidden by its start: it was done early.
        #expect(try store.items(.done).contains { $0.start == LocalDate(iso: "2027-03-01") })
    }

    @Test func theTagCountsLeaveOutWhatHasNotStarted() throws {
        let store = try makeMixedStore()
        var filter = TaskFilter.all
        filter.startedBy = Self.nine
        let items = try store.items(filter)
        for count in try store.tagCounts(filter) {
            let tagged = items.filter { $0.tags.contains(count.tag) }
            #expect(count.open == tagged.count { !$0.isDone }, "\(count.tag)")
            #expect(count.done == tagged.count(where: \.isDone), "\(count.tag)")
        }
        #expect(try store.tagCounts(filter) != store.tagCounts(.all))
    }

    @Test func theHiddenCountReadsTheStartIndex() throws {
        let store = try makeMixedStore()
        var filter = TaskFilter.open
        filter.quadrant = .doFirst
        let (sql, arguments) = TaskStore.notStartedCountQuery(filter, at: Self.nine)
        let plan = try store.queue.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map {
                $0["detail"] as String
            }
        }
        #expect(plan.contains { $0.contains("USING COVERING INDEX task_start (start>?)") }, "\(plan)")
        #expect(try store.count(filter) >= 0)
    }

    @Test func aReviewDeckHoldsWhatStartsByTheEndOfItsDay() throws {
        let store = try makeMixedStore()
        let deck = Set(try store.reviewDeck(.all, today: Self.today))
        let open = try store.items(.open)
        let expected = open.filter {
            !$0.isNotStarted(at: LocalMoment(startOf: Self.today).adding(minutes: 1439))
        }
        #expect(deck == Set(expected.map(\.uid)))
        // Today's nine-o-one start is in the deck; tomorrow's is not.
        #expect(expected.contains { $0.startTime == TimeOfDay(hour: 9, minute: 1) })
        #expect(
            !deck.contains { uid in
                open.contains { $0.uid == uid && $0.start == LocalDate(iso: "2026-11-27") }
            })
        let counts = try store.reviewCounts(today: Self.today)
        #expect(counts[.all] == deck.count)
        let homeDeck = try store.reviewDeck(.tag(try Tag("home")), today: Self.today)
        #expect(counts[.tag(try Tag("home"))] == homeDeck.count)
        for quadrant in Quadrant.allCases {
            #expect(
                counts[.quadrant(quadrant)]
                    == (try store.reviewDeck(.quadrant(quadrant), today: Self.today).count))
        }
    }

    @Test func theStartsThatCameTodayAreCounted() throws {
        let store = try makeMixedStore()
        let before = try store.dueCounts(
            now: LocalMoment(date: Self.today, time: TimeOfDay(hour: 8, minute: 58)!))
        let after = try store.dueCounts(
            now: LocalMoment(date: Self.today, time: TimeOfDay(hour: 9, minute: 1)!))
        #expect(before.startedToday == 0)
        #expect(after.startedToday > 0)
    }
}
