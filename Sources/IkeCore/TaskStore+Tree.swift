import GRDB

/// Where a shown task stands in the tree: its path and its position among the rows shown.
public struct TreeAnchor: Hashable, Sendable {
    public var path: String
    public var index: Int
}

/// One row of the list's tree: a task and how deep it stands (0 at the top level).
public struct TreeRow: Hashable, Sendable {
    public var item: TodoItem
    public var depth: Int

    /// A row from its parts.
    public init(item: TodoItem, depth: Int) {
        self.item = item
        self.depth = depth
    }
}

/// Reading the list as a tree (issue 33): windows of `task_tree`'s order, with the steps of collapsed
/// parents folded away. A filter that hides a parent (hide done, not started yet) still shows it while one
/// of its steps is shown, so no step stands under a task that is not its parent: the list hides a
/// finished subtree, not half of one.
extension TaskStore {
    /// `filter`'s tasks in tree order, a window of them, each with its depth. With `anchor` (a shown row's
    /// path and position, `treeAnchor`) the window is read outward from it, so the rows before the window
    /// are never visited: a window deep in a list of folded parents costs what one at the top does.
    public func treeRows(
        _ filter: TaskFilter, limit: Int, offset: Int, anchor: TreeAnchor? = nil
    ) throws -> [TreeRow] {
        let dated = dated(filter)
        // Without a filter only the tree's own table decides which rows show.
        let readsRows = !dated.whereClause.sql.isEmpty
        return try read { db in
            let (shown, arguments) = Self.treeShown(dated, folding: try Self.anyCollapsed(db))
            guard let anchor, anchor.index >= offset, anchor.index < offset + limit else {
                return try Self.treeRows(
                    db, shown, arguments, "", window: "LIMIT \(limit) OFFSET \(offset)", readsRows: readsRows)
            }
            let before = try Self.treeRows(
                db, shown, [anchor.path] + arguments, "DESC", window: "LIMIT \(anchor.index - offset)",
                path: "tt.treePath < ?", readsRows: readsRows)
            let after = try Self.treeRows(
                db, shown, [anchor.path] + arguments, "", window: "LIMIT \(limit - (anchor.index - offset))",
                path: "tt.treePath >= ?", readsRows: readsRows)
            return before.reversed() + after
        }
    }

    /// The `window` (`LIMIT … OFFSET …`) of the tree's rows where `shown` and `path` hold, in path order
    /// (`direction`: "" or "DESC"). When `shown` reads no task's row (no filter), the window is found in
    /// the path index alone and only its rows are read.
    private static func treeRows(
        _ db: Database, _ shown: String, _ arguments: StatementArguments, _ direction: String, window: String,
        path: String = "1", readsRows: Bool
    ) throws -> [TreeRow] {
        let order = "ORDER BY tt.treePath \(direction)"
        let depthPlace = TaskColumn.allCases.count
        let sql =
            readsRows
            ? """
            SELECT \(TodoItem.selection), tt.treeDepth FROM task_tree AS tt
            CROSS JOIN task ON task.id = tt.taskId WHERE \(path) AND \(shown) \(order) \(window)
            """
            : """
            SELECT \(TodoItem.selection), tt.treeDepth FROM (
                SELECT taskId, treePath, treeDepth FROM task_tree AS tt
                WHERE \(path) AND \(shown) \(order) \(window)
            ) AS tt CROSS JOIN task ON task.id = tt.taskId \(order)
            """
        return try Row.fetchAll(db, sql: sql, arguments: arguments).map {
            TreeRow(item: try TodoItem(row: $0), depth: $0[depthPlace])
        }
    }

