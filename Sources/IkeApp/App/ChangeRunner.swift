import IkeCore

/// Commits the changes the reducer asks for; each request is one transaction and one undo entry.
public struct ChangeRunner: Sendable {
    public let store: TaskStore

    /// A runner over `store`.
    public init(store: TaskStore) {
        self.store = store
    }

    /// Commits `request`; what the reducer is told when it lands (an undo entry named `label`) or fails.
    public func actions(committing request: ChangeRequest, label: String) -> [Action] {
        do {
            return [.committed(UndoEntry(mutation: try run(request), label: label))]
        } catch {
            // The form's task deleted elsewhere: the form can still be saved as a new task.
            if case .save(let uid?, _) = request, (try? store.item(uid: uid)) == .some(nil) {
                return [.editedTaskGone(uid: uid)]
            }
            switch request {
            case .add, .addEdited: return [.list(.addFailed), .failed("\(error)")]
            default: return [.failed("\(error)")]
            }
        }
    }

    /// Commits `request` and returns what changed.
    public func run(_ request: ChangeRequest) throws -> Mutation {
        switch request {
        case .setDone(let uid, let done):
            return try store.setDone(done, uids: [uid]).mutation
        case .cancel(let uid):
            return try store.cancel(uids: [uid]).mutation
        case .skipOccurrence(let uid):
            return try store.skipOccurrence(uids: [uid]).mutation
        case .setImportant(let uid, let important):
            return try store.setImportant(important, uids: [uid]).mutation
        case .setUrgent(let uid, let urgent):
            return try store.setUrgent(urgent, uids: [uid]).mutation
        case .move(let uid, let placement):
            return try store.move(uid: uid, to: placement).mutation
        case .makeStep(let uid, let parent):
            return try store.makeStep(uid: uid, of: parent).mutation
        case .liftStep(let uid):
            return try store.liftStep(uid: uid).mutation
        case .place(let uid, let parent, let placement):
            return try store.place(uid: uid, under: parent, at: placement).mutation
        case .deleteSubtree(let uid):
            return try store.deleteSubtree(uid: uid).mutation
        case .completeWithSteps(let uid):
            return try store.completeWithSteps(uid: uid).mutation
        case .delete(let uid):
            return try store.delete(uids: [uid]).mutation
        case .setQuadrant(let uid, let quadrant):
            return try store.setQuadrant(quadrant, uids: [uid]).mutation
        case .setDeadline(let uid, let deadline):
            return try store.setDeadline(deadline, uids: [uid]).mutation
        case .save(let uid, let edit):
            if let uid { return try store.edit(uid: uid, edit).mutation }
            return try store.create(edit, at: .top).mutation
        case .add(let titles, let placement):
            return try store.add(titles: titles, at: placement).mutation
        case .addEdited(let edits, let placement):
            return try store.add(edits, at: placement).mutation
        }
    }
}
