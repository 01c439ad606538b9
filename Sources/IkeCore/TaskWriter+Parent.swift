import Foundation
import GRDB

/// The links between a task and its steps (`TodoItem.parentUID`, issue 33), kept a tree by every write.
extension TaskWriter {
    /// The most links followed up from a task: far beyond any tree a person makes, and a bound on the walk
    /// should a database hold a loop another tool wrote.
    static let deepestTree = 100_000

    /// Refuses a parent link that would make `item` its own ancestor (itself, or one of its own steps),
    /// checked when the link is new or changed (`old`: the task as stored, nil for a new one). A parent
    /// no task here has is kept: the link waits for it.
    func refuseParentCycle(_ item: TodoItem, old: TodoItem?) throws {
        guard let parent = try newLinkThatMayLoop(item, old: old) else { return }
        if parent == item.uid { throw StoreError.parentCycle(title: item.title, parent: nil) }
        let ancestors = try db.cachedStatement(
            sql: """
                WITH RECURSIVE up(uid, depth) AS (
                    SELECT ?, 0
                    UNION ALL
                    SELECT task.parentUID, up.depth + 1 FROM task JOIN up ON task.uid = up.uid
                    WHERE task.parentUID IS NOT NULL AND up.depth < ?)
                SELECT EXISTS (SELECT 1 FROM up WHERE uid = ?)
                """)
        let reached = try Bool.fetchOne(ancestors, arguments: [parent, Self.deepestTree, item.uid])
        if reached == true {
            throw StoreError.parentCycle(
                title: item.title, parent: try self.item(uid: parent)?.title ?? parent)
        }
    }

    /// `item`'s parent when its link could close a loop: new or changed (`old`: the task as stored, nil
    /// for a new one), and either the task itself or a parent of a task that has steps, since only a task
    /// with steps can be an ancestor of its new parent. A task without any (every import of a long chain,
    /// parents first; most edits) costs one index probe, prepared once per connection. `IS NOT NULL` is
    /// spelled out: SQLite reads the partial index `task_parent` only when the query repeats its
    /// condition (a bound `?` does not show it).
    private func newLinkThatMayLoop(_ item: TodoItem, old: TodoItem?) throws -> String? {
        guard let parent = item.parentUID, old == nil || parent != old?.parentUID else { return nil }
        if parent == item.uid { return parent }
        let hasSteps = try db.cachedStatement(
            sql: "SELECT EXISTS (SELECT 1 FROM task WHERE parentUID = ? AND parentUID IS NOT NULL)")
        return try Bool.fetchOne(hasSteps, arguments: [item.uid]) == true ? parent : nil
    }

    /// Refuses the links of `inserted` (new tasks just written together, an import) that close a loop,
    /// reading every link once: a bulk insert writes without its indexes (`TriggerSuspension`), so the
    /// per-task walk of `refuseParentCycle` would read the whole table for each task.
    func refuseParentCycles(among inserted: [TodoItem]) throws {
        guard inserted.contains(where: { $0.parentUID != nil }) else { return }
        var links: [String: String] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT uid, parentUID FROM task WHERE parentUID IS NOT NULL")
        while let row = try rows.next() { links[row[0]] = row[1] }
        var clear: Set<String> = []
        for item in inserted where item.parentUID != nil {
            var path: [String] = []
            var onPath: Set<String> = []
            var current = item.uid
            while let parent = links[current], !clear.contains(current) {
                guard onPath.insert(current).inserted else {
                    let title = try self.item(uid: current)?.title ?? current
                    throw StoreError.parentCycle(
                        title: title,
                        parent: parent == current ? nil : try self.item(uid: parent)?.title ?? parent)
                }
                path.append(current)
                current = parent
            }
            clear.formUnion(path)
        }
    }

    /// `item` as received from a server, with a loop its parent link would close broken the same way on
    /// every device (two apps each made the other the parent): the link held by the loop's task with the
    /// greatest uid goes. When that task is `item`, it comes back without its link; otherwise that task
    /// loses its link here, an edit the next sync sends. Returns what was broken, for the conflict log.
    func breakingParentCycle(_ item: TodoItem) throws -> (item: TodoItem, broken: SyncConflict?) {
        // A link the task already had, or one no loop can close, needs no walk: most received tasks.
        guard let first = try newLinkThatMayLoop(item, old: try self.item(uid: item.uid)) else {
            return (item, nil)
        }
        var loop = [item.uid]
        var current: String? = first
        while let uid = current, uid != item.uid {
            guard loop.count <= Self.deepestTree else { return (item, nil) }
            loop.append(uid)
            current = try String.fetchOne(
                cached: db, sql: "SELECT parentUID FROM task WHERE uid = ?", arguments: [uid])
        }
        guard current == item.uid, let loser = loop.max() else { return (item, nil) }
        let now = environment.now()
        func conflict(_ task: TodoItem) throws -> SyncConflict {
            let parent = try task.parentUID.flatMap { try self.item(uid: $0)?.title } ?? task.parentUID ?? ""
            return SyncConflict(
                uid: task.uid, title: task.title, field: TaskField.parent.rawValue, kept: "no parent",
                lost: "a step of “\(parent)” (a loop: each was a step of the other)", keptSide: "local",
                at: now)
        }
        if loser == item.uid {
            var kept = item
            kept.parentUID = nil
            return (kept, try conflict(item))
        }
        guard var other = try self.item(uid: loser) else { return (item, nil) }
        let broken = try conflict(other)
        other.parentUID = nil
        try update(other)
        return (item, broken)
    }

    /// The steps of the task `uid` (those whose parent it is), in list order.
    public func children(of uid: String) throws -> [TodoItem] {
        try TodoItem.fetchAll(
            cached: db,
            sql: """
                SELECT \(TodoItem.selection) FROM task WHERE parentUID = ? AND parentUID IS NOT NULL
                ORDER BY orderKey
                """, arguments: [uid])
    }

    /// Moves the steps of `removed` up a level, to its own parent (the top level for a task without one):
    /// what deleting a task does to its steps, as one recorded change each, so undo puts them back.
    func liftChildren(of removed: TodoItem) throws {
        for child in try children(of: removed.uid) {
            var lifted = child
            lifted.parentUID = removed.parentUID
            try update(lifted)
        }
    }
}

extension TaskWriter {
    /// Every task under `uid`, at every depth, shallowest first (each after its parent). Bounded as every
    /// walk of the links is, should a loop another tool wrote be here.
    public func descendants(of uid: String) throws -> [TodoItem] {
        try TodoItem.fetchAll(
            cached: db,
            sql: """
                WITH RECURSIVE down(stepUID, depth) AS (
                    SELECT uid, 1 FROM task WHERE parentUID = ? AND parentUID IS NOT NULL AND uid <> ?
                    UNION ALL
                    SELECT task.uid, down.depth + 1 FROM task JOIN down ON task.parentUID = down.stepUID
                    WHERE task.parentUID IS NOT NULL AND down.depth < ? AND task.uid <> ?)
                SELECT \(TodoItem.selection) FROM task JOIN down ON down.stepUID = task.uid
                ORDER BY down.depth, task.orderKey
                """, arguments: [uid, uid, Self.deepestTree, uid])
    }
}
