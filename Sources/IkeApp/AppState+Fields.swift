import IkeCore
import IkeTerm

extension AppState {
    /// A key typed into the quick-add or search field.
    mutating func editField(_ key: Key) -> [Effect] {
        switch mode {
        case .quickAdd(var field):
            _ = field.apply(key)
            mode = .quickAdd(field)
            return []
        case .search(var field):
            guard field.apply(key) else { return [] }
            mode = .search(field)
            return setSearch(field.text)
        case .editForm(var form):
            form.edit(key)
            mode = .editForm(form)
            return []
        case .normal, .help:
            return []
        }
    }

    /// Pasted text: in quick add, several lines add one task each; elsewhere it is typed.
    mutating func paste(_ text: String) -> [Effect] {
        switch mode {
        case .quickAdd(var field):
            let lines = text.split(whereSeparator: \.isNewline).compactMap {
                TodoItem.normalizedTitle(String($0))
            }
            if lines.count > 1 {
                let typed = TodoItem.normalizedTitle(field.text).map { [$0] } ?? []
                field.setText("")
                mode = .quickAdd(field)
                return addTasks(typed + lines)
            }
            field.insert(text)
            mode = .quickAdd(field)
            return []
        case .search(var field):
            field.insert(text)
            mode = .search(field)
            return setSearch(field.text)
        case .editForm(var form):
            form.edit(.paste(text))
            mode = .editForm(form)
            return []
        case .normal, .help:
            status = StatusMessage("To add pasted lines as tasks, press a first, then paste")
            return []
        }
    }

    /// Enter in a field: quick add saves the line (an empty line ends adding); search keeps its filter.
    mutating func submitField() -> [Effect] {
        switch mode {
        case .quickAdd(var field):
            guard let title = TodoItem.normalizedTitle(field.text) else {
                mode = .normal
                return []
            }
            field.setText("")
            mode = .quickAdd(field)
            return addTasks([title])
        case .search:
            mode = .normal
            return []
        case .normal, .help, .editForm:
            return []
        }
    }

    /// Esc in a field: quick add stops (unsaved text is dropped), search clears its filter.
    mutating func cancelField() -> [Effect] {
        switch mode {
        case .quickAdd:
            mode = .normal
            return []
        case .search:
            mode = .normal
            return setSearch("")
        case .normal, .help, .editForm:
            return []
        }
    }

    private mutating func setSearch(_ text: String) -> [Effect] {
        guard text != list.searchText else { return [] }
        list.searchText = text
        list.selectedIndex = 0
        list.scrollTop = 0
        return [.reload]
    }

    private func addTasks(_ titles: [String]) -> [Effect] {
        guard !titles.isEmpty else { return [] }
        let placement = list.lastQuickAddUID.map { Placement.after(uid: $0) } ?? .top
        let label = titles.count == 1 ? "Added " + Self.quoted(titles[0]) : "Added \(titles.count) tasks"
        return [.change(.add(titles: titles, at: placement), label: label)]
    }
}
