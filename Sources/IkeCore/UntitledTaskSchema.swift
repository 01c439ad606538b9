import GRDB

/// Lets a task have an empty title: a VTODO without SUMMARY (RFC 5545 makes it optional) is such a task,
/// shown as “(no title)” (`TodoItem.shownTitle`) and written back without one (Docs/Decisions.md,
/// 2026-11-25). A person still cannot make one: every way to add or retitle a task refuses an empty title.
///
/// The first migration's `CHECK (length(trim(title)) > 0)` is taken out of the table's definition in place,
/// as SQLite documents for removing a CHECK constraint (lang_altertable.html, "Making Other Kinds Of
/// Table Schema Changes"): rebuilding the table would copy every task and recreate its indexes and the
/// tally, tag and sync triggers, for a constraint that existing rows all satisfy anyway.
enum UntitledTaskSchema {
    /// The column as the first migration wrote it, and as it is afterwards.
    static let checkedColumn = "title TEXT NOT NULL CHECK (length(trim(title)) > 0)"
    static let column = "title TEXT NOT NULL"

    @Sendable static func migrate(_ db: Database) throws {
        guard
            let sql = try String.fetchOne(
                cached: db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'task'"),
            sql.contains(checkedColumn)
        else { return }
        let version = try Int.fetchOne(cached: db, sql: "PRAGMA schema_version") ?? 0
        try db.execute(sql: "PRAGMA writable_schema = ON")
        try db.execute(
            sql: "UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = 'task'",
            arguments: [sql.replacingOccurrences(of: checkedColumn, with: column)])
        // A new schema version makes every connection read the changed definition.
        try db.execute(sql: "PRAGMA schema_version = \(version + 1)")
        try db.execute(sql: "PRAGMA writable_schema = OFF")
    }
}
