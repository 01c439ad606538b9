import GRDB
import GRDBSQLite

/// One prepared statement run many times through SQLite's C API: GRDB's `execute(arguments:)` spends about
/// 15 µs a row boxing arguments and notifying observers, which made inserting 100k imported tasks take
/// 2 s. Used only inside a transaction GRDB opened, for statements nobody observes.
package struct RawStatement {
    private let statement: Statement
    private let handle: OpaquePointer
    private var index: Int32 = 0

    /// SQLite copies text bound with this destructor before `bind` returns.
    private static let transient = unsafeBitCast(
        OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

    package init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
        handle = statement.sqliteStatement
    }

    /// Binds the next parameter to `text`.
    package mutating func bind(_ text: String) {
        index += 1
        var text = text
        let position = index
        text.withUTF8 { utf8 in
            if let base = utf8.baseAddress {
                base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                    _ = sqlite3_bind_text(handle, position, $0, Int32(utf8.count), Self.transient)
                }
            } else {
                _ = sqlite3_bind_text(handle, position, "", 0, Self.transient)
            }
        }
    }

    /// Binds the next parameter to `text`, or NULL.
    package mutating func bind(_ text: String?) {
        guard let text else { return bindNull() }
        bind(text)
    }

    /// Binds the next parameter to an integer, or NULL.
    package mutating func bind(_ value: Int64?) {
        guard let value else { return bindNull() }
        index += 1
        sqlite3_bind_int64(handle, index, value)
    }

    /// Binds the next parameter to 0 or 1.
    package mutating func bind(_ value: Bool) {
        bind(Int64(value ? 1 : 0))
    }

    private mutating func bindNull() {
        index += 1
        sqlite3_bind_null(handle, index)
    }

    /// Runs the statement with the values bound since the last run, then readies it for the next.
    package mutating func run() throws {
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        index = 0
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(handle)))
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
    }
}
