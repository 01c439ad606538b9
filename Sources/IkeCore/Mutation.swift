/// One committed change to the store, carrying what is needed to invert it (the material of undo and redo).
public indirect enum Mutation: Hashable, Sendable {
    /// A task was added (its inverse deletes it).
    case insert(TodoItem)
    /// A task was removed (its inverse puts it back with the same id, uid and position).
    case delete(TodoItem)
    /// A task's fields changed from `old` to `new`.
    case update(old: TodoItem, new: TodoItem)
    /// A task's position changed; only its order key is written.
    case move(uid: String, from: String, to: String)
    /// A task's original record in `format` (Docs/Architecture.md, "Originals") changed from `from` to
    /// `to`; nil is none. Deleting a task records its originals' removal first, so undo restores them.
    case original(uid: String, format: String, from: String?, to: String?)
    /// Several changes made by one intent, applied in order.
    case batch([Mutation])

    /// The change that undoes this one.
    public var inverse: Mutation {
        switch self {
        case .insert(let item): .delete(item)
        case .delete(let item): .insert(item)
        case .update(let old, let new): .update(old: new, new: old)
        case .move(let uid, let from, let to): .move(uid: uid, from: to, to: from)
        case .original(let uid, let format, let from, let to):
            .original(uid: uid, format: format, from: to, to: from)
        case .batch(let mutations): .batch(mutations.reversed().map(\.inverse))
        }
    }

    /// The uids of the tasks this change touches, in order.
    public var uids: [String] {
        switch self {
        case .insert(let item), .delete(let item): [item.uid]
        case .update(_, let new): [new.uid]
        case .move(let uid, _, _), .original(let uid, _, _, _): [uid]
        case .batch(let mutations): mutations.flatMap(\.uids)
        }
    }

    /// Whether applying this changes nothing (an empty batch).
    public var isEmpty: Bool {
        if case .batch(let mutations) = self { return mutations.allSatisfy(\.isEmpty) }
        return false
    }

    /// The one task's fields this change changed, when it changed nothing else (a batch of that one).
    public var onlyUpdate: (old: TodoItem, new: TodoItem)? {
        switch self {
        case .update(let old, let new): (old, new)
        case .batch(let mutations) where mutations.count == 1: mutations[0].onlyUpdate
        case .insert, .delete, .move, .original, .batch: nil
        }
    }

    /// The one task this change moved, when it changed nothing else (a batch of that one).
    public var onlyMove: String? {
        switch self {
        case .move(let uid, _, _): uid
        case .batch(let mutations) where mutations.count == 1: mutations[0].onlyMove
        case .insert, .delete, .update, .original, .batch: nil
        }
    }

    /// A batch of `mutations`, or the single mutation itself when there is only one.
    public static func combining(_ mutations: [Mutation]) -> Mutation {
        mutations.count == 1 ? mutations[0] : .batch(mutations)
    }
}