    /// Visits the tree of `filter` in order without holding it in memory, nothing folded (folds are the
    /// app's view): `ike list --tree` over the list's own filters. Whether a filter can be read so is
    /// `TaskFilter.readsAsStoredTree`.
    public func forEachTreeRow(_ filter: TaskFilter, _ body: (TreeRow) throws -> Void) throws {
        let (shown, arguments) = Self.treeShown(dated(filter), folding: false)
        let depthPlace = TaskColumn.allCases.count
        try read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(TodoItem.selection), tt.treeDepth FROM task_tree AS tt
                    CROSS JOIN task ON task.id = tt.taskId WHERE \(shown) ORDER BY tt.treePath
                    """, arguments: arguments)
            while let row = try rows.next() {
                try body(TreeRow(item: try TodoItem(row: row), depth: row[depthPlace]))
            }
        }
    }

    /// How many rows the tree of `filter` shows: the filter's own count (its fast paths), plus the parents
    /// shown only for their steps (read from the parent index: the parents, not every task), less the rows
    /// collapsed parents fold away.
    public func treeCount(_ filter: TaskFilter) throws -> Int {
        let dated = dated(filter)
        let (condition, arguments) = dated.whereClause
        let base = try count(filter)
        let (shown, shownArguments) = Self.treeShown(dated, folding: false)
        return try read { db in
            var total = base
            if !condition.isEmpty {
                let inner = String(condition.dropFirst("WHERE ".count))
                let (candidates, among, candidateArguments) = try Self.hiddenParentCandidates(dated, db)
                total +=
                    try Int.fetchOne(
                        db,
                        sql: """
                            SELECT count(*) FROM \(candidates)
                            CROSS JOIN task_tree AS tt ON tt.taskId = task.id
                            WHERE \(among) AND NOT coalesce((\(inner)), 0) AND \(Self.stepShown(inner))
                            """, arguments: candidateArguments + arguments + arguments) ?? 0
            }
            total -= try Self.foldedRows(db, shown: shown, arguments: shownArguments)
            return total
        }
    }

    /// The position of the task `uid` in the tree of `filter`, if it shows there.
    public func treeIndex(ofUID uid: String, in filter: TaskFilter) throws -> Int? {
        try treeAnchor(ofUID: uid, in: filter)?.index
    }

    /// The path and position of the task `uid` in the tree of `filter`, if it shows there: where a window
    /// is read from (`treeRows(_:limit:offset:anchor:)`). The task is found by its uid first (the tree's
    /// order first would walk every path to find it).
    public func treeAnchor(ofUID uid: String, in filter: TaskFilter) throws -> TreeAnchor? {
        let dated = dated(filter)
        return try read { db in
            let folding = try Self.anyCollapsed(db)
            let (shown, arguments) = Self.treeShown(dated, folding: folding)
            guard
                let path = try String.fetchOne(
                    db,
                    sql: """
                        SELECT tt.treePath FROM task CROSS JOIN task_tree AS tt ON tt.taskId = task.id
                        WHERE task.uid = ? AND \(shown)
                        """, arguments: [uid] + arguments)
            else { return nil }
            let (plain, _) = Self.treeShown(dated, folding: false)
            guard plain == "1" else {
                let index = try Int.fetchOne(
                    db,
                    sql: """
                        SELECT count(*) FROM task_tree AS tt CROSS JOIN task ON task.id = tt.taskId
                        WHERE tt.treePath < ? AND \(shown)
                        """, arguments: [path] + arguments)
                return TreeAnchor(path: path, index: index ?? 0)
            }
            // Without a filter the path index counts alone: the rows before it, less those folded away
            // (each outermost collapsed parent's steps before it, one index range each).
            var index =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM task_tree AS tt WHERE tt.treePath < ?", arguments: [path])
                ?? 0
            if folding {
                index -= try Self.foldedRows(db, shown: plain, arguments: [], before: path)
            }
            return TreeAnchor(path: path, index: index)
        }
    }

    /// The uids of the collapsed parents among `uids`.
    public func collapsedUIDs(among uids: [String]) throws -> Set<String> {
        guard !uids.isEmpty else { return [] }
        let marks = databaseQuestionMarks(count: uids.count)
        return try read { db in
            Set(
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT uid FROM task WHERE uid IN (\(marks))
                            AND id IN (SELECT taskId FROM task_collapsed)
                        """, arguments: StatementArguments(uids)))
        }
    }

    /// Folds the steps of the task `uid` away in the list, or shows them again: a view state of this
    /// machine, not an edit (nothing to sync, nothing to undo).
    public func setCollapsed(_ collapsed: Bool, uid: String) throws {
        try syncWrite { db in
            try db.execute(
                sql: collapsed
                    ? "INSERT OR IGNORE INTO task_collapsed (taskId) SELECT id FROM task WHERE uid = ?"
                    : "DELETE FROM task_collapsed WHERE taskId = (SELECT id FROM task WHERE uid = ?)",
                arguments: [uid])
        }
    }

    /// The tasks (as `task`) that may be parents `filter` hides: every parent, read from the parent index;
    /// or, for the list's own filters (hide done, starts to come, folded occurrences) when they are fewer,
    /// the tasks those hide, read from their indexes. Either way each is checked against the filter after.
    private static func hiddenParentCandidates(
        _ filter: TaskFilter, _ db: Database
    ) throws -> (from: String, among: String, arguments: StatementArguments) {
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
            size += try Int.fetchOne(db, sql: "SELECT total(n) FROM task_tally WHERE isDone = 1") ?? 0
        }
        if let startedBy = filter.hidesStartsAfter {
            let (notStarted, startArguments) = TaskFilter.notStartedCondition(at: startedBy)
            sources.append("SELECT id FROM task INDEXED BY task_start WHERE \(notStarted)")
            arguments += startArguments
            let (count, countArguments) = notStartedCountQuery(TaskFilter(), at: startedBy)
            size += try Int.fetchOne(db, sql: count, arguments: countArguments) ?? 0
        }
        // Whether there are more steps than that: counted only that far, not all 30,000 of a large tree.
        let steps =
            try Int.fetchOne(
                db,
                sql: "SELECT count(*) FROM (SELECT 1 FROM task WHERE parentUID IS NOT NULL LIMIT ?)",
                arguments: [size + 1]) ?? 0
        guard !sources.isEmpty, size < steps else { return everyParent }
        return (
            from: "task",
            among: "task.id IN (\(sources.joined(separator: " UNION "))) AND EXISTS (SELECT 1 FROM task AS s "
                + "WHERE s.parentUID = task.uid AND s.parentUID IS NOT NULL)", arguments: arguments
        )
    }

    /// How many rows `shown` would show that collapsed parents fold away (before `path`, when given): each
    /// outermost collapsed parent's steps, one index range each, reading the rows only when `shown` does.
    private static func foldedRows(
        _ db: Database, shown: String, arguments: StatementArguments, before path: String? = nil
    ) throws -> Int {
        let rows = shown == "1" ? "" : "CROSS JOIN task ON task.id = tt.taskId"
        return try Int.fetchOne(
            db,
            sql: """
                SELECT count(*) FROM task_collapsed AS c0
                CROSS JOIN task_tree AS ct0 ON ct0.taskId = c0.taskId
                CROSS JOIN task_tree AS tt ON \(TaskTreeIndex.inside("ct0.treePath")) \(rows)
                WHERE \(path == nil ? "" : "tt.treePath < ? AND") NOT EXISTS (
                    SELECT 1 FROM task_collapsed AS c CROSS JOIN task_tree AS ct ON ct.taskId = c.taskId
                    WHERE \(TaskTreeIndex.inside("ct.treePath", "ct0"))) AND \(shown)
                """, arguments: StatementArguments(path.map { [$0] } ?? []) + arguments) ?? 0
    }

    /// Whether any parent is collapsed: most lists fold nothing, and their reads skip the fold's test.
    private static func anyCollapsed(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM task_collapsed)") ?? false
    }

    /// The condition (over `task` and its tree row `tt`) that a row shows in the tree of `filter`: it
    /// matches, or one of its steps does; and, when `folding`, no collapsed ancestor folds it away.
    static func treeShown(_ filter: TaskFilter, folding: Bool) -> (String, StatementArguments) {
        let (condition, arguments) = filter.whereClause
        let fold = folding ? "NOT \(TaskTreeIndex.folded)" : "1"
        guard !condition.isEmpty else { return (fold, []) }
        let inner = String(condition.dropFirst("WHERE ".count))
        let hasSteps =
            "EXISTS (SELECT 1 FROM task AS s WHERE s.parentUID = task.uid AND s.parentUID IS NOT NULL)"
        return (
            "(coalesce((\(inner)), 0) OR (\(hasSteps) AND \(stepShown(inner)))) AND \(fold)",
            arguments + arguments
        )
    }

    /// Some task inside `tt`'s subtree matches `condition` (its columns read as that task's: the inner
    /// `task` hides the outer one).
    private static func stepShown(_ condition: String) -> String {
        """
        EXISTS (SELECT 1 FROM task_tree AS d CROSS JOIN task ON task.id = d.taskId
            WHERE \(TaskTreeIndex.inside("tt.treePath", "d")) AND (\(condition)))
        """
    }
}
