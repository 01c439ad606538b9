import GRDB

/// Inserts many rows with multi-row `INSERT … VALUES (…), (…)` statements: one row a statement spent about
/// as long in SQLite's per-statement work as in the inserts (the tag links and originals of a 100k-task
/// import). The full-size statement is prepared once and reused; the last, shorter one is its own.
package enum BatchedInsert {
    /// Inserts `rows` into `columns` of `table`, `rowsPerStatement` at a time, `bind` binding one row's values
    /// in column order.
    package static func run<Row>(
        _ db: Database, into table: String, columns: [String], rowsPerStatement: Int, rows: [Row],
        bind: (inout RawStatement, Row) -> Void
    ) throws {
        let placeholders = "(" + repeatElement("?", count: columns.count).joined(separator: ", ") + ")"
        func statement(rows: Int) throws -> RawStatement {
            try RawStatement(
                db,
                sql: "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
                    + repeatElement(placeholders, count: rows).joined(separator: ", "))
        }
        var full: RawStatement?
        var start = 0
        while start < rows.count {
            let count = min(rowsPerStatement, rows.count - start)
            var insert =
                try count == rowsPerStatement ? full ?? statement(rows: count) : statement(rows: count)
            for row in rows[start..<start + count] { bind(&insert, row) }
            try insert.run()
            if count == rowsPerStatement { full = insert }
            start += count
        }
    }
}
