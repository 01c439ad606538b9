import GRDB

@testable import IkeCore

/// What SQLite's query planner says it does for a window of 60 of the tasks `filter` keeps in `order` (one
/// line per step), for the tests that check an order is read from its index instead of sorted.
func windowQueryPlan(_ store: TaskStore, filter: TaskFilter, order: TaskOrder) throws -> [String] {
    let (condition, arguments) = filter.whereClause
    return try store.queue.read { db in
        try Row.fetchAll(
            db,
            sql: """
                EXPLAIN QUERY PLAN SELECT \(TodoItem.selection) FROM task \(condition)
                ORDER BY \(order.sql) LIMIT 60 OFFSET 10
                """, arguments: arguments
        ).map { $0["detail"] as String }
    }
}
