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
/// parents folded away (`TreeReader`, each call one read of its own).
extension TaskStore {
    /// Runs `body` with a reader of `filter`'s tree, in one read transaction: what the list reads for a
    /// frame (its count, the selection's place, a window, the parents' progress) comes from one state.
    public func readTree<T>(_ filter: TaskFilter, _ body: (TreeReader) throws -> T) throws -> T {
        let dated = dated(filter)
        return try read { db in try body(try TreeReader(db, filter: dated, positions: treePositions)) }
    }

    /// `filter`'s tasks in tree order, a window of them, each with its depth, read outward from `anchor`
    /// when given (`TreeReader.rows(limit:offset:anchor:)`).
    public func treeRows(
        _ filter: TaskFilter, limit: Int, offset: Int, anchor: TreeAnchor? = nil
    ) throws -> [TreeRow] {
        try readTree(filter) { try $0.rows(limit: limit, offset: offset, anchor: anchor) }
    }

    /// Visits the tree of `filter` in order without holding it in memory, nothing folded (folds are the
    /// app's view): `ike list --tree` over the list's own filters. Whether a filter can be read so is
    /// `TaskFilter.readsAsStoredTree`.
    public func forEachTreeRow(_ filter: TaskFilter, _ body: (TreeRow) throws -> Void) throws {
        let shown = TreeConditions.shown(dated(filter))
        try read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(TodoItem.selection), tt.treeDepth FROM task_tree AS tt
                    CROSS JOIN task ON task.id = tt.taskId \(shown.map { "WHERE " + $0.sql } ?? "")
                    ORDER BY tt.treePath
                    """, arguments: shown?.arguments ?? [])
            while let row = try rows.next() {
                try body(try TreeWindow.treeRow(row))
            }
        }
    }

    /// How many rows the tree of `filter` shows (`TreeReader.count()`).
    public func treeCount(_ filter: TaskFilter) throws -> Int {
        try readTree(filter) { try $0.count() }
    }

    /// The position of the task `uid` in the tree of `filter`, if it shows there.
    public func treeIndex(ofUID uid: String, in filter: TaskFilter) throws -> Int? {
        try treeAnchor(ofUID: uid, in: filter)?.index
    }

    /// The path and position of the task `uid` in the tree of `filter`, if it shows there
    /// (`TreeReader.anchor(ofUID:expected:)`).
    public func treeAnchor(ofUID uid: String, in filter: TaskFilter) throws -> TreeAnchor? {
        try readTree(filter) { try $0.anchor(ofUID: uid) }
    }

    /// Folds the steps of the task `uid` away in the list, or shows them again: a view state of this
    /// machine, not an edit (nothing to sync, nothing to undo). The counts of rows before shown tasks
    /// (`TreePositions`) stay true across it, so they are carried over.
    public func setCollapsed(_ collapsed: Bool, uid: String) throws {
        try commitWithoutWaitingForDisk { db in
            let before = try TreePositions.Stamp.read(db)
            try db.execute(
                sql: collapsed
                    ? "INSERT OR IGNORE INTO task_collapsed (taskId) SELECT id FROM task WHERE uid = ?"
                    : "DELETE FROM task_collapsed WHERE taskId = (SELECT id FROM task WHERE uid = ?)",
                arguments: [uid])
            var after = before
            after.changes = db.totalChangesCount
            treePositions.carry(from: before, to: after)
        }
    }
}
