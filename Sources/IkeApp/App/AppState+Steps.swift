import IkeCore

/// A parent's steps when it is marked done or deleted (issue 33, item 3): the list, the matrix and the
/// goals ask what becomes of them, and the answer is one change, undone whole.
extension AppState {
    /// The question marking `item` done or deleting it raises, if the showing screen knows `item`'s steps:
    /// the list, which reads its rows' steps with them.
    func stepsChoice(for action: Action, _ item: TodoItem) -> StepsChoice? {
        guard screen == .list, let kind = StepsChoice.Kind(action) else { return nil }
        return StepsChoice.asked(kind, item, list.steps[item.uid])
    }

    /// The read that tells whether marking `item` done or deleting it raises the question, on the screens
    /// that do not read their rows' steps (the matrix and the goals): one indexed count, and the change
    /// follows its answer (`stepsCounted`). The review deck deals steps as cards of their own, so its → and
    /// d change only the card's task.
    func stepsRead(for action: Action, _ item: TodoItem) -> LoadRequest? {
        guard screen == .matrix || screen == .goals, let kind = StepsChoice.Kind(action),
            kind == .delete || !item.isDone
        else { return nil }
        return .stepsOf(uid: item.uid, kind)
    }

    /// `uid`'s steps were counted for the question `kind`: the question, or the change at once when there
    /// is nothing to ask; nothing when the selection moved meanwhile.
    mutating func stepsCounted(uid: String, _ kind: StepsChoice.Kind, _ count: StepCount?) -> Reaction {
        guard let item = selectedTask, item.uid == uid else { return .none }
        if let choice = StepsChoice.asked(kind, item, count) {
            mode = .stepsChoice(choice)
            return .none
        }
        return changeSelectedTask(kind == .complete ? .toggleDone : .deleteTask)
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
