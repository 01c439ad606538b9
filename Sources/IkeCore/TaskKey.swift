/// How an intention-named write names a task, which decides the error for one that is not there.
enum TaskKey: Hashable, Sendable {
    /// The app's name for a task: a uid it read earlier, so a missing one was deleted by another process.
    case uid(String)
    /// The command line's name for a task: a short id someone typed, so a missing one is a typo.
    case id(Int64)

    /// The task this key names, read in the writer's transaction.
    func existing(in writer: TaskWriter) throws -> TodoItem {
        switch self {
        case .uid(let uid):
            guard let item = try writer.item(uid: uid) else { throw StoreError.conflict("That task") }
            return item
        case .id(let id):
            return try writer.requireItem(id: id)
        }
    }
}
