import GRDB

/// The statements that read rows of the tree for a `TreeReader`: a run of rows from a path on, or a
/// window by its offset from the top.
enum TreeWindow {
    private static let depthPlace = TaskColumn.allCases.count

    /// The row of a statement selecting `TodoItem.selection` then `tt.treeDepth` (then anything).
    static func treeRow(_ row: Row) throws -> TreeRow {
        TreeRow(item: try TodoItem(row: row), depth: row[depthPlace])
    }

    /// Up to `limit` rows shown with nothing folded from `path` on (or back from it), each with its path:
    /// the reader skips what collapsed parents fold away.
    static func rows(
        of reader: TreeReader, from path: String, inclusive: Bool, backward: Bool, limit: Int
    ) throws -> [(TreeRow, String)] {
        let bound = backward ? (inclusive ? "<=" : "<") : (inclusive ? ">=" : ">")
        let shown = reader.shown.map { " AND " + $0.sql } ?? ""
        // Cursors read to their end before the function returns, so the cached statements are free again.
        let rows = try Row.fetchCursor(
            reader.db.cachedStatement(
                sql: """
                    SELECT \(TodoItem.selection), tt.treeDepth, tt.treePath FROM task_tree AS tt
                    CROSS JOIN task ON task.id = tt.taskId WHERE tt.treePath \(bound) ?\(shown)
                    ORDER BY tt.treePath\(backward ? " DESC" : "") LIMIT ?
                    """), arguments: [path] + (reader.shown?.arguments ?? []) + [limit])
        // A cursor's rows are read in place; fetching them all first would copy every column.
        var read: [(TreeRow, String)] = []
        while let row = try rows.next() {
            read.append((try treeRow(row), row[depthPlace + 1]))
        }
        return read
    }

    /// The window `limit` rows long `offset` rows from the top, collapsed parents' steps left out. At the
    /// top, or when a filter reads each row anyway, in one join; lower down without a filter, the window
    /// is found in the path index alone and only its rows are read.
    static func rows(of reader: TreeReader, limit: Int, offset: Int) throws -> [TreeRow] {
        var conditions: [String] = []
        var arguments = StatementArguments()
        if let shown = reader.shown {
            conditions.append(shown.sql)
            arguments += shown.arguments
        }
        if reader.folding { conditions.append("NOT \(TaskTreeIndex.folded)") }
        let condition = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let sql =
            reader.shown != nil || offset == 0
            ? """
            SELECT \(TodoItem.selection), tt.treeDepth FROM task_tree AS tt
            CROSS JOIN task ON task.id = tt.taskId \(condition) ORDER BY tt.treePath LIMIT ? OFFSET ?
            """
            : """
            SELECT \(TodoItem.selection), tt.treeDepth FROM (
                SELECT taskId, treePath, treeDepth FROM task_tree AS tt
                \(condition) ORDER BY tt.treePath LIMIT ? OFFSET ?
            ) AS tt CROSS JOIN task ON task.id = tt.taskId ORDER BY tt.treePath
            """
        let rows = try Row.fetchCursor(
            reader.db.cachedStatement(sql: sql), arguments: arguments + [limit, offset])
        var read: [TreeRow] = []
        while let row = try rows.next() {
            read.append(try treeRow(row))
        }
        return read
    }
}
