/// Moving and deleting, the intentions that change a task's place rather than its fields.
///
/// By uid these report a missing task as `TaskWriter` does (`StoreError.unknownUID`), which is what the
/// app has always shown when a move or delete meets a task another process deleted.
extension TaskStore {
    /// Moves the task with this uid to `placement`; returns it with its new order key.
    @discardableResult
    public func move(uid: String, to placement: Placement) throws -> ItemChange {
        let (item, mutation) = try change { writer in
            guard let item = try writer.item(uid: uid) else { throw StoreError.unknownUID(uid) }
            return try moved(item, to: placement, in: writer)
        }
        return (item, mutation)
    }

    /// Moves the task with this short id; the anchor's id is looked up after the moving task's.
    @discardableResult
    public func move(id: Int64, to placement: IDPlacement) throws -> ItemChange {
        let (item, mutation) = try change { writer in
            let item = try writer.requireItem(id: id)
            let resolved: Placement =
                switch placement {
                case .top: .top
                case .bottom: .bottom
                case .before(let anchor): .before(uid: try writer.requireItem(id: anchor).uid)
                case .after(let anchor): .after(uid: try writer.requireItem(id: anchor).uid)
                }
            return try moved(item, to: resolved, in: writer)
        }
        return (item, mutation)
    }

    /// Deletes the tasks with these uids; returns them as they were.
    @discardableResult
    public func delete(uids: [String]) throws -> ItemsChange {
        let (items, mutation) = try change { writer in
            try uids.map { uid in
                guard let item = try writer.item(uid: uid) else { throw StoreError.unknownUID(uid) }
                try writer.delete(uid: uid)
                return item
            }
        }
        return (items, mutation)
    }

    /// Deletes the tasks with these short ids; returns them as they were.
    @discardableResult
    public func delete(ids: [Int64]) throws -> ItemsChange {
        let (items, mutation) = try change { writer in
            try ids.map { id in
                let item = try writer.requireItem(id: id)
                try writer.delete(uid: item.uid)
                return item
            }
        }
        return (items, mutation)
    }

    private func moved(_ item: TodoItem, to placement: Placement, in writer: TaskWriter) throws -> TodoItem {
        try writer.move(uid: item.uid, to: placement)
        return try writer.item(uid: item.uid) ?? item
    }
}
