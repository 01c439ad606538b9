import ArgumentParser
import IkeCore

/// `--parent` of `ike add` and `ike edit`: the task the new or edited one becomes a step of, named as any
/// task is (`TaskID`), or `none` (or nothing) for the top level.
enum ParentArgument {
    /// The parent's uid for `text` in `store`; `.some(nil)` for the top level.
    static func uid(_ text: String, in store: TaskStore) throws -> String?? {
        if isTopLevel(text) { return .some(nil) }
        guard let id = TaskID(argument: text) else {
            throw ValidationError("--parent takes a task's id or uid, or none")
        }
        let resolved = try id.resolve(in: store)
        guard let parent = try store.item(id: resolved) else {
            throw CLIError(description: "there is no task with id \(resolved) to be the parent")
        }
        return .some(parent.uid)
    }

    /// " (a step of 12: Paint the hall)" for a task with a parent here, " (a step of a task not here:
    /// UID)" for one whose parent has not arrived, nothing at the top level.
    static func described(_ item: TodoItem, in store: TaskStore) throws -> String {
        guard let uid = item.parentUID else { return "" }
        guard let parent = try store.item(uid: uid) else { return " (a step of a task not here: \(uid))" }
        return " (a step of \(parent.id ?? 0): \(parent.shownTitle))"
    }
}

extension ParentArgument {
    /// Whether `text` asks for the top level.
    static func isTopLevel(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.lowercased() == "none"
    }
}
