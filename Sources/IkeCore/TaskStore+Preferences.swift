import Foundation
import GRDB

/// Something the app remembers between runs of a database (`app_preference`, migration v25).
public enum RememberedPreference: String, CaseIterable, Sendable {
    /// Whether done tasks are hidden (`1` or `0`).
    case hideDone = "hide-done"
    /// The pairing of collections under which the last sync left every task in its home collection, or
    /// empty when the next sync has to look (IkeSync's `SyncHomeCheck`).
    case syncHomesChecked = "sync-homes-checked"
}

extension TaskStore {
    /// The value remembered for `preference`, if any (none in a database from before v25).
    public func remembered(_ preference: RememberedPreference) throws -> String? {
        try read { db in
            guard try db.tableExists("app_preference") else { return nil }
            return try String.fetchOne(
                cached: db, sql: "SELECT value FROM app_preference WHERE name = ?",
                arguments: [preference.rawValue])
        }
    }

    /// Remembers `value` for `preference`: no task changes, nothing to sync or undo.
    public func remember(_ preference: RememberedPreference, _ value: String) throws {
        try syncWrite { db in
            try db.execute(
                sql: """
                    INSERT INTO app_preference (name, value) VALUES (?, ?)
                    ON CONFLICT(name) DO UPDATE SET value = excluded.value
                    """, arguments: [preference.rawValue, value])
        }
    }
}
