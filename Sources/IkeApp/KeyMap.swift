import IkeTerm

/// The one key table: dispatch, the `?` overlay, the footer hints and Docs/Keybindings.md come from it.
public enum KeyMap {
    /// Every binding, in the order help lists them.
    public static let bindings: [KeyBinding] =
        taskBindings + listBindings + goalsBindings + matrixBindings + reviewBindings + screenBindings
        + fieldBindings + formBindings + globalBindings

    static let taskBindings: [KeyBinding] = [
        KeyBinding(
            "selection.up", [.up, .char("k")], scope: .tasks, group: "Move", help: "Select the task above",
            action: .moveSelection(by: -1)),
        KeyBinding(
            "selection.down", [.down, .char("j")], scope: .tasks, group: "Move",
            help: "Select the task below",
            action: .moveSelection(by: 1)),
        KeyBinding(
            "selection.pageUp", [.pageUp], scope: .tasks, group: "Move", help: "Page up", action: .pageUp),
        KeyBinding(
            "selection.pageDown", [.pageDown], scope: .tasks, group: "Move", help: "Page down",
            action: .pageDown),
        KeyBinding(
            "selection.first", [.home, .char("g")], scope: .tasks, group: "Move",
            help: "Select the first task",
            action: .selectFirst),
        KeyBinding(
            "selection.last", [.end, .char("G")], scope: .tasks, group: "Move", help: "Select the last task",
            action: .selectLast),
        KeyBinding(
            "task.toggleDone", [.char(" ")], scope: .tasks, group: "Change", help: "Mark done or not done",
            hint: "done", action: .toggleDone),
        KeyBinding(
            "task.edit", [.enter, .char("e")], scope: .tasks, group: "Change",
            help: "Edit the task in the form",
            hint: "edit", action: .openEditor),
        KeyBinding(
            "task.new", [.char("A")], scope: .tasks, group: "Change", help: "New task in the form",
            action: .openNewTaskForm),
        KeyBinding(
            "task.delete", [.char("d"), .delete], scope: .tasks, group: "Change",
            help: "Delete the task (undo with u)", hint: "delete", action: .deleteTask),
        KeyBinding(
            "task.toggleImportant", [.char("i")], scope: .tasks, group: "Change",
            help: "Mark important or not",
            action: .toggleImportant),
        KeyBinding(
            "task.toggleUrgent", [.char("!")], scope: .tasks, group: "Change", help: "Mark urgent or not",
            action: .toggleUrgent),
        KeyBinding(
            "history.undo", [.char("u")], scope: .tasks, group: "Change", help: "Undo the last change",
            action: .undo),
        KeyBinding(
            "history.redo", [.ctrl("r")], scope: .tasks, group: "Change", help: "Redo what was undone",
            action: .redo),
        KeyBinding(
            "view.search", [.char("/")], scope: .tasks, group: "View", help: "Search as you type",
            hint: "search",
            action: .startSearch),
        KeyBinding(
            "view.hideDone", [.char(".")], scope: .tasks, group: "View", help: "Hide or show done tasks",
            hint: "hide done", action: .toggleHideDone),
    ]

    static let listBindings: [KeyBinding] = [
        KeyBinding(
            "task.moveUp", [.shiftUp, .char("K")], scope: .list, group: "List only", help: "Move the task up",
            hint: "move", action: .moveTaskUp),
        KeyBinding(
            "task.moveDown", [.shiftDown, .char("J")], scope: .list, group: "List only",
            help: "Move the task down", action: .moveTaskDown),
        KeyBinding(
            "task.quickAdd", [.char("a")], scope: .list, group: "List only",
            help: "Add tasks at the top (one per line)", hint: "add", action: .startQuickAdd),
    ]

    static let goalsBindings: [KeyBinding] = [
        KeyBinding(
            "deadline.later", [.char("+"), .char("=")], scope: .goals, group: "Goals only",
            help: "Deadline one day later", hint: "later", action: .shiftDeadline(days: 1)),
        KeyBinding(
            "deadline.earlier", [.char("-")], scope: .goals, group: "Goals only",
            help: "Deadline one day earlier",
            hint: "earlier", action: .shiftDeadline(days: -1)),
        KeyBinding(
            "goals.order", [.shiftUp, .shiftDown], scope: .goals, group: "Goals only",
            help: "Order here follows the deadline (reorder on the list)", action: .explainGoalsOrder),
    ]

