import IkeTerm

/// The one key table: dispatch, the `?` overlay, the footer hints and Docs/Keybindings.md come from it.
public enum KeyMap {
    /// Every binding, in the order help lists them.
    public static let bindings: [KeyBinding] = [
        // List: moving the selection.
        KeyBinding(
            "selection.up", [.up, .char("k")], scope: .list, group: "Move", help: "Select the task above",
            action: .moveSelection(by: -1)),
        KeyBinding(
            "selection.down", [.down, .char("j")], scope: .list, group: "Move", help: "Select the task below",
            action: .moveSelection(by: 1)),
        KeyBinding(
            "selection.pageUp", [.pageUp], scope: .list, group: "Move", help: "Page up", action: .pageUp),
        KeyBinding(
            "selection.pageDown", [.pageDown], scope: .list, group: "Move", help: "Page down",
            action: .pageDown),
        KeyBinding(
            "selection.first", [.home, .char("g")], scope: .list, group: "Move",
            help: "Select the first task",
            action: .selectFirst),
        KeyBinding(
            "selection.last", [.end, .char("G")], scope: .list, group: "Move", help: "Select the last task",
            action: .selectLast),
        // List: changing tasks.
        KeyBinding(
            "task.toggleDone", [.char(" ")], scope: .list, group: "Change", help: "Mark done or not done",
            hint: "done", action: .toggleDone),
        KeyBinding(
            "task.moveUp", [.shiftUp, .char("K")], scope: .list, group: "Change", help: "Move the task up",
            hint: "move", action: .moveTaskUp),
        KeyBinding(
            "task.moveDown", [.shiftDown, .char("J")], scope: .list, group: "Change",
            help: "Move the task down",
            action: .moveTaskDown),
        KeyBinding(
            "task.delete", [.char("d"), .delete], scope: .list, group: "Change",
            help: "Delete the task (undo with u)",
            hint: "delete", action: .deleteTask),
        KeyBinding(
            "task.toggleImportant", [.char("i")], scope: .list, group: "Change",
            help: "Mark important or not",
            action: .toggleImportant),
        KeyBinding(
            "task.toggleUrgent", [.char("!")], scope: .list, group: "Change", help: "Mark urgent or not",
            action: .toggleUrgent),
        KeyBinding(
            "task.quickAdd", [.char("a")], scope: .list, group: "Change",
            help: "Add tasks at the top (one per line)",
            hint: "add", action: .startQuickAdd),
        KeyBinding(
            "history.undo", [.char("u")], scope: .list, group: "Change", help: "Undo the last change",
            hint: "undo", action: .undo),
        KeyBinding(
            "history.redo", [.ctrl("r")], scope: .list, group: "Change", help: "Redo what was undone",
            action: .redo),
        // List: what is shown.
        KeyBinding(
            "view.search", [.char("/")], scope: .list, group: "View", help: "Search as you type",
            hint: "search",
            action: .startSearch),
        KeyBinding(
            "view.hideDone", [.char(".")], scope: .list, group: "View", help: "Hide or show done tasks",
            hint: "hide done", action: .toggleHideDone),
        KeyBinding(
            "app.help", [.char("?")], scope: .list, group: "View", help: "Show every key", hint: "help",
            action: .showHelp),
        KeyBinding("app.quit", [.char("q")], scope: .list, group: "App", help: "Quit", action: .quit),
        // Quick add.
        KeyBinding(
            "quickAdd.save", [.enter], scope: .quickAdd, group: "Quick add", help: "Save and add another",
            hint: "save", action: .submitField),
        KeyBinding(
            "quickAdd.cancel", [.escape], scope: .quickAdd, group: "Quick add", help: "Stop adding",
            hint: "done",
            action: .cancelField),
        // Search.
        KeyBinding(
            "search.keep", [.enter], scope: .search, group: "Search",
            help: "Keep the filter and go back to the list",
            hint: "keep", action: .submitField),
        KeyBinding(
            "search.clear", [.escape], scope: .search, group: "Search", help: "Clear the filter",
            hint: "clear",
            action: .cancelField),
        // Help.
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
        // Everywhere.
        KeyBinding(
            "app.interrupt", [.ctrl("c")], scope: .global, group: "App", help: "Quit", action: .quit,
            worksWhileTyping: true),
        KeyBinding(
            "app.suspend", [.ctrl("z")], scope: .global, group: "App", help: "Suspend (fg to return)",
            action: .suspend, worksWhileTyping: true),
    ]

