import GRDB

/// Reading tags: which there are, how many tasks each has, and how a typed tag is spelled in the store.
extension TaskStore {
    /// Every tag some task matching `filter` has, in key order, with how many of those tasks are open and
    /// done. Without a filter, or one that only leaves out done or open tasks, the counts are the tally
    /// the triggers keep (one row per tag); other filters count the matching tasks' links.
    public func tagCounts(_ filter: TaskFilter = .all) throws -> [TagCount] {
        if !filter.needsRows && filter.quadrant == nil && filter.pinnedUIDs.isEmpty {
            let rows = try read { db in
                try Row.fetchAll(db, sql: "SELECT name, key, openCount, doneCount FROM tag ORDER BY key")
            }
            return rows.compactMap { row in
                let count = TagCount(
                    tag: Tag(stored: row[0], key: row[1]), open: filter.includeOpen ? row[2] : 0,
                    done: filter.includeDone ? row[3] : 0)
                return count.total > 0 ? count : nil
            }
        }
        let (condition, arguments) = dated(filter).whereClause
        let rows = try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT tag.name, tag.key, sum(task.isDone = 0), sum(task.isDone)
                    FROM task_tag JOIN tag ON tag.id = task_tag.tagId JOIN task ON task.id = task_tag.taskId
                    \(condition) GROUP BY tag.id ORDER BY tag.key
                    """, arguments: arguments)
        }
        return rows.map { TagCount(tag: Tag(stored: $0[0], key: $0[1]), open: $0[2], done: $0[3]) }
    }

    /// The stored tag equal to `tag` without case, spelled as it was first seen; `nil` when no task has it.
    public func storedTag(_ tag: Tag) throws -> Tag? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT name, key FROM tag WHERE key = ?", arguments: [tag.key]).map {
                Tag(stored: $0[0], key: $0[1])
            }
        }
    }
}
