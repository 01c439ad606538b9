import IkeCore

/// The question a parent's steps raise (issue 33, item 3): marking done a task with open steps, or
/// deleting one with steps, asks what becomes of them.
public struct StepsChoice: Hashable, Sendable {
    /// What was asked for.
    public enum Kind: Hashable, Sendable {
        /// Done: with its open steps, or only the task.
        case complete
        /// Deleted: with every step under it, or only the task (its steps move up a level).
        case delete

        /// The question `action` may raise: done (Space) or delete.
        init?(_ action: Action) {
            switch action {
            case .toggleDone: self = .complete
            case .deleteTask: self = .delete
            default: return nil
            }
        }
    }

    public var kind: Kind
    public var uid: String
    public var title: String
    /// How many steps the question is about: the open ones when completing, all when deleting.
    public var steps: Int

    /// The question `kind` asks of `item` with `count` steps, or nil when there is nothing to ask (no
    /// steps; done on a task already done or whose steps are all closed).
    static func asked(_ kind: Kind, _ item: TodoItem, _ count: StepCount?) -> StepsChoice? {
        guard let count, count.steps > 0 else { return nil }
        switch kind {
        case .complete where !item.isDone && count.closed < count.steps:
            return StepsChoice(
                kind: .complete, uid: item.uid, title: item.title, steps: count.steps - count.closed)
        case .delete:
            return StepsChoice(kind: .delete, uid: item.uid, title: item.title, steps: count.steps)
        case .complete:
            return nil
        }
    }

    /// A question from its parts.
    public init(kind: Kind, uid: String, title: String, steps: Int) {
        self.kind = kind
        self.uid = uid
        self.title = title
        self.steps = steps
    }
}

/// An answer to a `StepsChoice`.
public enum StepsAnswer: Hashable, Sendable {
    /// The steps too: done with the task (a repeating one stays open), or deleted with it.
    case all
    /// Only the task: its steps stay open, or move up a level.
    case only
    case cancel
}