    /// The scope of the current mode.
    public static func scope(for mode: Mode) -> KeyScope {
        switch mode {
        case .normal: .list
        case .quickAdd: .quickAdd
        case .search: .search
        case .help: .help
        }
    }

    /// The binding `key` triggers in `state`, if any: the mode's scope first, then global ones.
    public static func binding(for key: Key, in state: AppState) -> KeyBinding? {
        let scope = scope(for: state.mode)
        if let binding = bindings.first(where: { $0.scope == scope && $0.keys.contains(key) }) {
            return binding
        }
        let typing = state.mode.field != nil
        return bindings.first {
            $0.scope == .global && $0.keys.contains(key) && (!typing || $0.worksWhileTyping)
        }
    }

    /// The action for `key` in `state`: a binding's action, text editing in a field, or nil.
    public static func action(for key: Key, in state: AppState) -> Action? {
        switch key {
        case .resize: return nil
        case .paste(let text): return .paste(text)
        case .mouse(let event): return state.mode == .normal ? .mouse(event) : nil
        default: break
        }
        if let binding = binding(for: key, in: state) {
            if let reason = disabledReason(binding.id, in: state) {
                return .showStatus(StatusMessage(reason))
            }
            return binding.action
        }
        if state.mode.field != nil { return .edit(key) }
        return nil
    }

    /// Why a binding does nothing right now, shown instead of silently ignoring the key.
    public static func disabledReason(_ id: String, in state: AppState) -> String? {
        let hasTask = state.list.count > 0
        switch id {
        case "task.toggleDone", "task.delete", "task.toggleImportant", "task.toggleUrgent":
            return hasTask ? nil : "There is no task to change; press a to add one"
        case "task.moveUp", "task.moveDown":
            return hasTask ? nil : "There is no task to move"
        case "history.undo": return state.history.nextUndo == nil ? "Nothing to undo" : nil
        case "history.redo": return state.history.nextRedo == nil ? "Nothing to redo" : nil
        default: return nil
        }
    }

    /// The footer: the hinted bindings of the current mode's scope.
    public static func hints(for state: AppState) -> [(keys: String, label: String)] {
        let scope = scope(for: state.mode)
        return bindings.filter { $0.scope == scope && $0.hint != nil }.map { binding in
            let keys = binding.id == "task.moveUp" ? "S-↑↓" : binding.keys[0].displayName
            if binding.id == "view.hideDone" && state.list.hideDone { return (keys, "show done") }
            return (keys, binding.hint!)
        }
    }

    /// Help for the current screen: its scope's bindings grouped, then the global ones.
    public static func helpSections(
        for state: AppState
    ) -> [(title: String, rows: [(keys: String, text: String)])] {
        let scopes: [KeyScope] = [.list, .quickAdd, .search, .global]
        return sections(for: scopes)
    }

    /// Bindings of `scopes`, grouped by help group in table order.
    static func sections(for scopes: [KeyScope]) -> [(title: String, rows: [(keys: String, text: String)])] {
        var result: [(title: String, rows: [(keys: String, text: String)])] = []
        for scope in scopes {
            for binding in bindings where binding.scope == scope {
                let title = scope == .list ? binding.group : scope.title
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

    /// Editing keys every text field understands (from `TextField.apply`), listed in help and the docs.
    public static let textEditingHelp =
        "← → Home End Ctrl-A Ctrl-E move · Backspace Del delete · Ctrl-U Ctrl-K Ctrl-W cut · paste inserts"
}
