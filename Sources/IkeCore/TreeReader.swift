import GRDB

/// The list's tree of one filter as one read transaction sees it (issue 33): how many rows it shows, where
/// a shown task stands, windows of its rows with the steps of collapsed parents folded away, and what a
/// frame of the list shows beside them. One transaction, so every part is of the same state of the
/// database, and the few collapsed parents are read once and then checked in memory.
///
/// A filter that hides a parent (hide done, starts to come) still shows it while one of its steps is
/// shown, so no step stands under a task that is not its parent: the list hides a finished subtree, not
/// half of one.
public final class TreeReader {
    let db: Database
    /// The filter, its days counted from the store's today (`TaskStore.dated`).
    let filter: TaskFilter
    /// Which rows show when nothing is folded (`TreeConditions.shown`); `nil` when every task matches,
    /// and then the tree's own table decides alone, without reading a task's row.
    let shown: (sql: String, arguments: StatementArguments)?
    /// The collapsed parents' paths, in path order.
    private let collapsedPaths: [String]
    private let collapsedPathSet: Set<String>
    /// The collapsed parents' task ids.
    let collapsedIDs: Set<Int64>
    private let positions: TreePositions
    private var unfoldedTotal: Int?

    /// A reader of `filter`'s tree (dated) in the transaction of `db`.
    init(_ db: Database, filter: TaskFilter, positions: TreePositions) throws {
        self.db = db
        self.filter = filter
        self.positions = positions
        shown = TreeConditions.shown(filter)
        let collapsed = try Row.fetchAll(
            cached: db,
            sql: """
                SELECT c.taskId, ct.treePath FROM task_collapsed AS c
                CROSS JOIN task_tree AS ct ON ct.taskId = c.taskId ORDER BY ct.treePath
                """)
        collapsedPaths = collapsed.map { $0[1] }
        collapsedPathSet = Set(collapsedPaths)
        collapsedIDs = Set(collapsed.map { $0[0] })
    }

    /// Whether any parent is collapsed: most lists fold nothing, and their reads skip the fold's test.
    var folding: Bool { !collapsedPaths.isEmpty }

    /// How many rows the tree shows: the filter's own count (its fast paths), plus the parents shown only
    /// for their steps, less the rows collapsed parents fold away.
    public func count() throws -> Int {
        try unfoldedCount() - (folding ? try foldedRows(before: nil) : 0)
    }

    /// The position of the task `uid` among the rows shown, and its path, if it shows: where a window is
    /// read from (`rows(limit:offset:anchor:)`). The task is found by its uid; the rows before it are
    /// counted from the last count of this filter when nothing but folds changed since
    /// (`TreePositions`), else from whichever end `expected` (where it stood before) says is nearer.
    public func anchor(ofUID uid: String, expected: Int? = nil) throws -> TreeAnchor? {
        guard
            let path = try String.fetchOne(
                cached: db,
                sql: """
                    SELECT tt.treePath FROM task CROSS JOIN task_tree AS tt ON tt.taskId = task.id
                    WHERE task.uid = ?\(shown.map { " AND " + $0.sql } ?? "")
                    """, arguments: [uid] + (shown?.arguments ?? [])),
            outermostCollapsed(around: path) == nil
        else { return nil }
        var index = try unfoldedRows(before: path, expected: expected)
        if folding { index -= try foldedRows(before: path) }
        return TreeAnchor(path: path, index: index)
    }

    /// A window of the rows shown, each with its depth. With `anchor` (a shown row's path and position)
    /// inside the window, it is read outward from there, so the rows before the window are never visited:
    /// a window deep in the list costs what one at the top does.
    public func rows(limit: Int, offset: Int, anchor: TreeAnchor? = nil) throws -> [TreeRow] {
        guard let anchor, anchor.index >= offset, anchor.index < offset + limit else {
            return try TreeWindow.rows(of: self, limit: limit, offset: offset)
        }
        let before = try walk(from: anchor.path, backward: true, count: anchor.index - offset)
        let after = try walk(from: anchor.path, backward: false, count: limit - (anchor.index - offset))
        return before.reversed() + after
    }

