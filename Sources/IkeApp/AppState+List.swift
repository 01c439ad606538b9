import IkeCore
import IkeTerm

extension AppState {
    /// Selects the task at `index` (clamped), scrolls it into view and asks for rows that are not loaded.
    mutating func select(_ index: Int) -> [Effect] {
        guard list.count > 0 else { return [] }
        list.selectedIndex = min(max(0, index), list.count - 1)
        list.selectedUID = list.selectedItem?.uid
        return ensureSelectionVisible()
    }

    /// Scrolls the viewport (mouse wheel), dragging the selection along so it stays visible.
    mutating func scroll(by delta: Int) -> [Effect] {
        let visible = max(1, layout.visibleTaskCount)
        list.scrollTop = min(max(0, list.scrollTop + delta), max(0, list.count - visible))
        let clamped = min(max(list.selectedIndex, list.scrollTop), list.scrollTop + visible - 1)
        return select(clamped)
    }

    /// Adjusts the scroll so the selection is on screen; asks for a reload when those rows are not loaded.
    mutating func ensureSelectionVisible() -> [Effect] {
        let visible = max(1, layout.visibleTaskCount)
        if list.selectedIndex < list.scrollTop { list.scrollTop = list.selectedIndex }
        if list.selectedIndex >= list.scrollTop + visible {
            list.scrollTop = list.selectedIndex - visible + 1
        }
        list.scrollTop = min(max(0, list.scrollTop), max(0, list.count - visible))
        return list.isLoaded(list.scrollTop..<(list.scrollTop + visible)) ? [] : [.reload]
    }

    /// Takes a fresh read of the store: the selection follows its task, or keeps its place if it is gone.
    mutating func apply(_ snapshot: ListSnapshot) {
        counts = snapshot.counts
        list.count = snapshot.count
        list.window = snapshot.window
        list.windowOffset = snapshot.windowOffset
        if let index = snapshot.indexOfSelected {
            list.selectedIndex = index
        } else {
            list.selectedIndex = min(list.selectedIndex, max(0, list.count - 1))
        }
        list.selectedUID = list.selectedItem?.uid
        _ = ensureSelectionVisible()
    }

    /// Moves the selection on the screen that is showing.
    mutating func selectOnScreen(by delta: Int) -> [Effect] {
        if screen == .goals {
            return selectGoal(goals.selectedIndex.addingReportingOverflow(delta).partialValue)
        }
        if screen == .matrix {
            let index = matrix.selection(in: matrix.focused).addingReportingOverflow(delta).partialValue
            return selectInMatrix(matrix.focused, index)
        }
        return select(list.selectedIndex.addingReportingOverflow(delta).partialValue)
    }

    /// Turns a change key into a store change on the selected task.
    mutating func changeSelectedTask(_ action: Action) -> [Effect] {
        guard let item = selectedTask else { return [] }
        let title = Self.quoted(item.title)
        switch action {
        case .toggleDone:
            return [
                .change(
                    .setDone(uid: item.uid, !item.isDone),
                    label: (item.isDone ? "Not done: " : "Done: ") + title)
            ]
        case .toggleImportant:
            let label = (item.isImportant ? "Not important: " : "Important: ") + title
            return [.change(.setImportant(uid: item.uid, !item.isImportant), label: label)]
        case .toggleUrgent:
            let label = (item.isUrgent ? "Not urgent: " : "Urgent: ") + title
            return [.change(.setUrgent(uid: item.uid, !item.isUrgent), label: label)]
        case .moveTaskUp:
            guard screen == .list else { return [] }
            guard list.selectedIndex > 0, let previous = list.item(at: list.selectedIndex - 1) else {
                status = StatusMessage("Already at the top")
                return []
            }
            return [.change(.move(uid: item.uid, .before(uid: previous.uid)), label: "Moved up: " + title)]
        case .moveTaskDown:
            guard let next = list.item(at: list.selectedIndex + 1) else {
                status = StatusMessage("Already at the bottom")
                return []
            }
            return [.change(.move(uid: item.uid, .after(uid: next.uid)), label: "Moved down: " + title)]
        case .deleteTask:
            return [.change(.delete(uid: item.uid), label: "Deleted " + title)]
        default:
            return []
        }
    }

    /// A title in quotes for status messages, shortened so the message fits a line.
    static func quoted(_ title: String) -> String {
        "“" + TextWidth.truncate(title, to: 40) + "”"
    }
}

extension AppState {
    /// Mouse on the list: the wheel scrolls, a click selects, a click on the checkbox toggles done.
    mutating func handleMouse(_ event: MouseEvent) -> [Effect] {
        switch event.kind {
        case .wheelUp: return scroll(by: -3)
        case .wheelDown: return scroll(by: 3)
        case .press, .click, .doubleClick:
            list.draggedUID = nil
            guard layout.taskRows.contains(event.y) else { return [] }
            let index = list.scrollTop + event.y - layout.taskRows.lowerBound
            guard index < list.count else { return [] }
            let effects = select(index)
            if event.kind == .doubleClick { return effects + openForm(new: false) }
            if layout.checkboxColumns.contains(event.x) { return effects + changeSelectedTask(.toggleDone) }
            // A press that is not a click yet may become a drag: the release says where to.
            if event.kind == .press { list.draggedUID = list.selectedUID }
            return effects
        case .release:
            defer { list.draggedUID = nil }
            guard let uid = list.draggedUID else { return [] }
            return drop(uid, atRow: event.y)
        case .drag:
            return []
        }
    }

    /// The end of a drag: the picked-up task moves to the visible row under the pointer (the nearest
    /// task row when released above or below them), as one undoable move writing one row.
    private mutating func drop(_ uid: String, atRow y: Int) -> [Effect] {
        guard list.selectedUID == uid, let item = list.selectedItem, list.count > 0 else { return [] }
        let rows = layout.taskRows
        let row = min(max(y, rows.lowerBound), rows.upperBound - 1)
        let target = min(list.scrollTop + row - rows.lowerBound, list.count - 1)
        guard target != list.selectedIndex, let other = list.item(at: target) else { return [] }
        let placement: Placement =
            target > list.selectedIndex ? .after(uid: other.uid) : .before(uid: other.uid)
        return [.change(.move(uid: uid, placement), label: "Moved " + Self.quoted(item.title))]
    }
}
