/// Moving a task within the tree (issue 33): into the task above as its step, or out a level. Each is
/// one change (the link and the place together), so one undo takes it back whole.
extension TaskStore {
    /// Makes the task `uid` a step of `parent`, placed after the parent's last step (after the parent
    /// itself when it has none). A collapsed parent opens, so the moved task stays in sight.
    @discardableResult
    public func makeStep(uid: String, of parent: String) throws -> ItemChange {
        let (item, mutation) = try change { writer in
            guard var item = try writer.item(uid: uid) else { throw StoreError.unknownUID(uid) }
            guard try writer.item(uid: parent) != nil else { throw StoreError.unknownUID(parent) }
            let anchor = try writer.children(of: parent).last { $0.uid != uid }?.uid ?? parent
            item.parentUID = parent
            _ = try writer.update(item)
            try writer.move(uid: uid, to: .after(uid: anchor))
            try writer.db.execute(
                sql: "DELETE FROM task_collapsed WHERE taskId = (SELECT id FROM task WHERE uid = ?)",
                arguments: [parent])
            return try writer.item(uid: uid) ?? item
        }
        return (item, mutation)
    }

    /// Puts the task `uid` at `placement` as a step of `parent` (nil: the top level): where a drag drops
    /// it in the tree, beside the row it was dropped on, at that row's level. One change.
    @discardableResult
    public func place(uid: String, under parent: String?, at placement: Placement) throws -> ItemChange {
        let (item, mutation) = try change { writer in
            guard var item = try writer.item(uid: uid) else { throw StoreError.unknownUID(uid) }
            if item.parentUID != parent {
                item.parentUID = parent
                _ = try writer.update(item)
            }
            try writer.move(uid: uid, to: placement)
            return try writer.item(uid: uid) ?? item
        }
        return (item, mutation)
    }

    /// Moves the step `uid` out a level: a step of its parent's parent (the top level for a parent at
    /// it), placed right after its old parent. A task at the top level is returned unchanged.
    @discardableResult
    public func liftStep(uid: String) throws -> ItemChange {
        let (item, mutation) = try change { writer in
            guard var item = try writer.item(uid: uid) else { throw StoreError.unknownUID(uid) }
            guard let parentUID = item.parentUID, let parent = try writer.item(uid: parentUID) else {
                return item
            }
            item.parentUID = parent.parentUID
            _ = try writer.update(item)
            try writer.move(uid: uid, to: .after(uid: parent.uid))
            return try writer.item(uid: uid) ?? item
        }
        return (item, mutation)
    }
}

/// A parent with its steps: done together, or deleted together (issue 33, item 3).
extension TaskStore {
    /// Marks the task `uid` done with every open step under it, in one change. A repeating step is left
    /// open: done, it would move to its next date, an occurrence nobody finished. Returns the tasks
    /// marked done.
    @discardableResult
    public func completeWithSteps(uid: String) throws -> ItemsChange {
        let steps = try openSteps(of: uid).filter { $0.repeats == nil }.map(\.uid)
        return try setDone(true, uids: [uid] + steps)
    }

    /// Deletes the task `uid` and every task under it, in one change (the deepest first, so none is
    /// lifted a level on the way). Returns them as they were.
    @discardableResult
    public func deleteSubtree(uid: String) throws -> ItemsChange {
        let (items, mutation) = try change { writer in
            guard let root = try writer.item(uid: uid) else { throw StoreError.unknownUID(uid) }
            var items: [TodoItem] = []
            for step in try writer.descendants(of: uid).reversed() {
                try writer.delete(uid: step.uid)
                items.append(step)
            }
            try writer.delete(uid: uid)
            return items + [root]
        }
        return (items, mutation)
    }
}
