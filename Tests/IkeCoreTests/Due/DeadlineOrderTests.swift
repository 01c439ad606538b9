import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// `TaskOrder.deadline` with times: on one day the timed deadlines by time, then the date-only ones, ties
/// in list order, tasks without a deadline last; the same in positions, windows, the goals screen's months
/// and `ike due`, and read from the `task_deadline_order` index.
@Suite("Deadlines with a time: the deadline order")
struct DeadlineOrderTests {
    /// Title, deadline, time, done; added in this (list) order.
    static let rows: [(String, String?, String?, Bool)] = [
        ("Friday", "2026-11-27", nil, false),
        ("Someday", nil, nil, false),
        ("Friday 15:00", "2026-11-27", "15:00", false),
        ("Thursday", "2026-11-26", nil, false),
        ("Friday 9:00", "2026-11-27", "9:00", false),
        ("Friday 15:00, done", "2026-11-27", "15:00", true),
        ("Friday again", "2026-11-27", nil, false),
        ("December 1st 8:00", "2026-12-01", "8:00", false),
        ("Someday, done", nil, nil, true),
        ("Friday 0:00", "2026-11-27", "0:00", false),
        ("Friday 23:59", "2026-11-27", "23:59", false),
        ("Thursday 23:59", "2026-11-26", "23:59", false),
    ]

    /// Every task by deadline alone, done and open together: the goals screen's months.
    static let byDeadline = [
        "Thursday 23:59", "Thursday", "Friday 0:00", "Friday 9:00", "Friday 15:00", "Friday 15:00, done",
        "Friday 23:59", "Friday", "Friday again", "December 1st 8:00", "Someday", "Someday, done",
    ]

    /// Every task in the deadline order: the open ones, then the done ones (issue 32, bug 11: a task done
    /// last week came before everything still to do).
    static let ordered =
        byDeadline.filter { !$0.hasSuffix(", done") } + byDeadline.filter { $0.hasSuffix(", done") }

    static func seeded(_ store: TaskStore) throws -> TaskStore {
        for (title, deadline, time, done) in rows {
            _ = try store.create(
                TaskEdit(
                    title: title, deadline: deadline.flatMap(LocalDate.init(iso:)),
                    deadlineTime: time.flatMap(TimeOfDay.init(text:)), done: done),
                at: .bottom)
        }
        return store
    }

    static func seeded() throws -> TaskStore { try seeded(try makeStore()) }

    @Test func timedBeforeDateOnlyByTimeThenListOrderUndatedLast() throws {
        let store = try Self.seeded()
        #expect(try store.items(.all, order: .deadline).map(\.title) == Self.ordered)
        var visited: [String] = []
        try store.forEachItem(.open, order: .deadline) { visited.append($0.title) }
        #expect(visited == Self.ordered.filter { !$0.hasSuffix(", done") })
        // The list order itself is untouched.
        #expect(try store.items().map(\.title) == Self.rows.map(\.0))
    }

    /// Each window of the order is the same slice of the whole order, wherever it starts.
    @Test func windowsAreSlicesOfTheOrder() throws {
        let store = try Self.seeded()
        for offset in 0..<Self.ordered.count {
            for limit in [1, 3, 5] {
                let window = try store.items(.all, order: .deadline, limit: limit, offset: offset)
                #expect(
                    window.map(\.title)
                        == Array(Self.ordered[offset..<min(offset + limit, Self.ordered.count)]),
                    "\(offset) \(limit)")
            }
        }
    }

    /// The position the row-value count gives each task is where the ordered rows put it, whatever the
    /// filter; a task the filter leaves out has none.
    @Test func positionsAgreeWithTheOrder() throws {
        let store = try Self.seeded()
        let filters = [
            TaskFilter.all, .open, .done, TaskFilter(text: "Friday"), TaskFilter(text: "23:59"),
            TaskFilter(due: DueFilter([.thisWeek], today: LocalDate(iso: "2026-11-27")!)),
            TaskFilter(due: DueFilter([.overdue], now: Self.moment("2026-11-27", "15:01"))),
        ]
        for filter in filters {
            let rows = try store.items(filter, order: .deadline)
            for (index, item) in rows.enumerated() {
                #expect(
                    try store.index(ofUID: item.uid, in: filter, order: .deadline) == index,
                    "\(filter) \(item.title)")
            }
            let left = try store.items().filter { item in !rows.contains { $0.uid == item.uid } }
            for item in left {
                #expect(try store.index(ofUID: item.uid, in: filter, order: .deadline) == nil)
            }
        }
    }

    @Test func theGoalsMonthsKeepTheOrder() throws {
        let store = try Self.seeded()
        let groups = try store.monthGroups()
        #expect(groups.map { $0.month.map { "\($0.year)-\($0.month)" } } == ["2026-11", "2026-12", nil])
        #expect(groups.flatMap { $0.items.map(\.title) } == Self.byDeadline)
        #expect(
            try store.monthGroups(.open).flatMap { $0.items.map(\.title) }
                == Self.byDeadline.filter {
                    !$0.hasSuffix(", done")
                })
    }

    /// `ike due` orders one day the same way by other means (in Swift, over the rows of a day).
    @Test func theOrderIsDuesOrder() throws {
        let store = try Self.seeded()
        let now = Self.moment("2026-11-23", "8:00")
        let due = try store.dueItems(within: .week, schedule: DueSchedule(), now: now)
        let sorted = try store.items(.open, order: .deadline).filter {
            $0.deadline.map { $0 <= LocalDate(iso: "2026-11-29")! } ?? false
        }
        #expect(due.map(\.title) == sorted.map(\.title))
        #expect(due.count == 8)
    }

    /// SQLite reads the whole order from `task_open_deadline_order` (led by `isDone`) instead of sorting
    /// every task: the index's expressions and `TaskOrder.deadline.sql` agree term by term.
    @Test(arguments: [(TaskFilter.all, "task_open_deadline_order"), (.open, "task_open_deadline_order")])
    func theOrderIsReadFromItsIndex(filter: TaskFilter, index: String) throws {
        let plan = try windowQueryPlan(try Self.seeded(), filter: filter, order: .deadline)
        #expect(plan.contains { $0.contains("USING INDEX \(index)") }, "\(plan)")
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }

    /// A database from before v13 gets the index, and its timed deadlines take their places.
    @Test func aDatabaseBeforeV13IsOrderedByTime() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        _ = try unmigratedTask(at: path, upTo: "v12-deadline-time")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO task (uid, title, deadline, deadlineTime, orderKey, createdAt, updatedAt)
                    VALUES ('evening', 'Evening', '2026-11-30', 1200, 'b0', 1795338000000, 1795338000000),
                        ('morning', 'Morning', '2026-11-30', 480, 'c0', 1795338000000, 1795338000000)
                    """)
        }
        try queue.close()
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        #expect(try store.items(.all, order: .deadline).map(\.title) == ["Morning", "Evening", "Kept"])
        let indexes = try store.queue.read {
            try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'index'")
        }
        #expect(indexes.contains("task_deadline_order") && indexes.contains("task_deadline"))
    }

    static func moment(_ date: String, _ time: String) -> LocalMoment {
        LocalMoment(date: LocalDate(iso: date)!, time: TimeOfDay(text: time)!)
    }
}
