import GRDB

/// Writes tasks' tags inside a write transaction: one `tag` row per tag (made on first use, spelled as
/// first seen) and one `task_tag` link per task and tag. The triggers of migration `v5-tags` keep each
/// tag's open and done counts and delete a tag once its last link goes.
struct TagWriter {
    private let db: Database
    /// Tag ids by key, so a bulk import of 100k tagged tasks looks each of its few tags up once.
    private var ids: [String: Int64] = [:]
    private var linkStatement: RawStatement?

    init(db: Database) {
        self.db = db
    }

    /// Links `taskID` to each of `tags`, making the tags it does not find.
    mutating func link(_ tags: TagSet, to taskID: Int64) throws {
        guard !tags.isEmpty else { return }
        // Through SQLite's C API, as the import's inserts: GRDB's per-call argument handling would cost
        // more than the insert itself for 100k tasks' links.
        var statement =
            try linkStatement ?? RawStatement(db, sql: "INSERT INTO task_tag (taskId, tagId) VALUES (?, ?)")
        for tag in tags {
            statement.bind(taskID)
            statement.bind(try id(of: tag))
            try statement.run()
        }
        linkStatement = statement
    }

    /// Removes the links from `taskID` to `tags`.
    mutating func unlink(_ tags: TagSet, from taskID: Int64) throws {
        guard !tags.isEmpty else { return }
        for tag in tags {
            try db.execute(
                sql: "DELETE FROM task_tag WHERE taskId = ? AND tagId = (SELECT id FROM tag WHERE key = ?)",
                arguments: [taskID, tag.key])
        }
        // A tag whose last link went is gone, and SQLite may give its id to the next new tag.
        ids.removeAll()
    }

    /// Changes the links of `taskID` from `old` to `new`, writing only the difference.
    mutating func replace(_ old: TagSet, with new: TagSet, for taskID: Int64) throws {
        try unlink(old.subtracting(new), from: taskID)
        try link(new.subtracting(old), to: taskID)
    }

    /// Makes `tags` the tags of `taskID`, whatever it had.
    mutating func set(_ tags: TagSet, for taskID: Int64) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT tag.name, tag.key FROM task_tag JOIN tag ON tag.id = task_tag.tagId
                WHERE task_tag.taskId = ?
                """, arguments: [taskID])
        try replace(TagSet(rows.map { Tag(stored: $0[0], key: $0[1]) }), with: tags, for: taskID)
    }

    /// The id of the stored tag equal to `tag` without case, inserting `tag` when there is none.
    private mutating func id(of tag: Tag) throws -> Int64 {
        if let id = ids[tag.key] { return id }
        let id: Int64
        if let existing = try Int64.fetchOne(
            db, sql: "SELECT id FROM tag WHERE key = ?", arguments: [tag.key])
        {
            id = existing
        } else {
            try db.execute(sql: "INSERT INTO tag (name, key) VALUES (?, ?)", arguments: [tag.name, tag.key])
            id = db.lastInsertedRowID
        }
        ids[tag.key] = id
        return id
    }
}
