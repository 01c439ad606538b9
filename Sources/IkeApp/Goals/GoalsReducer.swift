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
    /// Selects the goal at `index` among all goals (clamped) and scrolls its row into view.
    mutating func select(_ index: Int, _ layout: ListLayout) {
        let all = items
        guard !all.isEmpty else { return }
        selectedIndex = min(max(0, index), all.count - 1)
        selectedUID = all[selectedIndex].uid
        scrollIntoView(layout)
    }

    /// Keeps the selected goal's row, and its month heading when it is the first of the month, visible.
    mutating func scrollIntoView(_ layout: ListLayout) {
        let visible = max(1, layout.visibleTaskCount)
        let row = row(ofItem: selectedIndex)
        let top = row - 1  // the heading just above, if this is the month's first task
        if top < scrollTop { scrollTop = max(0, top) }
        if row >= scrollTop + visible { scrollTop = row - visible + 1 }
        scrollTop = min(scrollTop, max(0, rows.count - visible))
    }

    /// Takes freshly read month groups; the selection follows its task into whatever month it is in now.
    mutating func apply(_ newGroups: [MonthGroup], _ layout: ListLayout) {
        groups = newGroups
        let all = items
        if let uid = selectedUID, let index = all.firstIndex(where: { $0.uid == uid }) {
            selectedIndex = index
        } else {
            selectedIndex = min(selectedIndex, max(0, all.count - 1))
        }
        selectedUID = all.indices.contains(selectedIndex) ? all[selectedIndex].uid : nil
        scrollIntoView(layout)
    }
}