    /// The task `uid`'s row with its depth and its tree path, if the filter shows it (folds aside: a row the
    /// list already shows is not folded away by a change to its fields or its place among its siblings).
    public func shownRow(uid: String) throws -> (row: TreeRow, path: String)? {
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT \(TodoItem.selection), tt.treeDepth, tt.treePath FROM task
                    CROSS JOIN task_tree AS tt ON tt.taskId = task.id
                    WHERE task.uid = ?\(shown.map { " AND " + $0.sql } ?? "")
                    """), arguments: [uid] + (shown?.arguments ?? []))
        var found: (TreeRow, String)?
        // Read to its end, so the cached statement is free again.
        while let row = try rows.next() {
            found = (try TreeWindow.treeRow(row), row[TaskColumn.allCases.count + 1])
        }
        return found
    }

    /// The row shown just before the tree path `path`, rows folded away skipped.
    public func shownRow(before path: String) throws -> TreeRow? {
        try walk(from: path, backward: true, count: 1).first
    }

    /// The tree paths of the tasks `uids` that are here, by uid: their order in the tree.
    public func paths(of uids: [String]) throws -> [String: String] {
        guard !uids.isEmpty else { return [:] }
        var paths: [String: String] = [:]
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT task.uid, tt.treePath FROM task CROSS JOIN task_tree AS tt ON tt.taskId = task.id
                    WHERE task.uid IN (\(SQLMarks.list(uids.count)))
                    """), arguments: StatementArguments(uids))
        while let row = try rows.next() { paths[row[0]] = row[1] }
        return paths
    }

    /// The uids of the collapsed parents among `rows`.
    public func collapsedUIDs(among rows: [TreeRow]) -> Set<String> {
        guard folding else { return [] }
        return Set(rows.lazy.filter { $0.item.id.map(self.collapsedIDs.contains) ?? false }.map(\.item.uid))
    }

    /// The outermost collapsed parent whose steps hold the row at `path`, if one folds it away: the first
    /// in path order, as a parent's path sorts before its steps'.
    func outermostCollapsed(around path: String) -> String? {
        guard folding else { return nil }
        return collapsedPaths.first { TreeConditions.isInside(path, $0) }
    }

    /// `count` rows shown from `path` on (the row there included), or before it going back, skipping
    /// each collapsed parent's steps by starting again past them rather than reading them.
    private func walk(from path: String, backward: Bool, count: Int) throws -> [TreeRow] {
        var rows: [TreeRow] = []
        var bound = (path: path, inclusive: !backward)
        while rows.count < count {
            let batch = try TreeWindow.rows(
                of: self, from: bound.path, inclusive: bound.inclusive, backward: backward,
                limit: count - rows.count)
            var next: (path: String, inclusive: Bool)?
            for (row, rowPath) in batch {
                if let outer = outermostCollapsed(around: rowPath) {
                    // Back: on from the collapsed parent itself; forward: past its subtree.
                    next = backward ? (outer, true) : (outer + "\u{2}", true)
                    break
                }
                rows.append(row)
                if !backward, collapsedPathSet.contains(rowPath) {
                    next = (rowPath + "\u{2}", true)
                    break
                }
            }
            guard let next else { break }
            bound = next
        }
        return rows
    }

    /// The rows shown with nothing folded: the filter's count and the parents shown only for their steps.
    func unfoldedCount() throws -> Int {
        if let unfoldedTotal { return unfoldedTotal }
        var total = try TaskStore.count(db, filter)
        if shown != nil { total += try TreeConditions.hiddenParents(filter, db) }
        unfoldedTotal = total
        return total
    }

    /// The rows shown before `path` with nothing folded, from the last count when it is still true.
    private func unfoldedRows(before path: String, expected: Int?) throws -> Int {
        let stamp = try TreePositions.Stamp.read(db)
        let before: Int
        if let last = positions.last(for: filter, at: stamp) {
            before = try rows(before: path, from: last)
        } else if let expected, try expected * 2 > unfoldedCount() {
            before = try unfoldedCount() - countRows(from: path, to: nil)
        } else {
            before = try countRows(from: nil, to: path)
        }
        positions.remember(.init(filter: filter, stamp: stamp, path: path, before: before))
        return before
    }

    /// The rows before `path` counted from `last`: the rows between the two, forward, or back while
    /// that is shorter than counting from the top.
    private func rows(before path: String, from last: TreePositions.Count) throws -> Int {
        if last.path == path { return last.before }
        if TreeConditions.precedes(last.path, path) {
            return last.before + (try countRows(from: last.path, to: path))
        }
        let half = last.before / 2
        let back = try countRows(from: path, to: last.path, limit: half + 1)
        return back <= half ? last.before - back : try countRows(from: nil, to: path)
    }

    /// How many rows shown with nothing folded have paths from `start` (included) to `end` (excluded),
    /// counting at most `limit`.
    private func countRows(from start: String?, to end: String?, limit: Int? = nil) throws -> Int {
        var conditions: [String] = []
        var arguments = StatementArguments()
        if let start {
            conditions.append("tt.treePath >= ?")
            arguments += [start]
        }
        if let end {
            conditions.append("tt.treePath < ?")
            arguments += [end]
        }
        if let shown {
            conditions.append(shown.sql)
            arguments += shown.arguments
        }
        let join = shown == nil ? "" : "CROSS JOIN task ON task.id = tt.taskId"
        let rows = "FROM task_tree AS tt \(join) WHERE \(conditions.joined(separator: " AND "))"
        let sql =
            limit.map { "SELECT count(*) FROM (SELECT 1 \(rows) LIMIT \($0))" } ?? "SELECT count(*) \(rows)"
        return try Int.fetchOne(cached: db, sql: sql, arguments: arguments) ?? 0
    }

    /// How many rows shown with nothing folded the collapsed parents fold away (before `path`, when
    /// given): each outermost collapsed parent's steps, one index range each, reading the rows only when
    /// the filter does.
    func foldedRows(before path: String?) throws -> Int {
        let rows = shown == nil ? "" : "CROSS JOIN task ON task.id = tt.taskId"
        return try Int.fetchOne(
            cached: db,
            sql: """
                SELECT count(*) FROM task_collapsed AS c0
                CROSS JOIN task_tree AS ct0 ON ct0.taskId = c0.taskId
                CROSS JOIN task_tree AS tt ON \(TaskTreeIndex.inside("ct0.treePath")) \(rows)
                WHERE \(path == nil ? "" : "tt.treePath < ? AND") NOT EXISTS (
                    SELECT 1 FROM task_collapsed AS c CROSS JOIN task_tree AS ct ON ct.taskId = c.taskId
                    WHERE \(TaskTreeIndex.inside("ct.treePath", "ct0")))\(shown.map { " AND " + $0.sql } ?? "")
                """,
            arguments: StatementArguments(path.map { [$0] } ?? []) + (shown?.arguments ?? [])) ?? 0
    }
}

/// What a frame of the list shows beside the tree's rows, read in the same transaction.
extension TreeReader {
    /// Open and done counts over every task.
    public func counts() throws -> TaskCounts { try TaskStore.counts(db) }

    /// How many tasks the filter hides only because they have not started yet.
    public func notStartedCount() throws -> Int { try TaskStore.notStartedCount(db, filter) }

    /// Each parent's progress among `uids`, by uid (`TaskStore.stepCounts(of:)`).
    public func stepCounts(of uids: [String]) throws -> [String: StepCount] {
        try TaskStore.stepCounts(db, of: uids)
    }

    /// The titles of the parents `items` name, by uid (`TaskStore.parentTitles(of:)`).
    public func parentTitles(of items: [TodoItem]) throws -> [String: String] {
        try TaskStore.parentTitles(db, of: items)
    }
}
