import IkeCore

/// The goals screen's reducer: the selection across month groups and moving deadlines.
enum GoalsReducer {
    static func reduce(
        _ goals: inout GoalsState, _ action: GoalsAction, _ context: inout ScreenContext
    )
        -> Reaction
    {
        switch action {
        case .moveSelection(let delta):
            goals.select(goals.selectedIndex.addingReportingOverflow(delta).partialValue, context.layout)
            return .none
        case .shiftDeadline(let days):
            guard let item = goals.selectedItem else { return .none }
            // A task without a deadline starts from today, either way, and the message says it had none.
            let to = item.deadline?.adding(days: days) ?? context.today
            let label =
                "Deadline \(to.shortDescription)\(item.deadline == nil ? " (it had none)" : ""): "
                + TaskLabel.quoted(item.title)
            return [.change(.setDeadline(uid: item.uid, to), label: label)]
        case .explainOrder:
            context.status = StatusMessage(
                "Goals are ordered by deadline; change the order on the list (\(context.keys.keyName(.screenList)))"
            )
            return .none
        case .loaded(let snapshot):
            context.counts = snapshot.counts
            goals.apply(snapshot.groups, context.layout)
            return .none
        }
    }
}

extension GoalsState {
    /// Takes freshly read month groups; the selection follows its task into whatever month it is in now.
    mutating func apply(_ newGroups: [MonthGroup], _ layout: ListLayout) {
        groups = newGroups
        followSelection(layout)
    }
}
