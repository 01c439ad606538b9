import IkeCore
import IkeTerm

/// The list's tree (issue 33): a task moved into the one above it or out a level, steps folded and shown,
/// steps added, and Shift-↑↓ among a task's siblings (its subtree moving with it).
enum TreeReducer {
    /// The reaction to `action` when it is the tree's; nil for every other action (and for Shift-↑↓ on
    /// a flat list, which moves past the neighbouring row).
    static func reduce(
        _ list: inout ListState, _ action: ListAction, _ context: inout ScreenContext
    ) -> Reaction? {
        switch action {
        case .indentTask: return indent(list, &context)
        case .outdentTask: return outdent(list, &context)
        case .collapseTask: return collapse(&list, &context)
        case .expandTask: return expand(&list, &context)
        case .startAddStep: return startAddStep(&list, &context)
        case .moveTaskUp where list.isTree && context.screen == .list:
            return moveAmongSiblings(list, up: true, &context)
        case .moveTaskDown where list.isTree && context.screen == .list:
            return moveAmongSiblings(list, up: false, &context)
        default: return nil
        }
    }

    /// Steps are made where the tree shows; elsewhere the key says how to get there.
    private static func treeRefusal(_ list: ListState, _ context: inout ScreenContext) -> Reaction? {
        // Not on the list (its selection is hidden there): nothing.
        guard context.screen == .list else { return Reaction.none }
        guard !list.isTree else { return nil }
        context.status = StatusMessage(
            "Steps show in your order over every task (\(context.keys.keyName(.listClearFilters)) shows it)")
        return Reaction.none
    }

    private static func indent(_ list: ListState, _ context: inout ScreenContext) -> Reaction {
        if let refusal = treeRefusal(list, &context) { return refusal }
        guard let item = list.selectedItem else { return .none }
        guard let above = list.sibling(of: list.selectedIndex, up: true) else {
            context.status = StatusMessage("No task above it at its level to make it a step of")
            return .none
        }
        return [
            .change(
                .makeStep(uid: item.uid, parent: above.uid),
                label: "Made \(TaskLabel.quoted(item.title)) a step of \(TaskLabel.quoted(above.title))")
        ]
    }

    private static func outdent(_ list: ListState, _ context: inout ScreenContext) -> Reaction {
        if let refusal = treeRefusal(list, &context) { return refusal }
        guard let item = list.selectedItem else { return .none }
        guard list.depth(at: list.selectedIndex) > 0 else {
            context.status = StatusMessage("Already at the top level")
            return .none
        }
        return [.change(.liftStep(uid: item.uid), label: "Moved \(TaskLabel.quoted(item.title)) out a level")]
    }

    private static func collapse(_ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        if let refusal = treeRefusal(list, &context) { return refusal }
        guard let item = list.selectedItem else { return .none }
        if list.steps[item.uid] != nil, !list.collapsed.contains(item.uid) {
            return Reaction(effects: [.setCollapsed(uid: item.uid, true)])
        }
        guard let parent = list.parentIndex(of: list.selectedIndex) else { return .none }
        return list.select(parent, context.layout)
    }

    private static func expand(_ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        if let refusal = treeRefusal(list, &context) { return refusal }
        guard let item = list.selectedItem, list.steps[item.uid] != nil else { return .none }
        if list.collapsed.contains(item.uid) {
            return Reaction(effects: [.setCollapsed(uid: item.uid, false)])
        }
        return list.select(list.selectedIndex + 1, context.layout)
    }

    /// Quick add whose lines become the selected task's last steps, its steps shown so they stay in
    /// sight.
    private static func startAddStep(_ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        if let refusal = treeRefusal(list, &context) { return refusal }
        guard let item = list.selectedItem else { return .none }
        context.mode = .quickAdd(TextField(""))
        list.draftLine = nil
        list.quickAddQuadrant = nil
        list.lastQuickAddUID = nil
        // After every step there is: the bottom of the order is last among any task's steps.
        list.quickAddStep = QuickAddStep(parentUID: item.uid, title: item.title, placement: .bottom)
        return list.collapsed.contains(item.uid)
            ? Reaction(effects: [.setCollapsed(uid: item.uid, false)]) : .none
    }

    /// Shift-↑↓ in the tree: past the sibling above or below, whose subtree the task's own goes around.
    private static func moveAmongSiblings(
        _ list: ListState, up: Bool, _ context: inout ScreenContext
    ) -> Reaction {
        guard let item = list.selectedItem else { return .none }
        guard let sibling = list.sibling(of: list.selectedIndex, up: up) else {
            let isStep = list.depth(at: list.selectedIndex) > 0
            context.status = StatusMessage(
                up
                    ? (isStep ? "Already the first of its steps" : "Already at the top")
                    : (isStep ? "Already the last of its steps" : "Already at the bottom"))
            return .none
        }
        let placement: Placement = up ? .before(uid: sibling.uid) : .after(uid: sibling.uid)
        return [
            .change(
                .move(uid: item.uid, placement),
                label: (up ? "Moved up: " : "Moved down: ") + TaskLabel.quoted(item.title))
        ]
    }
}

extension ListState {
    /// The loaded task at the same depth under the same parent as the row at `index`, above or below
    /// it; nil when a shallower row (its parent, or a task after its subtree) comes first.
    func sibling(of index: Int, up: Bool) -> TodoItem? {
        let depth = depth(at: index)
        var other = index + (up ? -1 : 1)
        while let item = item(at: other) {
            let otherDepth = self.depth(at: other)
            if otherDepth < depth { return nil }
            if otherDepth == depth { return item }
            other += up ? -1 : 1
        }
        return nil
    }

    /// The index of the row's parent: the nearest row above one level shallower.
    func parentIndex(of index: Int) -> Int? {
        let depth = depth(at: index)
        guard depth > 0 else { return nil }
        var other = index - 1
        while item(at: other) != nil {
            if self.depth(at: other) < depth { return other }
            other -= 1
        }
        return nil
    }
}

extension ListState {
    /// The title of the parent of the row at `index`, when that parent is loaded.
    func parentTitle(of index: Int) -> String? { parentIndex(of: index).flatMap { item(at: $0)?.title } }
}
