import Foundation
import GRDB
import GRDBSQLite

/// The search used by `/`: case- and accent-insensitive substring match, for any script.
enum TextSearch {
    /// Registers `ike_contains(haystack, needle)` on `db`; SQLite's own LIKE folds ASCII only.
    ///
    /// Registered through SQLite's C API and read as raw UTF-8, because search as you type calls it for
    /// every task on every key: GRDB's function wrapper made a Swift string and a value array per row
    /// (about a microsecond a task, 170 ms a key at 100k tasks). The needle is prepared once per statement
    /// and kept by SQLite beside its argument (`TextSearchNeedle`).
    static func register(on db: Database) throws {
        let code = sqlite3_create_function_v2(
            db.sqliteConnection, "ike_contains", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, count, arguments in
                guard count == 2, let arguments, let haystack = arguments[0], let needle = arguments[1] else {
                    sqlite3_result_int(context, 0)
                    return
                }
                let found = TextSearch.needle(needle, of: context).isFound(in: TextSearch.bytes(haystack))
                sqlite3_result_int(context, found ? 1 : 0)
            }, nil, nil, nil)
        guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
    }

    /// The prepared needle of the call `context`: the one SQLite kept for the statement, else a new one
    /// it is given to keep (it releases it when the statement ends or the bound value changes).
    private static func needle(_ value: OpaquePointer, of context: OpaquePointer?) -> TextSearchNeedle {
        if let kept = sqlite3_get_auxdata(context, 1) {
            return Unmanaged<TextSearchNeedle>.fromOpaque(kept).takeUnretainedValue()
        }
        let needle = TextSearchNeedle(utf8: bytes(value))
        sqlite3_set_auxdata(context, 1, Unmanaged.passRetained(needle).toOpaque()) { kept in
            if let kept { Unmanaged<TextSearchNeedle>.fromOpaque(kept).release() }
        }
        return needle
    }

    /// The text of a SQL value as UTF-8 bytes (empty for NULL), valid until the function returns.
    private static func bytes(_ value: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        let count = Int(sqlite3_value_bytes(value))
        guard let text = sqlite3_value_text(value), count > 0 else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return UnsafeBufferPointer(start: text, count: count)
    }

    /// Whether `needle` occurs in `haystack`, ignoring case and accents.
    static func contains(_ haystack: String, _ needle: String) -> Bool {
        var haystack = haystack
        var needle = needle
        return haystack.withUTF8 { text in
            needle.withUTF8 { TextSearchNeedle(utf8: $0).isFound(in: text) }
        }
    }

    /// The reference answer, which the fast path must agree with.
    static func foundationContains(_ haystack: String, _ needle: String) -> Bool {
        haystack.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
