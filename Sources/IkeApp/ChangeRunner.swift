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
                var item = try require(writer, uid)
                item.setDone(done, at: now)
                try writer.update(item)
            case .setImportant(let uid, let important):
                var item = try require(writer, uid)
                item.isImportant = important
                try writer.update(item)
            case .setUrgent(let uid, let urgent):
                var item = try require(writer, uid)
                item.isUrgent = urgent
                try writer.update(item)
            case .move(let uid, let placement):
                try writer.move(uid: uid, to: placement)
            case .delete(let uid):
                try writer.delete(uid: uid)
            case .setQuadrant(let uid, let quadrant):
                var item = try require(writer, uid)
                item.quadrant = quadrant
                try writer.update(item)
            case .setDeadline(let uid, let deadline):
                var item = try require(writer, uid)
                item.deadline = deadline
                try writer.update(item)
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

    private func require(_ writer: TaskWriter, _ uid: String) throws -> TodoItem {
        guard let item = try writer.item(uid: uid) else {
            throw StoreError.conflict("That task")
        }
        return item
    }
}
