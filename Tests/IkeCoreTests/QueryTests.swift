import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

@Suite("Queries for the screens")
struct QueryTests {
    /// A small world: flags, deadlines across months and years, done and open tasks.
    func seeded() throws -> TaskStore {
        let store = try makeStore()
        let rows: [(String, String?, Bool, Bool, Bool)] = [
            // title, deadline, important, urgent, done
            ("Call the bank", "2026-11-27", true, true, false),
            ("Buy milk", nil, false, false, true),
            ("할 일 등록", "2026-12-01", true, false, false),
            ("Renew passport", "2026-11-20", false, true, false),
            ("Café visit", "2026-11-22", false, false, false),
            ("Plan 2027", "2027-01-05", true, false, true),
            ("Sort desktop icons", nil, false, false, false),
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

    @Test func listWithAndWithoutDone() throws {
        let store = try seeded()
        #expect(try titles(store).count == 7)
        #expect(
            try titles(store, .open) == [
                "Call the bank", "할 일 등록", "Renew passport", "Café visit", "Sort desktop icons",
            ])
        #expect(try titles(store, .done) == ["Buy milk", "Plan 2027"])
        #expect(try store.counts() == TaskCounts(open: 5, done: 2))
        #expect(try store.count(.open) == 5)
    }

    @Test func windowsOfTheList() throws {
        let store = try seeded()
        #expect(try store.items(.all, limit: 2, offset: 2).map(\.title) == ["할 일 등록", "Renew passport"])
        let uid = try store.items().first { $0.title == "Café visit" }!.uid
        #expect(try store.index(ofUID: uid) == 4)
        #expect(try store.index(ofUID: uid, in: .open) == 3)
        let doneUID = try store.items(.done)[0].uid
        #expect(try store.index(ofUID: doneUID, in: .open) == nil)
    }

    @Test(arguments: [
        ("bank", ["Call the bank"]),
        ("BANK", ["Call the bank"]),
        ("cafe", ["Café visit"]),
        ("할 일", ["할 일 등록"]),
        ("  milk ", ["Buy milk"]),
        ("zzz", []),
    ])
    func searchIgnoresCaseAndAccents(needle: String, expected: [String]) throws {
        let store = try seeded()
        #expect(try titles(store, TaskFilter(text: needle)) == expected)
    }

    @Test func searchLooksIntoNotes() throws {
        let store = try makeStore()
        try store.change {
            try $0.insert(try $0.newItem(title: "Call", notes: "ask about the MORTGAGE"), at: .top)
        }
        #expect(try titles(store, TaskFilter(text: "mortgage")) == ["Call"])
    }

    @Test func monthGroupsInDateOrderWithNoDeadlineLast() throws {
        let store = try seeded()
        let groups = try store.monthGroups()
        #expect(
            groups.map { $0.month?.title ?? "No deadline" } == [
                "November 2026", "December 2026", "January 2027", "No deadline",
            ])
        #expect(groups[0].items.map(\.title) == ["Renew passport", "Café visit", "Call the bank"])
        #expect(groups.map(\.doneCount) == [0, 0, 1, 1])
        #expect(groups.map(\.total) == [3, 1, 1, 2])
        let open = try store.monthGroups(.open)
        #expect(
            open.map { $0.month?.title ?? "No deadline" } == [
                "November 2026", "December 2026", "No deadline",
            ])
    }

    @Test func quadrantsHoldOpenTasksInListOrder() throws {
        let store = try seeded()
        let quadrants = try store.quadrants()
        #expect(quadrants[.doFirst]?.map(\.title) == ["Call the bank"])
        #expect(quadrants[.schedule]?.map(\.title) == ["할 일 등록"])
        #expect(quadrants[.delegate]?.map(\.title) == ["Renew passport"])
        #expect(quadrants[.eliminate]?.map(\.title) == ["Café visit", "Sort desktop icons"])
        #expect(try store.quadrantCounts(.all) == [.doFirst: 1, .schedule: 2, .delegate: 1, .eliminate: 3])
    }

    @Test func reviewDecks() throws {
        let store = try seeded()
        let today = LocalDate(iso: "2026-11-22")!  // a Sunday: "this week" is today only
        #expect(try store.reviewCandidates(.all, today: today).count == 5)
        #expect(
            try store.reviewCandidates(.quadrant(.eliminate), today: today).map(\.title) == [
                "Café visit", "Sort desktop icons",
            ])
        #expect(try store.reviewCandidates(.overdue, today: today).map(\.title) == ["Renew passport"])
        #expect(try store.reviewCandidates(.dueThisWeek, today: today).map(\.title) == ["Café visit"])
        let monday = LocalDate(iso: "2026-11-23")!
        #expect(try store.reviewCandidates(.dueThisWeek, today: monday).map(\.title) == ["Call the bank"])
        // With weeks starting on Sunday (first_weekday), that Sunday's week runs to Saturday the 28th.
        #expect(
            try store.reviewCandidates(.dueThisWeek, today: today, firstWeekday: .sunday).map(\.title) == [
                "Café visit", "Call the bank",
            ])
        #expect(try store.reviewCounts(today: today, firstWeekday: .sunday)[.dueThisWeek] == 2)
        // The deck a round holds is the same tasks as uids, and the chooser's sizes agree with both.
        let counts = try store.reviewCounts(today: today)
        for source in [ReviewSource.all, .overdue, .dueThisWeek, .due]
            + Quadrant.allCases.map(ReviewSource.quadrant)
        {
            let candidates = try store.reviewCandidates(source, today: today)
            #expect(try store.reviewDeck(source, today: today) == candidates.map(\.uid), "\(source)")
            #expect(counts[source] == candidates.count, "\(source)")
        }
    }

    /// The predicate a running round drops changed cards with agrees with the deck's SQL, for every
    /// deck on every day of a fortnight around the seeded deadlines (done tasks included in the input).
    @Test func reviewSourceIncludesAgreesWithTheDeckQuery() throws {
        let store = try seeded()
        let inListOrder = try store.items(.all)
        let inDateOrder = try store.items(.all, order: .deadline)
        #expect(inListOrder.contains { $0.isDone })
        for offset in -7...7 {
            let today = LocalDate(iso: "2026-11-22")!.adding(days: offset)
            for source in [ReviewSource.all, .overdue, .dueThisWeek, .due]
                + Quadrant.allCases.map(ReviewSource.quadrant)
            {
                // The deck's order: dates for a deck chosen by them, else the list's.
                let everything = source.order == .deadline ? inDateOrder : inListOrder
                for first in Weekday.allCases {
                    #expect(
                        everything.filter { source.includes($0, today: today, firstWeekday: first) }.map(
                            \.uid)
                            == (try store.reviewDeck(source, today: today, firstWeekday: first)),
                        "\(source) on \(today), weeks from \(first)")
                }
            }
        }
    }

    @Test func quadrantIsDerivedFromFlags() {
        #expect(Quadrant(important: true, urgent: true) == .doFirst)
        #expect(Quadrant(important: true, urgent: false) == .schedule)
        #expect(Quadrant(important: false, urgent: true) == .delegate)
        #expect(Quadrant(important: false, urgent: false) == .eliminate)
        var item = TodoItem(uid: "u", title: "t", createdAt: testNow)
        item.quadrant = .delegate
        #expect(!item.isImportant && item.isUrgent)
    }

    @Test func overdueNeedsAnOpenTaskPastItsDeadline() {
        let today = LocalDate(iso: "2026-11-22")!
        var item = TodoItem(uid: "u", title: "t", deadline: LocalDate(iso: "2026-11-21"), createdAt: testNow)
        #expect(item.isOverdue(today: today))
        item.deadline = today
        #expect(!item.isOverdue(today: today))
        item.deadline = LocalDate(iso: "2026-11-01")
        item.setDone(true, at: testNow)
        #expect(!item.isOverdue(today: today))
    }
}

