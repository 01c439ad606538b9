import GRDB

/// Migration v25: what the app remembers between runs of one database (issue 32: hide-done), a value
/// under a name; each database its own, as each is its own list.
enum PreferenceSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(sql: "CREATE TABLE app_preference (name TEXT PRIMARY KEY, value TEXT NOT NULL)")
    }
}
