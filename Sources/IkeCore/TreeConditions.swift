import GRDB

/// The conditions the tree's reads share (`TreeReader`, `TaskStore.forEachTreeRow`): which rows a filter
/// shows, the parents it hides that show for their steps, and how paths compare as SQLite compares them.
enum TreeConditions {
    /// The condition (over `task` and its tree row `tt`) that a row shows in the tree of `filter` with
    /// nothing folded: it matches, or one of its steps does. `nil` when every task matches.
    static func shown(_ filter: TaskFilter) -> (sql: String, arguments: StatementArguments)? {
        let (condition, arguments) = filter.whereClause
        guard !condition.isEmpty else { return nil }
        let inner = String(condition.dropFirst("WHERE ".count))
        let hasSteps =
            "EXISTS (SELECT 1 FROM task AS s WHERE s.parentUID = task.uid AND s.parentUID IS NOT NULL)"
        return ("(coalesce((\(inner)), 0) OR (\(hasSteps) AND \(stepShown(inner))))", arguments + arguments)
    }

    /// Some task inside `tt`'s subtree matches `condition` (its columns read as that task's: the inner
    /// `task` hides the outer one).
    static func stepShown(_ condition: String) -> String {
        """
        EXISTS (SELECT 1 FROM task_tree AS d CROSS JOIN task ON task.id = d.taskId
            WHERE \(TaskTreeIndex.inside("tt.treePath", "d")) AND (\(condition)))
        """
    }

    /// How many parents `filter` (which names a condition) hides that show for their steps.
    static func hiddenParents(_ filter: TaskFilter, _ db: Database) throws -> Int {
        let (condition, arguments) = filter.whereClause
        let inner = String(condition.dropFirst("WHERE ".count))
        guard let (candidates, among, candidateArguments) = try hiddenParentCandidates(filter, db) else {
            return 0
        }
        return try Int.fetchOne(
            cached: db,
            sql: """
                SELECT count(*) FROM \(candidates)
                CROSS JOIN task_tree AS tt ON tt.taskId = task.id
                WHERE \(among) AND NOT coalesce((\(inner)), 0) AND \(stepShown(inner))
                """, arguments: candidateArguments + arguments + arguments) ?? 0
    }

    /// The tasks (as `task`) that may be parents `filter` hides: every parent, read from the parent index;
    /// or, for the list's own filters (hide done, starts to come, folded occurrences) when they are fewer,
    /// the tasks those hide, read from their indexes. Either way each is checked against the filter after.
    /// `nil` when the list's own filters hide no task at all: then no parent is hidden.
    private static func hiddenParentCandidates(
        _ filter: TaskFilter, _ db: Database
    ) throws -> (from: String, among: String, arguments: StatementArguments)? {
        let everyParent = (
            from: """
            (SELECT DISTINCT parentUID AS parent FROM task WHERE parentUID IS NOT NULL)
            CROSS JOIN task ON task.uid = parent
            """, among: "1", arguments: StatementArguments()
        )
        guard !filter.needsRows, filter.quadrant == nil, filter.includeOpen else { return everyParent }
        var sources: [String] = []
        var arguments = StatementArguments()
        var size = 0
        if !filter.includeDone || filter.hidesDoneOccurrences {
            sources.append("SELECT id FROM task INDEXED BY task_open WHERE isDone = 1")
            size += try Int.fetchOne(cached: db, sql: "SELECT total(n) FROM task_tally WHERE isDone = 1") ?? 0
        }
        if let startedBy = filter.hidesStartsAfter {
            let (notStarted, startArguments) = TaskFilter.notStartedCondition(at: startedBy)
            sources.append("SELECT id FROM task INDEXED BY task_start WHERE \(notStarted)")
            arguments += startArguments
            let (count, countArguments) = TaskStore.notStartedCountQuery(TaskFilter(), at: startedBy)
            size += try Int.fetchOne(cached: db, sql: count, arguments: countArguments) ?? 0
        }
        guard !sources.isEmpty else { return everyParent }
        if size == 0 { return nil }
        // Whether there are more steps than that: counted only that far, not all 30,000 of a large tree.
        let steps =
            try Int.fetchOne(
                cached: db,
                sql: "SELECT count(*) FROM (SELECT 1 FROM task WHERE parentUID IS NOT NULL LIMIT ?)",
                arguments: [size + 1]) ?? 0
        guard size < steps else { return everyParent }
        return (
            from: "task",
            among: "task.id IN (\(sources.joined(separator: " UNION "))) AND EXISTS (SELECT 1 FROM task AS s "
                + "WHERE s.parentUID = task.uid AND s.parentUID IS NOT NULL)", arguments: arguments
        )
    }

    /// Whether `path` lies strictly inside the subtree whose root has the path `root`: as
    /// `TaskTreeIndex.inside` decides in SQL, byte by byte.
    static func isInside(_ path: String, _ root: String) -> Bool {
        let root = root.utf8
        let path = path.utf8
        return path.count > root.count + 1 && path.starts(with: root)
            && path[path.index(path.startIndex, offsetBy: root.count)] == 1
    }

    /// Whether `path` sorts before `other`, as SQLite compares text: by bytes.
    static func precedes(_ path: String, _ other: String) -> Bool {
        path.utf8.lexicographicallyPrecedes(other.utf8)
    }
}
