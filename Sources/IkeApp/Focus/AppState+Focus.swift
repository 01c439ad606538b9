import IkeCore

extension AppState {
    /// f: the focus card on the selected task, its first work period starting now; a review round under
    /// it waits, as it does on another screen.
    mutating func openFocus(on item: TodoItem?) -> Reaction {
        guard focus.session == nil else { return .none }
        guard let item else {
            status = StatusMessage("There is no task to focus on")
            return .none
        }
        guard !item.isDone else {
            status = StatusMessage(
                TaskLabel.quoted(item.title) + " is \(item.status.words): nothing to focus on")
            return .none
        }
        focus.session = FocusSession(item: item, settings: focus.settings, now: review.now)
        return reduceAction(.review(.pause(.away, true)))
            + Reaction(effects: [.beginFocusPeriod(uid: item.uid)], reloads: true)
    }

    /// Pauses or resumes every countdown (the review round's, the focus card's) for `reason`.
    mutating func pauseCountdowns(_ reason: ReviewTimer.Pause, _ paused: Bool) -> Reaction {
        focus.session?.setPaused(reason, paused)
        return reduceAction(.review(.pause(reason, paused)))
    }
}
