import Foundation
import GRDB
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Filters against a store: what each term keeps, negation keeping what has no value, and which terms
/// SQLite reads from an index (`FilterTerm.usesIndex`, Docs/Filters.md's table).
@Suite("Filters in the store")
struct FilterStoreTests {
    static let today = LocalDate(iso: "2026-11-26")!

    /// Six tasks, each standing out in a few fields.
    static func store() throws -> TaskStore {
        let store = try makeStore()
        let created = Date(timeIntervalSince1970: 1_795_000_000)
        func item(_ title: String, _ change: (inout TodoItem) -> Void = { _ in }) -> TodoItem {
            var item = TodoItem(uid: "uid-" + title, title: title, createdAt: created)
            change(&item)
            return item
        }
        try store.change { writer in
            try writer.insertAll([
                item("Pay rent") {
                    $0.deadline = LocalDate(iso: "2026-11-30")
                    $0.tags = [try! Tag("bills")]
                    $0.isImportant = true
                },
                item("Write report") {
                    $0.estimate = 90
                    $0.notes = "Quarterly numbers"
                    $0.tags = [try! Tag("work")]
                },
                item("Call mom") {
                    $0.deadline = LocalDate(iso: "2026-11-26")
                    $0.isUrgent = true
                    $0.setStatus(.done, at: created)
                },
                item("Book the hall") {
                    $0.deadline = LocalDate(iso: "2026-12-20")
                    $0.setStatus(.cancelled, at: created)
                },
                item("Water the plants") {
                    $0.deadline = LocalDate(iso: "2026-11-27")
                    $0.repeats = .rule(RecurrenceRule(.weekly)!)
                    $0.estimate = 10
                },
                item("Sort desktop icons"),
            ])
        }
        return store
    }

    static func titles(_ store: TaskStore, _ text: String) throws -> [String] {
        var filter = TaskFilter()
        filter.expression = try FilterParser.parse(text)
        filter.expressionToday = today
        return try store.items(filter).map(\.title)
    }

    @Test(arguments: [
        ("rent", ["Pay rent"]),
        ("quarterly", ["Write report"]),
        ("#work", ["Write report"]),
        ("-#work", ["Pay rent", "Call mom", "Book the hall", "Water the plants", "Sort desktop icons"]),
        ("done", ["Call mom", "Book the hall"]),
        ("cancelled", ["Book the hall"]),
        ("open", ["Pay rent", "Write report", "Water the plants", "Sort desktop icons"]),
        ("important", ["Pay rent"]),
        ("urgent", ["Call mom"]),
        ("repeat", ["Water the plants"]),
        ("q:do", []),
        ("q:schedule", ["Pay rent"]),
        ("has:notes", ["Write report"]),
        ("has:tags", ["Pay rent", "Write report"]),
        ("has:est", ["Write report", "Water the plants"]),
        ("due:today", ["Call mom"]),
        ("due<7d", ["Pay rent", "Call mom", "Water the plants"]),
        ("due<=fri", ["Call mom", "Water the plants"]),
        ("due>2026-12-01", ["Book the hall"]),
        ("due:none", ["Write report", "Sort desktop icons"]),
        ("-due<7d -done", ["Write report", "Sort desktop icons"]),
        ("est>30m", ["Write report"]),
        ("-est>30m", ["Pay rent", "Call mom", "Book the hall", "Water the plants", "Sort desktop icons"]),
        ("(rent or mom) -done", ["Pay rent"]),
        ("#bills or #work", ["Pay rent", "Write report"]),
        ("due<7d -(urgent or repeat)", ["Pay rent"]),
    ])
    func eachTermKeepsWhatItSays(_ text: String, _ expected: [String]) throws {
        #expect(try Self.titles(try Self.store(), text) == expected, "\(text)")
    }

    /// The terms Docs/Filters.md says an index answers are an index search in SQLite's plan; the others
    /// read every task. ike keeps no statistics (no ANALYZE), so the plan is the same at 100k tasks as at
    /// these few: what is checked is the shape, not the size.
    @Test(arguments: FilterTerm.examples)
    func theTermsAnIndexAnswersAreIndexSearches(_ term: FilterTerm) throws {
        let store = try Self.store()
        var filter = TaskFilter()
        filter.expression = .term(term)
        filter.expressionToday = Self.today
        let (condition, arguments) = filter.whereClause
        let plan = try store.queue.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT id FROM task \(condition)", arguments: arguments
            ).map { $0["detail"] as String }
        }
        let readsEveryTask = plan.contains { $0.hasPrefix("SCAN task") && !$0.contains("INDEX") }
        #expect(readsEveryTask != term.usesIndex, "\(term): \(plan)")
    }
}
