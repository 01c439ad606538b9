import IkeTerm

/// Reading the key table: which scopes a state searches, the action a key means, and the footer and
/// help built from the same bindings.
extension KeyMap {
    /// The scopes searched for a key in `state`, most specific first.
    public static func scopes(for state: AppState) -> [KeyScope] {
        switch state.mode {
        case .normal where state.screen == .review:
            return [reviewScope(state.review), .screens, .global]
        case .normal:
            return [screenScope(state.screen), .tasks, .screens, .global]
        case .quickAdd: return [.quickAdd, .global]
        case .search: return [.search, .global]
        case .help: return [.help, .global]
        case .editForm(let form): return [form.isConfirmingDiscard ? .formConfirm : .form, .global]
        }
    }

    /// The key scope of a screen's own bindings.
    static func screenScope(_ screen: Screen) -> KeyScope {
        switch screen {
        case .list: .list
        case .goals: .goals
        case .matrix: .matrix
        case .review: .reviewCard
        }
    }

    /// The review screen's scope for the phase it is in.
    static func reviewScope(_ review: ReviewState) -> KeyScope {
        switch review.round?.phase {
        case nil: .reviewDeck
        case .running: .reviewCard
        case .timeUp, .finished: .reviewEnd
        }
    }

    /// The binding `key` triggers in `state`, if any. While a text field has the keyboard, only the
    /// mode's own bindings and the global ones marked `worksWhileTyping` apply.
    public static func binding(for key: Key, in state: AppState) -> KeyBinding? {
        let typing = state.mode.field != nil
        for scope in scopes(for: state) {
            if let binding = bindings.first(where: { $0.scope == scope && $0.keys.contains(key) }) {
                if scope == .global && typing && !binding.worksWhileTyping { return nil }
                return binding
            }
        }
        return nil
    }

    /// The action for `key` in `state`: a binding's action, text editing in a field, or nil.
    public static func action(for key: Key, in state: AppState) -> Action? {
        switch key {
        case .resize: return nil
        case .paste(let text): return .paste(text)
        case .mouse(let event):
            return state.mode == .normal && state.screen == .list ? .list(.mouse(event)) : nil
        case .focusIn: return .focusChanged(true)
        case .focusOut: return .focusChanged(false)
        default: break
        }
        if let binding = binding(for: key, in: state) {
            if let reason = disabledReason(binding.id, in: state) {
                return .showStatus(StatusMessage(reason))
            }
            return binding.action
        }
        if state.mode.field != nil { return .typed(key) }
        if state.mode.form?.isConfirmingDiscard == true {
            return .showStatus(StatusMessage("Discard changes? y/n"))
        }
        return nil
    }

    /// Why a binding does nothing right now, shown instead of silently ignoring the key.
    public static func disabledReason(_ id: String, in state: AppState) -> String? {
        let hasTask = state.screen == .list ? state.list.count > 0 : state.selectedTask != nil
        switch id {
        case "task.toggleDone", "task.delete", "task.toggleImportant", "task.toggleUrgent", "task.edit",
            "deadline.later", "deadline.earlier":
            return hasTask
                ? nil : "There is no task to change; press \(state.screen == .goals ? "A" : "a") to add one"
        case "task.moveUp", "task.moveDown":
            return hasTask ? nil : "There is no task to move"
        case "history.undo": return state.history.nextUndo == nil ? "Nothing to undo" : nil
        case "history.redo": return state.history.nextRedo == nil ? "Nothing to redo" : nil
        default: return nil
        }
    }

    /// Footer order: what people reach for most comes first (a review's way out before its undo, which the
    /// status line offers after every decision anyway).
    static let footerOrder = [
        "task.toggleDone", "task.moveUp", "matrix.carryUp", "deadline.later", "deadline.earlier", "task.edit",
        "task.delete", "review.edit", "review.delete", "review.leave",
        "task.quickAdd", "matrix.add", "history.undo", "view.search", "view.hideDone", "app.help",
    ]

    /// The footer: the hinted bindings of the current mode's scopes.
    public static func hints(for state: AppState) -> [(keys: String, label: String)] {
        let shown = scopes(for: state).filter { $0 != .global }
        let hinted = shown.flatMap { scope in bindings.filter { $0.scope == scope && $0.hint != nil } }
        let ordered = hinted.enumerated().sorted { lhs, rhs in
            let left = footerOrder.firstIndex(of: lhs.element.id) ?? footerOrder.count + lhs.offset
            let right = footerOrder.firstIndex(of: rhs.element.id) ?? footerOrder.count + rhs.offset
            return left < right
        }.map(\.element)
        return ordered.compactMap { binding in
            // The footer is tight: one-column glyphs for the longest key names (ASCII mode spells them out).
            let keys =
                switch binding.id {
                case "task.moveUp": "S-↑↓"
                case "matrix.carryUp": "S-arrows"
                case "task.toggleDone": "␣"
                case "task.edit", "review.start", "review.summary": "⏎"
                default: binding.keys[0].displayName
                }
            if binding.id == "view.hideDone" && state.list.hideDone { return (keys, "show done") }
            if binding.id == "review.summary" && state.review.round?.phase == .finished { return nil }
            return (keys, binding.hint!)
        }
    }

    /// Help for the current screen: its scope's bindings grouped, then the global ones.
    public static func helpSections(
        for state: AppState
    ) -> [(title: String, rows: [(keys: String, text: String)])] {
        if state.screen == .review {
            // The phase the screen is in first: its keys are the ones wanted now.
            let phases: [KeyScope] = [.reviewCard, .reviewDeck, .reviewEnd]
            let current = reviewScope(state.review)
            return sections(for: [current] + phases.filter { $0 != current } + [.screens, .form, .global])
        }
        var result = sections(for: [
            .tasks, screenScope(state.screen), .screens, .form, .quickAdd, .search, .global,
        ])
        if state.screen == .list && state.options.mouse { result.append((title: "Mouse", rows: mouseHelp)) }
        return result
    }

    /// Bindings of `scopes`, grouped by help group in table order.
    static func sections(for scopes: [KeyScope]) -> [(title: String, rows: [(keys: String, text: String)])] {
        var result: [(title: String, rows: [(keys: String, text: String)])] = []
        for scope in scopes {
            for binding in bindings where binding.scope == scope {
                let title = scope == .tasks ? binding.group : scope.title
                let row = (keys: binding.keyNames, text: binding.help)
                if let index = result.firstIndex(where: { $0.title == title }) {
                    result[index].rows.append(row)
                } else {
                    result.append((title, [row]))
                }
            }
        }
        return result
    }

    /// What the mouse does on the list (`--no-mouse` turns it off), listed in help and the docs.
    public static let mouseHelp: [(keys: String, text: String)] = [
        ("Click", "Select the task; on its checkbox, mark it done or not"),
        ("Double-Click", "Edit the task in the form"),
        ("Wheel", "Scroll the list"),
        ("Drag", "Press on a title, release on another row: move the task there"),
    ]

    /// Editing keys every text field understands (from `TextField.apply`), listed in help and the docs.
    public static let textEditingHelp =
        "← → Home End Ctrl-A Ctrl-E move · Backspace Del delete · Ctrl-U Ctrl-K Ctrl-W cut · paste inserts"
}
