import Foundation
import GRDB
import GRDBSQLite

/// The search used by `/`: case- and accent-insensitive substring match, for any script.
enum TextSearch {
    /// Registers `ike_contains(haystack, needle)` on `db`; SQLite's own LIKE folds ASCII only.
    ///
    /// Registered through SQLite's C API and read as raw UTF-8, because search as you type calls it for
    /// every task on every key: GRDB's function wrapper made a Swift string and a value array per row
    /// (about a microsecond a task, 170 ms a key at 100k tasks).
    static func register(on db: Database) throws {
        let code = sqlite3_create_function_v2(
            db.sqliteConnection, "ike_contains", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, count, arguments in
                guard count == 2, let arguments, let haystack = arguments[0], let needle = arguments[1] else {
                    sqlite3_result_int(context, 0)
                    return
                }
                let found = TextSearch.contains(
                    utf8: TextSearch.bytes(haystack), needle: TextSearch.bytes(needle))
                sqlite3_result_int(context, found ? 1 : 0)
            }, nil, nil, nil)
        guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
    }

    /// The text of a SQL value as UTF-8 bytes (empty for NULL), valid until the function returns.
    private static func bytes(_ value: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        let count = Int(sqlite3_value_bytes(value))
        guard let text = sqlite3_value_text(value), count > 0 else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return UnsafeBufferPointer(start: text, count: count)
    }

    /// `contains` on UTF-8 bytes: ASCII needles never leave the bytes; others go through Foundation.
    static func contains(
        utf8 haystack: UnsafeBufferPointer<UInt8>, needle: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        if needle.isEmpty { return true }
        if let pattern = ASCIISearch.needle(needle), let found = ASCIISearch.contains(utf8: haystack, pattern)
        {
            return found
        }
        return foundationContains(
            String(decoding: haystack, as: UTF8.self), String(decoding: needle, as: UTF8.self))
    }

    /// Whether `needle` occurs in `haystack`, ignoring case and accents.
    static func contains(_ haystack: String, _ needle: String) -> Bool {
        var haystack = haystack
        var needle = needle
        return haystack.withUTF8 { text in needle.withUTF8 { contains(utf8: text, needle: $0) } }
    }

    /// The reference answer, which the fast path must agree with.
    static func foundationContains(_ haystack: String, _ needle: String) -> Bool {
        haystack.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
