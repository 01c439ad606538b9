import GRDB

/// Reading tags: which there are, how many tasks each has, and how a typed tag is spelled in the store.
extension TaskStore {
    /// Every tag some task matching `filter` has, in key order, with how many of those tasks are open and
    /// done. Without a filter, or one that only leaves out done or open tasks, the counts are the tally
    /// the triggers keep (one row per tag); other filters count the matching tasks' links.
    public func tagCounts(_ filter: TaskFilter = .all) throws -> [TagCount] {
        if !filter.needsRows && filter.quadrant == nil && filter.pinnedUIDs.isEmpty {
            let (rows, hidden) = try read { db in
                let rows = try Row.fetchAll(
                    cached: db, sql: "SELECT name, key, openCount, doneCount FROM tag ORDER BY key")
                return (rows, try hiddenByStart(filter, db))
            }
            return rows.compactMap { row in
                let key: String = row[1]
                let count = TagCount(
                    tag: Tag(stored: row[0], key: key),
                    open: filter.includeOpen ? row[2] - (hidden[key] ?? 0) : 0,
                    done: filter.includeDone ? row[3] : 0)
                return count.total > 0 ? count : nil
            }
        }
        let (condition, arguments) = dated(filter).whereClause
        let rows = try read { db in
            try Row.fetchAll(
                cached: db,
                sql: """
                    SELECT tag.name, tag.key, sum(task.isDone = 0), sum(task.isDone)
                    FROM task_tag JOIN tag ON tag.id = task_tag.tagId JOIN task ON task.id = task_tag.taskId
                    \(condition) GROUP BY tag.id ORDER BY tag.key
                    """, arguments: arguments)
        }
        return rows.map { TagCount(tag: Tag(stored: $0[0], key: $0[1]), open: $0[2], done: $0[3]) }
    }

    /// Per tag key, how many open tasks with it `filter` hides because they have not started yet (a done
    /// task is never hidden by its start): the tally counts them, so they are taken away (read from the
    /// start index).
    private func hiddenByStart(_ filter: TaskFilter, _ db: Database) throws -> [String: Int] {
        guard let startedBy = filter.hidesStartsAfter else { return [:] }
        let (notStarted, arguments) = TaskFilter.notStartedCondition(at: startedBy)
        let rows = try Row.fetchAll(
            cached: db,
            sql: """
                SELECT tag.key, count(*)
                FROM task INDEXED BY task_start JOIN task_tag ON task_tag.taskId = task.id JOIN tag ON tag.id = task_tag.tagId
                WHERE \(notStarted) GROUP BY tag.id
                """, arguments: arguments)
        return Dictionary(rows.map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })
    }

    /// The stored tag equal to `tag` without case, spelled as it was first seen; `nil` when no task has it.
    public func storedTag(_ tag: Tag) throws -> Tag? {
        try read { db in
            try Row.fetchOne(cached: db, sql: "SELECT name, key FROM tag WHERE key = ?", arguments: [tag.key])
                .map {
                    Tag(stored: $0[0], key: $0[1])
                }
        }
    }
}
