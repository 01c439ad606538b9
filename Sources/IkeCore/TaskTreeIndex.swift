import GRDB

/// The tree order's stored paths (`task_tree`, `TaskTreeSchema`): how they are built whole, and the
/// conditions the tree's queries share.
package enum TaskTreeIndex {
    /// The most levels a path nests: far beyond a tree a person makes, and what keeps a chain thousands
    /// deep (a bad import) from paths of megabytes. A deeper step starts a path of its own.
    package static let deepestNesting = 64

    /// Writes every task's path from scratch: after a migration, and after a bulk write that ran without
    /// the triggers (`TriggerSuspension`). Tasks only a loop reaches (a database another tool wrote) get
    /// paths of their own.
    package static func rebuild(_ db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM task_tree;
                INSERT INTO task_tree (taskId, treePath, treeDepth)
                WITH RECURSIVE walk(id, uid, treePath, treeDepth) AS (
                    SELECT id, uid, orderKey || char(1) || uid, 0 FROM task
                    WHERE parentUID IS NULL OR parentUID = uid
                        OR NOT EXISTS (SELECT 1 FROM task AS p WHERE p.uid = task.parentUID)
                    UNION ALL
                    \(walkDown(placing: ""))
                SELECT id, treePath, treeDepth FROM walk;
                \(placeTheRest)
                DELETE FROM task_collapsed WHERE taskId NOT IN (SELECT id FROM task);
                """)
    }

    /// The path and depth of task `child` (a `task` alias) under `parent` (a row with `treePath` and
    /// `treeDepth`): nested in it, or a path of its own at the top level past the deepest nesting or
    /// without a parent row (`parent`'s columns NULL).
    private static func place(_ child: String, under parent: String) -> String {
        let own = "\(child).orderKey || char(1) || \(child).uid"
        return """
            CASE WHEN \(parent).treeDepth < \(deepestNesting) THEN \(parent).treePath || char(1) || \(own)
                ELSE \(own) END,
            CASE WHEN \(parent).treeDepth < \(deepestNesting) THEN \(parent).treeDepth + 1 ELSE 0 END
            """
    }

    /// The recursive half of a walk down the tree (`walk(id, uid, treePath, treeDepth)`): each task's
    /// steps under it, a step that is its own parent left out; `condition` narrows the steps placed.
    private static func walkDown(placing condition: String) -> String {
        """
        SELECT c.id, c.uid, \(place("c", under: "walk"))
            FROM task AS c JOIN walk ON c.parentUID = walk.uid
            WHERE c.parentUID IS NOT NULL AND c.uid <> walk.uid\(condition))
        """
    }

    /// The tasks a walk did not reach (only a loop leads to them, or a bulk write's), at the top level.
    private static let placeTheRest = """
        INSERT INTO task_tree (taskId, treePath, treeDepth)
            SELECT id, orderKey || char(1) || uid, 0 FROM task WHERE id NOT IN (SELECT taskId FROM task_tree);
        """

    /// Writes the paths of the tasks that have none, which a bulk write added without the triggers
    /// (`TriggerSuspension`): each under its parent's path, so an import into a large list writes its own
    /// rows' paths, not every task's. When one of them is a parent that steps already here were waiting
    /// for at the top level, the whole table is rebuilt instead (their subtrees move under it).
    package static func addMissing(_ db: Database) throws {
        let missing = "NOT IN (SELECT taskId FROM task_tree)"
        try db.execute(
            sql: """
                INSERT INTO task_tree (taskId, treePath, treeDepth)
                WITH RECURSIVE walk(id, uid, treePath, treeDepth) AS (
                    SELECT t.id, t.uid, \(place("t", under: "p"))
                    FROM task AS t
                    LEFT JOIN task AS pt ON pt.uid = t.parentUID AND t.parentUID <> t.uid
                    LEFT JOIN task_tree AS p ON p.taskId = pt.id
                    WHERE t.id \(missing) AND (pt.id IS NULL OR p.taskId IS NOT NULL)
                    UNION ALL
                    \(walkDown(placing: " AND c.id \(missing)"))
                SELECT id, treePath, treeDepth FROM walk;
                \(placeTheRest)
                """)
        // A step at the top level whose parent is here now (and not past the deepest nesting) was waiting.
        let adopted = try Bool.fetchOne(
            cached: db,
            sql: """
                SELECT EXISTS (
                    SELECT 1 FROM task AS s INDEXED BY task_parent
                    JOIN task_tree AS st ON st.taskId = s.id AND st.treeDepth = 0
                    JOIN task AS p ON p.uid = s.parentUID AND p.uid <> s.uid
                    JOIN task_tree AS pt ON pt.taskId = p.id AND pt.treeDepth < \(deepestNesting)
                    WHERE s.parentUID IS NOT NULL)
                """)
        if adopted == true { try rebuild(db) }
    }

    /// `tt`'s task lies strictly inside the subtree whose root has the path `root`.
    static func inside(_ root: String, _ row: String = "tt") -> String {
        "\(row).treePath > \(root) || char(1) AND \(row).treePath < \(root) || char(2)"
    }

    /// The row `tt` is folded away: one of its ancestors is collapsed. Read from the collapsed parents
    /// (few), never from every path: SQLite's own choice scanned `task_tree` for each row.
    static let folded = """
        EXISTS (SELECT 1 FROM task_collapsed AS c CROSS JOIN task_tree AS ct ON ct.taskId = c.taskId
            WHERE \(inside("ct.treePath")))
        """
}
