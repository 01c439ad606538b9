import IkeCore
import IkeTerm

/// The quick-add and search fields of the list: typing, pasting, Enter and Esc.
enum FieldReducer {
    /// A key typed into the quick-add or search field.
    static func typed(_ key: Key, _ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        switch context.mode {
        case .quickAdd(var field):
            _ = field.apply(key)
            context.mode = .quickAdd(field)
            return .none
        case .search(var field):
            guard field.apply(key) else { return .none }
            context.mode = .search(field)
            return setSearch(field.text, &list)
        case .normal, .help, .editForm:
            return .none
        }
    }

    /// Pasted text: in quick add, several lines add one task each; in search it is typed.
    static func paste(_ text: String, _ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        switch context.mode {
        case .quickAdd(var field):
            let lines = text.split(whereSeparator: \.isNewline).compactMap {
                TodoItem.normalizedTitle(String($0))
            }
            if lines.count > 1 {
                let typed = TodoItem.normalizedTitle(field.text).map { [$0] } ?? []
                field.setText("")
                context.mode = .quickAdd(field)
                return addTasks(typed + lines, list)
            }
            field.insert(text)
            context.mode = .quickAdd(field)
            return .none
        case .search(var field):
            field.insert(text)
            context.mode = .search(field)
            return setSearch(field.text, &list)
        case .normal, .help, .editForm:
            context.status = StatusMessage(
                "To add pasted lines as tasks, press \(context.keys.keyName(.taskQuickAdd)) first, then paste"
            )
            return .none
        }
    }

    /// Enter: quick add saves the line (an empty line ends adding); search keeps its filter.
    static func submit(_ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        switch context.mode {
        case .quickAdd(var field):
            guard let title = TodoItem.normalizedTitle(field.text) else {
                context.mode = .normal
                return .none
            }
            field.setText("")
            context.mode = .quickAdd(field)
            return addTasks([title], list)
        case .search:
            context.mode = .normal
            return .none
        case .normal, .help, .editForm:
            return .none
        }
    }

    /// Esc: quick add stops, adding the line typed so far (the footer calls it "done"); search clears
    /// its filter.
    static func cancel(_ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        switch context.mode {
        case .quickAdd(let field):
            context.mode = .normal
            guard let title = TodoItem.normalizedTitle(field.text) else { return .none }
            return addTasks([title], list)
        case .search:
            context.mode = .normal
            return setSearch("", &list)
        case .normal, .help, .editForm:
            return .none
        }
    }

    private static func setSearch(_ text: String, _ list: inout ListState) -> Reaction {
        guard text != list.searchText else { return .none }
        list.searchText = text
        list.filterChanged()
        return .reload
    }

    private static func addTasks(_ titles: [String], _ list: ListState) -> Reaction {
        guard !titles.isEmpty else { return .none }
        let placement = list.lastQuickAddUID.map { Placement.after(uid: $0) } ?? .top
        let label =
            titles.count == 1 ? "Added " + TaskLabel.quoted(titles[0]) : "Added \(titles.count) tasks"
        return [.change(.add(titles: titles, at: placement), label: label)]
    }
}
