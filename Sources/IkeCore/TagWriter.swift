import GRDB

/// Writes tasks' tags inside a write transaction: one `tag` row per tag (made on first use, spelled as
/// first seen) and one `task_tag` link per task and tag. The triggers of migration `v5-tags` keep each
/// tag's open and done counts and delete a tag once its last link goes.
package struct TagWriter {
    private let db: Database
    /// Stored tags and their ids by key, so a bulk import of 100k tagged tasks looks each of its few tags
    /// up once.
    private var stored: [String: (id: Int64, tag: Tag)] = [:]
    private var linkStatement: RawStatement?
    /// Links (task id, tag id) waiting for `writeDeferredLinks()`.
    private var deferred: [(Int64, Int64)] = []

    package init(db: Database) {
        self.db = db
    }

    /// Links `taskID` to each of `tags`, making the tags it does not find; returns them spelled as stored
    /// (a tag already in use keeps its first spelling).
    @discardableResult
    package mutating func link(_ tags: TagSet, to taskID: Int64) throws -> TagSet {
        guard !tags.isEmpty else { return tags }
        // Through SQLite's C API, as the import's inserts: GRDB's per-call argument handling would cost
        // more than the insert itself for 100k tasks' links.
        var statement =
            try linkStatement ?? RawStatement(db, sql: "INSERT INTO task_tag (taskId, tagId) VALUES (?, ?)")
        // Respelled only when a stored spelling differs: an import of 100k tasks discards the result, and
        // building a set per task was an allocation each.
        var respelled: TagSet?
        for tag in tags {
            let (id, storedTag) = try self.stored(tag)
            statement.bind(taskID)
            statement.bind(id)
            try statement.run()
            if storedTag.name != tag.name {
                respelled = respelled ?? tags
                respelled?.remove(tag)
                respelled?.insert(storedTag)
            }
        }
        linkStatement = statement
        return respelled ?? tags
    }

    /// Links `taskID` to each of `tags` at the next `writeDeferredLinks()`, for a bulk insert of new tasks
    /// whose triggers are suspended (`TriggerSuspension`), so no count waits on the links.
    package mutating func linkLater(_ tags: TagSet, to taskID: Int64) throws {
        for tag in tags { deferred.append((taskID, try stored(tag).id)) }
    }

    /// Writes the links `linkLater` kept, many rows a statement: one row a statement spent as long in
    /// SQLite's per-statement work as in the inserts (200k links of a 100k-task import).
    package mutating func writeDeferredLinks() throws {
        try BatchedInsert.run(
            db, into: "task_tag", columns: ["taskId", "tagId"], rowsPerStatement: 250, rows: deferred
        ) { statement, link in
            statement.bind(link.0)
            statement.bind(link.1)
        }
        deferred.removeAll()
    }

    /// Removes the links from `taskID` to `tags`.
    mutating func unlink(_ tags: TagSet, from taskID: Int64) throws {
        guard !tags.isEmpty else { return }
        for tag in tags {
            try db.execute(
                sql: "DELETE FROM task_tag WHERE taskId = ? AND tagId = (SELECT id FROM tag WHERE key = ?)",
                arguments: [taskID, tag.key])
        }
        forgetStored()
    }

    /// Forgets the tag ids looked up so far: after links go (an unlink, a deleted task), a tag whose last
    /// link went is gone, and SQLite may give its id to the next new tag.
    mutating func forgetStored() {
        stored.removeAll()
    }

    /// Changes the links of `taskID` from `old` (as stored) to `new`, writing only the difference; returns
    /// `new` spelled as stored.
    @discardableResult
    mutating func replace(_ old: TagSet, with new: TagSet, for taskID: Int64) throws -> TagSet {
        try unlink(old.subtracting(new), from: taskID)
        var result = try link(new.subtracting(old), to: taskID)
        for tag in new { if let kept = old.member(tag) { result.insert(kept) } }
        return result
    }

    /// Makes `tags` the tags of `taskID`, whatever it had.
    package mutating func set(_ tags: TagSet, for taskID: Int64) throws {
        let rows = try Row.fetchAll(
            cached: db,
            sql: """
                SELECT tag.name, tag.key FROM task_tag JOIN tag ON tag.id = task_tag.tagId
                WHERE task_tag.taskId = ?
                """, arguments: [taskID])
        try replace(TagSet(rows.map { Tag(stored: $0[0], key: $0[1]) }), with: tags, for: taskID)
    }

    /// The stored tag equal to `tag` without case and its id, inserting `tag` when there is none.
    private mutating func stored(_ tag: Tag) throws -> (id: Int64, tag: Tag) {
        if let found = stored[tag.key] { return found }
        let found: (id: Int64, tag: Tag)
        if let row = try Row.fetchOne(
            cached: db, sql: "SELECT id, name FROM tag WHERE key = ?", arguments: [tag.key])
        {
            found = (row[0], Tag(stored: row[1], key: tag.key))
        } else {
            try db.execute(sql: "INSERT INTO tag (name, key) VALUES (?, ?)", arguments: [tag.name, tag.key])
            found = (db.lastInsertedRowID, tag)
        }
        stored[tag.key] = found
        return found
    }
}
