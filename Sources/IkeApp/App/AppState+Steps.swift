import IkeCore

/// A parent's steps when it is marked done or deleted (issue 33, item 3): the list asks what becomes of
/// them, and the answer is one change, undone whole.
extension AppState {
    /// The question marking `item` done or deleting it raises, if any: on the list, which knows its rows'
    /// steps; other screens show steps as tasks of their own and change only the task.
    func stepsChoice(for action: Action, _ item: TodoItem) -> StepsChoice? {
        guard screen == .list, let count = list.steps[item.uid] else { return nil }
        switch action {
        case .toggleDone where !item.isDone && count.closed < count.steps:
            return StepsChoice(
                kind: .complete, uid: item.uid, title: item.title, steps: count.steps - count.closed)
        case .deleteTask:
            return StepsChoice(kind: .delete, uid: item.uid, title: item.title, steps: count.steps)
        default:
            return nil
        }
    }

    /// The change `answer` to the open question makes, if any.
    mutating func answerSteps(_ answer: StepsAnswer) -> Reaction {
        guard case .stepsChoice(let choice) = mode else { return .none }
        mode = .normal
        let title = TaskLabel.quoted(choice.title)
        let steps = choice.steps == 1 ? "its step" : "its \(choice.steps) steps"
        switch (choice.kind, answer) {
        case (_, .cancel):
            status = StatusMessage("Nothing changed")
            return .none
        case (.complete, .all):
            return [.change(.completeWithSteps(uid: choice.uid), label: "Done: \(title) and \(steps)")]
        case (.complete, .only):
            return [.change(.setDone(uid: choice.uid, true), label: "Done: \(title); \(steps) left open")]
        case (.delete, .all):
            return [.change(.deleteSubtree(uid: choice.uid), label: "Deleted \(title) and \(steps)")]
        case (.delete, .only):
            return [.change(.delete(uid: choice.uid), label: "Deleted \(title); \(steps) moved up a level")]
        }
    }
}
