import IkeCore
import IkeTerm

/// The list's actions while the agenda view shows: the selection across headings, the mouse, and
/// Shift-↑↓ within a day (the agenda is ordered by time; among tasks due at the same time, by the list's
/// order, which a move changes).
enum AgendaReducer {
    /// The reaction to `action` in the agenda view; `nil` for what the list does the same in both.
    static func reduce(
        _ list: inout ListState, _ action: ListAction, _ context: inout ScreenContext
    )
        -> Reaction?
    {
        let layout = context.layout
        switch action {
        case .moveSelection(let delta):
            list.agenda.select(list.agenda.selectedIndex.addingReportingOverflow(delta).partialValue, layout)
            return Reaction.none
        case .select(let index):
            list.agenda.select(index, layout)
            return Reaction.none
        case .scroll(let delta):
            scroll(&list.agenda, by: delta, layout)
            return Reaction.none
        case .mouse(let event): return mouse(event, &list.agenda, layout)
        case .moveTaskUp: return move(&list, by: -1, &context)
        case .moveTaskDown: return move(&list, by: 1, &context)
        case .cycleSort:
            context.status = StatusMessage("The agenda is ordered by time; sort the other views")
            return Reaction.none
        case .agendaLoaded(let snapshot):
            context.counts = snapshot.counts
            list.agenda.sections = snapshot.sections
            list.parentTitles = snapshot.parentTitles
            list.agenda.followSelection(layout)
            return Reaction.none
        default:
            return nil
        }
    }

    /// Shift-↑↓: the task changes places with its neighbour in the same section when both are due at the
    /// same moment (only then does the list's order decide between them).
    private static func move(
        _ list: inout ListState, by delta: Int, _ context: inout ScreenContext
    ) -> Reaction {
        guard context.screen == .list, let item = list.agenda.selectedItem,
            let (section, offset) = list.agenda.section(ofItem: list.agenda.selectedIndex)
        else { return .none }
        let neighbour = offset + delta
        guard section.items.indices.contains(neighbour) else {
            context.status = StatusMessage(
                delta < 0 ? "Already at the top of its day" : "Already at the bottom of its day")
            return .none
        }
        let other = section.items[neighbour]
        guard other.deadlineWithTime == item.deadlineWithTime, other.start == item.start else {
            context.status = StatusMessage(
                "The agenda is ordered by time: only tasks due together change places")
            return .none
        }
        let placement: Placement = delta < 0 ? .before(uid: other.uid) : .after(uid: other.uid)
        let label = (delta < 0 ? "Moved up: " : "Moved down: ") + TaskLabel.quoted(item.title)
        return [.change(.move(uid: item.uid, placement), label: label)]
    }

    /// The wheel scrolls; a click selects a task's row, on its box toggles it, twice opens the form.
    private static func mouse(
        _ event: MouseEvent, _ agenda: inout AgendaState, _ layout: ListLayout
    ) -> Reaction {
        switch event.kind {
        case .wheelUp:
            scroll(&agenda, by: -3, layout)
            return .none
        case .wheelDown:
            scroll(&agenda, by: 3, layout)
            return .none
        case .press, .click, .doubleClick:
            let row = agenda.scrollTop + event.y - layout.taskRows.lowerBound
            let rows = agenda.rows
            guard layout.taskRows.contains(event.y), rows.indices.contains(row),
                case .task(_, let index) = rows[row]
            else { return .none }
            agenda.select(index, layout)
            var reaction = Reaction.none
            if event.kind == .doubleClick {
                reaction.then.append(.openEditor)
            } else if event.kind == .click && layout.checkboxColumns.contains(event.x) {
                reaction.then.append(.toggleDone)
            }
            return reaction
        case .release, .drag:
            return .none
        }
    }

    /// Moves the viewport `delta` rows, keeping the selection on a visible task.
    private static func scroll(_ agenda: inout AgendaState, by delta: Int, _ layout: ListLayout) {
        let visible = max(1, layout.visibleTaskCount)
        agenda.scrollTop = min(max(0, agenda.scrollTop + delta), max(0, agenda.rowCount - visible))
        let firstRow = agenda.row(ofItem: agenda.selectedIndex)
        guard firstRow < agenda.scrollTop || firstRow >= agenda.scrollTop + visible else { return }
        // The first task in view (or the last, scrolling up past the selection) takes it.
        let rows = agenda.rows[agenda.scrollTop..<min(agenda.rowCount, agenda.scrollTop + visible)]
        let indices = rows.compactMap { row -> Int? in
            if case .task(_, let index) = row { return index }
            return nil
        }
        guard let index = firstRow < agenda.scrollTop ? indices.first : indices.last else { return }
        agenda.selectedIndex = index
        agenda.selectedUID = agenda.selectedItem?.uid
    }
}
