import IkeCore

/// Commits the changes the reducer asks for; each request is one transaction and one undo entry.
public struct ChangeRunner: Sendable {
    public let store: TaskStore

    /// A runner over `store`.
    public init(store: TaskStore) {
        self.store = store
    }

    /// Commits `request` and returns what changed.
    public func run(_ request: ChangeRequest) throws -> Mutation {
        let now = store.environment.now()
        return try store.change { writer in
            switch request {
            case .setDone(let uid, let done):
                try modify(writer, uid) { item in item.setDone(done, at: now) }
            case .setImportant(let uid, let important):
                try modify(writer, uid) { item in item.isImportant = important }
            case .setUrgent(let uid, let urgent):
                try modify(writer, uid) { item in item.isUrgent = urgent }
            case .move(let uid, let placement):
                try writer.move(uid: uid, to: placement)
            case .delete(let uid):
                try writer.delete(uid: uid)
            case .setQuadrant(let uid, let quadrant):
                try modify(writer, uid) { item in item.quadrant = quadrant }
            case .setDeadline(let uid, let deadline):
                try modify(writer, uid) { item in item.deadline = deadline }
            case .save(let task):
                var item: TodoItem
                if let uid = task.uid {
                    item = try require(writer, uid)
                } else {
                    item = try writer.newItem(title: task.title)
                }
                item.title = task.title
                item.notes = task.notes
                item.deadline = task.deadline
                item.isImportant = task.isImportant
                item.isUrgent = task.isUrgent
                item.setDone(task.isDone, at: now)
                if task.uid == nil {
                    try writer.insert(item, at: .top)
                } else {
                    try writer.update(item)
                }
            case .add(let titles, let placement):
                var placement = placement
                for title in titles {
                    let item = try writer.insert(try writer.newItem(title: title), at: placement)
                    placement = .after(uid: item.uid)
                }
            }
        }.mutation
    }

    /// Reads the task, changes it, writes it back (one row, in the caller's transaction).
    private func modify(_ writer: TaskWriter, _ uid: String, _ change: (inout TodoItem) -> Void) throws {
        var item = try require(writer, uid)
        change(&item)
        try writer.update(item)
    }

    private func require(_ writer: TaskWriter, _ uid: String) throws -> TodoItem {
        guard let item = try writer.item(uid: uid) else {
            throw StoreError.conflict("That task")
        }
        return item
    }
}