/// A deck chosen by its dates comes in date order, whatever the list's order (issue 32, bug 11).
@Suite("Review decks in date order")
struct ReviewDeckOrderTests {
    @Test func theWeeksDeckIsInDateOrderAndTheAllDeckInListOrder() throws {
        let store = try makeStore()
        let today = LocalDate(iso: "2026-11-23")!
        let items = try addTasks(store, ["Friday", "Tuesday", "Wednesday at nine", "Wednesday"])
        let dates = ["2026-11-27", "2026-11-24", "2026-11-25", "2026-11-25"]
        try store.change { writer in
            for (item, date) in zip(items, dates) {
                var dated = item
                dated.deadline = LocalDate(iso: date)
                if item.title == "Wednesday at nine" { dated.deadlineTime = TimeOfDay(minutes: 9 * 60) }
                try writer.update(dated)
            }
        }
        #expect(
            try store.reviewCandidates(.dueThisWeek, today: today).map(\.title) == [
                "Tuesday", "Wednesday at nine", "Wednesday", "Friday",
            ])
        #expect(
            try store.reviewDeck(.dueThisWeek, today: today)
                == [items[1], items[2], items[3], items[0]].map(\.uid))
        #expect(try store.reviewCandidates(.all, today: today).map(\.title) == items.map(\.title))
    }
}
