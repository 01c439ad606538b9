import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// The matrix's read (issue 35, item 5): urgency counted from a near deadline as the day moves, the inbox
/// of tasks never placed, totals from the tally and two partial indexes held to the rows they count, and
/// the plans that keep it fast.
@Suite("Matrix: derived urgency and the inbox")
struct MatrixReadTests {
    static let rule = UrgencyRule(days: 2)

    /// The matrix of `store` on `today` by `rule`, open tasks, no start hidden.
    func matrix(_ store: TaskStore, today: LocalDate, rule: UrgencyRule = rule) throws -> MatrixRead {
        try store.readMatrix(
            .open, urgentThrough: rule.lastUrgentDay(today: today), limits: [:], inboxLimit: 200)
    }

    /// The quadrant `uid` shows in, or `nil` for the inbox (or nowhere).
    func place(of uid: String, in read: MatrixRead) -> Quadrant? {
        Quadrant.allCases.first { read.quadrants[$0]?.contains { $0.uid == uid } == true }
    }

    @Test func aNearDeadlineMovesATaskFromScheduleToDoFirstAsTheDayComes() throws {
        let store = try makeStore()
        let due = LocalDate(iso: "2026-12-04")!
        let item = try store.add(
            [TaskEdit(title: "File taxes", deadline: .some(due), important: true)], at: .top
        ).items[0]
        let days = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-04", "2026-12-09"]
        let places = try days.map { try place(of: item.uid, in: matrix(store, today: LocalDate(iso: $0)!)) }
        // Three days ahead it is not urgent yet; two days ahead, due and overdue it is.
        #expect(places == [.schedule, .schedule, .doFirst, .doFirst, .doFirst])
        #expect(try store.item(uid: item.uid)?.isUrgent == false, "the flag is never written")
        let zero = try matrix(store, today: LocalDate(iso: "2026-12-03")!, rule: UrgencyRule(days: 0))
        #expect(place(of: item.uid, in: zero) == .schedule, "urgent_within = 0: due today or overdue only")
        #expect(Self.rule.source(of: item, today: LocalDate(iso: "2026-12-02")!) == .deadline)
        var flagged = item
        flagged.isUrgent = true
        #expect(Self.rule.source(of: flagged, today: LocalDate(iso: "2026-12-02")!) == .flag)
        // Done, the deadline makes nothing urgent.
        try store.setDone(true, uids: [item.uid])
        var withDone = TaskFilter.all
        withDone.includeDone = true
        let read = try store.readMatrix(
            withDone, urgentThrough: LocalDate(iso: "2026-12-09")!, limits: [:], inboxLimit: 200)
        #expect(place(of: item.uid, in: read) == .schedule)
    }

    @Test func aTaskAddedWithoutAFlagWaitsInTheInboxUntilItIsPlaced() throws {
        let store = try makeStore()
        let added = try store.add(
            [
                TaskEdit(title: "Unsorted"), TaskEdit(title: "Flagged", important: true),
                TaskEdit(title: "Also unsorted", deadline: .some(LocalDate(iso: "2026-11-23")!)),
                TaskEdit(title: "Into eliminate"),
            ], at: .bottom
        ).items
        let today = LocalDate(iso: "2026-11-22")!
        var read = try matrix(store, today: today)
        #expect(read.inbox.map(\.title) == ["Unsorted", "Also unsorted", "Into eliminate"])
        #expect(read.inboxTotal == 3)
        #expect(read.totals == [.doFirst: 0, .schedule: 1, .delegate: 0, .eliminate: 0])
        #expect(Quadrant.allCases.allSatisfy { read.quadrants[$0]?.contains { $0.isInInbox } == false })
        // Placed: a flag from a key, Eliminate (no flag) from the matrix, done.
        try store.setUrgent(true, uids: [added[0].uid])
        try store.setQuadrant(.eliminate, uids: [added[3].uid])
        try store.setDone(true, uids: [added[2].uid])
        read = try matrix(store, today: today)
        #expect(read.inbox.isEmpty && read.inboxTotal == 0)
        #expect(place(of: added[3].uid, in: read) == .eliminate)
        #expect(place(of: added[0].uid, in: read) == .delegate)
        // A flag taken away again does not send it back: it was placed.
        try store.setUrgent(false, uids: [added[0].uid])
        #expect(try matrix(store, today: today).inboxTotal == 0)
        // Reopened, the done one was never placed: back in the inbox.
        try store.setDone(false, uids: [added[2].uid])
        #expect(try matrix(store, today: today).inbox.map(\.title) == ["Also unsorted"])
    }

