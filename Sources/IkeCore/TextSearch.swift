import Foundation
import GRDB

/// The search used by `/`: case- and accent-insensitive substring match, for any script.
enum TextSearch {
    /// `ike_contains(haystack, needle)` for SQL; SQLite's own LIKE folds ASCII only.
    static let containsFunction = DatabaseFunction("ike_contains", argumentCount: 2, pure: true) { values in
        guard let haystack = String.fromDatabaseValue(values[0]),
            let needle = String.fromDatabaseValue(values[1])
        else { return false }
        return contains(haystack, needle)
    }

    /// Whether `needle` occurs in `haystack`, ignoring case and accents.
    static func contains(_ haystack: String, _ needle: String) -> Bool {
        if needle.isEmpty { return true }
        return haystack.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