    static let matrixBindings: [KeyBinding] = [
        KeyBinding(
            "matrix.up", [.up, .char("k")], scope: .matrix, group: "Matrix only",
            help: "Select above, into the quadrant above at the top", action: .matrixMove(dx: 0, dy: -1)),
        KeyBinding(
            "matrix.down", [.down, .char("j")], scope: .matrix, group: "Matrix only",
            help: "Select below, into the quadrant below at the bottom", action: .matrixMove(dx: 0, dy: 1)),
        KeyBinding(
            "matrix.left", [.left, .char("h")], scope: .matrix, group: "Matrix only",
            help: "Into the quadrant on the left", action: .matrixMove(dx: -1, dy: 0)),
        KeyBinding(
            "matrix.right", [.right, .char("l")], scope: .matrix, group: "Matrix only",
            help: "Into the quadrant on the right", action: .matrixMove(dx: 1, dy: 0)),
        KeyBinding(
            "matrix.next", [.tab], scope: .matrix, group: "Matrix only",
            help: "Next quadrant; after the last, the next screen", action: .matrixCycle(by: 1)),
        KeyBinding(
            "matrix.previous", [.backTab], scope: .matrix, group: "Matrix only",
            help: "Previous quadrant; before the first, the previous screen", action: .matrixCycle(by: -1)),
        KeyBinding(
            "matrix.carryUp", [.shiftUp], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant above", hint: "move", action: .matrixCarry(dx: 0, dy: -1)),
        KeyBinding(
            "matrix.carryDown", [.shiftDown], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant below", action: .matrixCarry(dx: 0, dy: 1)),
        KeyBinding(
            "matrix.carryLeft", [.shiftLeft], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant on the left", action: .matrixCarry(dx: -1, dy: 0)),
        KeyBinding(
            "matrix.carryRight", [.shiftRight], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant on the right", action: .matrixCarry(dx: 1, dy: 0)),
        KeyBinding(
            "matrix.add", [.char("a")], scope: .matrix, group: "Matrix only",
            help: "Add a task into the focused quadrant", hint: "add", action: .addInQuadrant),
    ]

    static let screenBindings: [KeyBinding] = [
        KeyBinding(
            "screen.next", [.tab], scope: .screens, group: "View", help: "Next screen", action: .nextScreen),
        KeyBinding(
            "screen.previous", [.backTab], scope: .screens, group: "View", help: "Previous screen",
            action: .previousScreen),
        KeyBinding(
            "screen.list", [.char("1")], scope: .screens, group: "View", help: "The list",
            action: .showScreen(.list)),
        KeyBinding(
            "screen.goals", [.char("2")], scope: .screens, group: "View", help: "Goals by month",
            action: .showScreen(.goals)),
        KeyBinding(
            "screen.matrix", [.char("3")], scope: .screens, group: "View", help: "The Eisenhower matrix",
            action: .showScreen(.matrix)),
        KeyBinding(
            "screen.review", [.char("4")], scope: .screens, group: "View", help: "Review tasks one at a time",
            action: .showScreen(.review)),
        KeyBinding(
            "app.help", [.char("?")], scope: .screens, group: "View", help: "Show every key", hint: "help",
            action: .showHelp),
        KeyBinding("app.quit", [.char("q")], scope: .screens, group: "App", help: "Quit", action: .quit),
    ]

    static let reviewBindings: [KeyBinding] = [
        KeyBinding(
            "review.choosePrevious", [.up, .char("k")], scope: .reviewDeck, group: "Review",
            help: "The deck above", action: .reviewChoose(by: -1)),
        KeyBinding(
            "review.chooseNext", [.down, .char("j")], scope: .reviewDeck, group: "Review",
            help: "The deck below", hint: "choose", action: .reviewChoose(by: 1)),
        KeyBinding(
            "review.start", [.enter, .char(" "), .right, .char("l")], scope: .reviewDeck, group: "Review",
            help: "Start a round with this deck", hint: "start", action: .reviewStart),
        KeyBinding(
            "review.done", [.right, .char("l")], scope: .reviewCard, group: "Review",
            help: "Done: mark the task done, take the card off the deck",
            action: .reviewDone),
        KeyBinding(
            "review.later", [.left, .char("h")], scope: .reviewCard, group: "Review",
            help: "Later: put the card back at the bottom of the deck",
            action: .reviewLater),
        KeyBinding(
            "review.reveal", [.char(" "), .enter], scope: .reviewCard, group: "Review",
            help: "Show or hide notes, deadline and quadrant", action: .reviewReveal),
        KeyBinding(
            "review.edit", [.char("e")], scope: .reviewCard, group: "Review",
            help: "Edit the task in the form",
            hint: "edit", action: .openEditor),
        KeyBinding(
            "review.delete", [.char("d"), .delete], scope: .reviewCard, group: "Review",
            help: "Delete the task (u brings it back)", hint: "delete", action: .reviewDelete),
        KeyBinding(
            "review.undo", [.char("u")], scope: .reviewCard, group: "Review",
            help: "Take back the last decision; its card returns", hint: "undo", action: .reviewUndo),
        KeyBinding(
            "review.leave", [.escape, .char("q")], scope: .reviewCard, group: "Review",
            help: "Leave the deck", hint: "leave", action: .reviewLeave),
        KeyBinding(
            "review.summary", [.enter], scope: .reviewEnd, group: "Review",
            help: "The summary, once time is up", hint: "summary", action: .reviewSummary),
        KeyBinding(
            "review.again", [.char("r")], scope: .reviewEnd, group: "Review",
            help: "Again, on the tasks still open", hint: "again", action: .reviewRestart),
        KeyBinding(
            "review.undoAtEnd", [.char("u")], scope: .reviewEnd, group: "Review",
            help: "Take back the last decision (when the deck is done)", action: .reviewUndo),
        KeyBinding(
            "review.leaveAtEnd", [.escape, .char("q")], scope: .reviewEnd, group: "Review",
            help: "Leave the deck", hint: "leave", action: .reviewLeave),
    ]

    static let fieldBindings: [KeyBinding] = [
        KeyBinding(
            "quickAdd.save", [.enter], scope: .quickAdd, group: "Quick add", help: "Save and add another",
            hint: "save", action: .submitField),
        KeyBinding(
            "quickAdd.cancel", [.escape], scope: .quickAdd, group: "Quick add", help: "Stop adding",
            hint: "done",
            action: .cancelField),
        KeyBinding(
            "search.keep", [.enter], scope: .search, group: "Search", help: "Keep the filter and go back",
            hint: "keep", action: .submitField),
        KeyBinding(
            "search.clear", [.escape], scope: .search, group: "Search", help: "Clear the filter",
            hint: "clear",
            action: .cancelField),
        KeyBinding(
            "help.close", [.escape, .char("?"), .char("q")], scope: .help, group: "Help", help: "Close help",
            hint: "close", action: .closeOverlay),
        KeyBinding(
            "help.scrollUp", [.up, .char("k")], scope: .help, group: "Help", help: "Scroll up",
            action: .scrollHelp(by: -1)),
        KeyBinding(
            "help.scrollDown", [.down, .char("j")], scope: .help, group: "Help", help: "Scroll down",
            hint: "scroll", action: .scrollHelp(by: 1)),
        KeyBinding(
            "help.pageUp", [.pageUp], scope: .help, group: "Help", help: "Page up",
            action: .scrollHelp(by: -10)),
        KeyBinding(
            "help.pageDown", [.pageDown], scope: .help, group: "Help", help: "Page down",
            action: .scrollHelp(by: 10)),
    ]

    static let formBindings: [KeyBinding] = [
        KeyBinding(
            "form.next", [.tab, .down], scope: .form, group: "Edit form", help: "Next field", hint: "next",
            action: .formFocus(by: 1)),
        KeyBinding(
            "form.previous", [.backTab, .up], scope: .form, group: "Edit form", help: "Previous field",
            action: .formFocus(by: -1)),
        KeyBinding(
            "form.toggle", [.char(" ")], scope: .form, group: "Edit form", help: "Tick or untick a checkbox",
            action: .formToggle),
        KeyBinding(
            "form.enter", [.enter], scope: .form, group: "Edit form",
            help: "New line in notes, next field elsewhere, save on the last field", action: .formSubmit),
        KeyBinding(
            "form.save", [.ctrl("s")], scope: .form, group: "Edit form", help: "Save", hint: "save",
            action: .formSave),
        KeyBinding(
            "form.cancel", [.escape], scope: .form, group: "Edit form", help: "Cancel (asks if changed)",
            hint: "cancel", action: .formCancel),
        KeyBinding(
            "form.discard", [.char("y")], scope: .formConfirm, group: "Discard changes?",
            help: "Discard the changes", hint: "discard", action: .formConfirmDiscard(true)),
        KeyBinding(
            "form.keepEditing", [.char("n"), .escape], scope: .formConfirm, group: "Discard changes?",
            help: "Keep editing", hint: "keep editing", action: .formConfirmDiscard(false)),
    ]

    static let globalBindings: [KeyBinding] = [
        KeyBinding(
            "app.interrupt", [.ctrl("c")], scope: .global, group: "App", help: "Quit", action: .quit,
            worksWhileTyping: true),
        KeyBinding(
            "app.suspend", [.ctrl("z")], scope: .global, group: "App", help: "Suspend (fg to return)",
            action: .suspend, worksWhileTyping: true),
    ]

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
        case .mouse(let event): return state.mode == .normal && state.screen == .list ? .mouse(event) : nil
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
        if state.mode.field != nil { return .edit(key) }
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