    @Test func aStepIsNeverInTheInbox() throws {
        let store = try makeStore()
        let parent = try store.add([TaskEdit(title: "Move house", important: true)], at: .top).items[0]
        var step = TaskEdit(title: "Pack books")
        step.parent = .some(parent.uid)
        let added = try store.add([step], at: .bottom).items[0]
        #expect(!added.isTriaged && !added.isInInbox)
        let read = try matrix(store, today: LocalDate(iso: "2026-11-22")!)
        #expect(read.inboxTotal == 0)
        #expect(place(of: added.uid, in: read) == .eliminate)
        #expect(read.totals[.eliminate] == 1)
    }

    @Test func anUpgradeLeavesEveryTaskPlaced() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        try oldDatabase(at: path, upTo: "v28-sync-links", titles: ["Book the hall", "Pay rent", "Buy milk"])
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        #expect(try store.items(.all).allSatisfy(\.isTriaged))
        let read = try matrix(store, today: LocalDate(iso: "2026-11-22")!)
        #expect(read.inboxTotal == 0 && read.totals[.eliminate] == 2)
    }

    /// Tasks of every kind: open and done, each pair of flags, due from overdue to later or undated,
    /// placed or not, steps, starts to come.
    func makeMixedStore() throws -> TaskStore {
        let store = try makeStore()
        let keys = try OrderKey.keys(count: 120, between: nil, nil)
        let deadlines = [nil, "2026-11-10", "2026-11-22", "2026-11-24", "2026-11-25", "2026-12-20"]
        try store.change { writer in
            var items: [TodoItem] = []
            for index in 0..<120 {
                var item = TodoItem(
                    uid: "uid-\(index)", title: "Task \(index)", isDone: index % 7 == 0,
                    isImportant: index % 2 == 0, isUrgent: index % 3 == 0, createdAt: testNow)
                item.deadline = deadlines[index % deadlines.count].flatMap(LocalDate.init(iso:))
                if index % 5 == 0 { item.isTriaged = true }
                if index % 11 == 0 { item.parentUID = "uid-1" }
                if index % 13 == 0 { item.start = LocalDate(iso: "2026-12-01") }
                item.orderKey = keys[index]
                items.append(item)
            }
            try writer.insertAll(items)
        }
        return store
    }

    @Test func theTotalsMatchTheRowsTheyCount() throws {
        let store = try makeMixedStore()
        let today = LocalDate(iso: "2026-11-22")!
        let moment = LocalMoment(startOf: today)
        for includeDone in [false, true] {
            for hidesStarts in [false, true] {
                var filter = TaskFilter(includeDone: includeDone)
                if hidesStarts { filter.startedBy = moment }
                let read = try store.readMatrix(
                    filter, urgentThrough: Self.rule.lastUrgentDay(today: today), limits: [:], inboxLimit: 500
                )
                let rows = try store.items(filter)
                let inbox = rows.filter(\.isInInbox)
                #expect(read.inbox == inbox && read.inboxTotal == inbox.count)
                for quadrant in Quadrant.allCases {
                    let expected = rows.filter {
                        !$0.isInInbox && Self.rule.quadrant(of: $0, today: today) == quadrant
                    }
                    #expect(read.quadrants[quadrant] == expected, "\(quadrant) \(includeDone) \(hidesStarts)")
                    #expect(
                        read.totals[quadrant] == expected.count, "\(quadrant) \(includeDone) \(hidesStarts)")
                }
            }
        }
        // A search counts the rows themselves, and agrees too.
        var searched = TaskFilter.open
        searched.text = "1"
        let read = try store.readMatrix(
            searched, urgentThrough: Self.rule.lastUrgentDay(today: today), limits: [:], inboxLimit: 500)
        let rows = try store.items(searched)
        for quadrant in Quadrant.allCases {
            let expected = rows.filter {
                !$0.isInInbox && Self.rule.quadrant(of: $0, today: today) == quadrant
            }
            #expect(read.totals[quadrant] == expected.count)
        }
        // The generic filter says the same, through its conditions alone.
        for quadrant in Quadrant.allCases {
            var filter = TaskFilter.open
            filter.quadrant = quadrant
            filter.urgentThrough = Self.rule.lastUrgentDay(today: today)
            filter.triage = .placed
            #expect(try store.count(filter) == total(of: quadrant, store, today))
        }
    }

    private func total(of quadrant: Quadrant, _ store: TaskStore, _ today: LocalDate) throws -> Int {
        try matrix(store, today: today).totals[quadrant] ?? -1
    }

    @Test func theMatrixIsReadFromItsIndexesWithoutSortingAQuadrant() throws {
        let store = try makeMixedStore()
        var filter = TaskFilter.open
        filter.startedBy = LocalMoment(startOf: LocalDate(iso: "2026-11-22")!)
        let through = LocalDate(iso: "2026-11-24")!
        for quadrant in Quadrant.allCases {
            let (sql, arguments) = TaskStore.quadrantWindow(
                quadrant, filter, urgentThrough: through, limit: 60)
            let plan = try store.queue.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map {
                    $0["detail"] as String
                }
            }
            #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(quadrant): \(plan)")
            #expect(plan.contains { $0.contains("task_quadrant_order") }, "\(quadrant): \(plan)")
        }
        var counted = TaskFilter.open
        counted.foldsDoneOccurrences = true
        let nearPlan = try store.queue.read { db in
            try Row.fetchAll(
                db,
                sql: "EXPLAIN QUERY PLAN SELECT count(*) FROM task INDEXED BY task_near_deadline WHERE "
                    + "isUrgent = 0 AND isDone = 0 AND deadline IS NOT NULL AND deadline <= ?"
                    + " AND NOT (isTriaged = 0 AND parentUID IS NULL AND isImportant = 0) AND isImportant = ?"
                    + TaskFilter.open.andClause,
                arguments: [through.iso, true]
            ).map { $0["detail"] as String }
        }
        #expect(nearPlan.contains { $0.contains("COVERING INDEX task_near_deadline") }, "\(nearPlan)")
        var inbox = TaskFilter.open
        inbox.triage = .inbox
        inbox.startedBy = filter.startedBy
        let (condition, arguments) = inbox.whereClause
        let inboxPlan = try store.queue.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "EXPLAIN QUERY PLAN SELECT \(TodoItem.selection) FROM task INDEXED BY task_inbox \(condition)"
                    + " ORDER BY orderKey, uid LIMIT 200", arguments: arguments
            ).map { $0["detail"] as String }
        }
        #expect(inboxPlan.contains { $0.contains("task_inbox") }, "\(inboxPlan)")
        #expect(!inboxPlan.contains { $0.contains("TEMP B-TREE") }, "\(inboxPlan)")
        let countPlan = try store.queue.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT count(*) FROM task INDEXED BY task_inbox \(condition)",
                arguments: arguments
            ).map { $0["detail"] as String }
        }
        #expect(countPlan.contains { $0.contains("COVERING INDEX task_inbox") }, "\(countPlan)")
    }
}
