import IkeCore
import IkeTerm

/// The matrix screen's reducer: moving across quadrants and the inbox, carrying tasks between quadrants
/// and placing them from the inbox, adding into one.
enum MatrixReducer {
    static func reduce(
        _ matrix: inout MatrixState, _ action: MatrixAction, _ context: inout ScreenContext
    )
        -> Reaction
    {
        let size = context.size
        switch action {
        case .moveSelection(let delta):
            if matrix.isInboxFocused {
                return matrix.selectInbox(
                    matrix.inboxSelection.addingReportingOverflow(delta).partialValue, size)
            }
            let index = matrix.selection(in: matrix.focused).addingReportingOverflow(delta).partialValue
            return matrix.select(matrix.focused, index, size)
        case .move(let dx, let dy): return matrix.move(dx: dx, dy: dy, size)
        case .cycle(let delta):
            let all = Quadrant.allCases
            if matrix.isInboxFocused {
                // The inbox comes before Do first in Tab's order.
                guard delta > 0 else { return .then(.previousScreen) }
                matrix.isInboxFocused = false
                matrix.focused = .doFirst
                return matrix.select(.doFirst, matrix.selection(in: .doFirst), size)
            }
            let index = all.firstIndex(of: matrix.focused)! + delta
            if index < 0 && matrix.inboxTotal > 0 {
                matrix.isInboxFocused = true
                return matrix.selectInbox(matrix.inboxSelection, size)
            }
            // Past the last (or before the first) quadrant, on to the next (or previous) screen, like
            // focus moving through a form: Tab alone still reaches every screen.
            guard all.indices.contains(index) else { return .then(delta > 0 ? .nextScreen : .previousScreen) }
            matrix.focused = all[index]
            return matrix.select(matrix.focused, matrix.selection(in: matrix.focused), size)
        case .carry(let dx, let dy):
            guard let item = matrix.selectedItem else { return .none }
            if matrix.isInboxFocused { return place(item, dx: dx, dy: dy, &matrix, &context) }
            let (column, row) = MatrixState.position(of: matrix.focused)
            guard (0...1).contains(column + dx), (0...1).contains(row + dy) else {
                context.status = StatusMessage("No quadrant that way")
                return .none
            }
            return carry(
                item, to: MatrixState.quadrant(column: column + dx, row: row + dy), &matrix, &context)
        case .add:
            // Quick add into the focused quadrant, which needs the list's state: AppReducer answers it.
            return .none
        case .toggleInbox:
            if matrix.isInboxFocused {
                matrix.isInboxFocused = false
                return matrix.select(matrix.focused, matrix.selection(in: matrix.focused), size)
            }
            guard matrix.inboxTotal > 0 else {
                context.status = StatusMessage("The inbox is empty: every task is in a quadrant")
                return .none
            }
            matrix.isInboxFocused = true
            return matrix.selectInbox(matrix.inboxSelection, size)
        case .loaded(let snapshot):
            context.counts = snapshot.counts
            matrix.apply(snapshot, size)
            return .none
        }
    }

    /// Places an inbox task: Shift-↓ into the quadrant the keys came from (drawn focused under the
    /// strip), Shift-← into Do first and Shift-→ into Schedule, the two quadrants the strip sits on.
    private static func place(
        _ item: TodoItem, dx: Int, dy: Int, _ matrix: inout MatrixState, _ context: inout ScreenContext
    ) -> Reaction {
        let target: Quadrant
        switch (dx, dy) {
        case (_, 1): target = matrix.focused
        case (-1, _): target = .doFirst
        case (1, _): target = .schedule
        default:
            context.status = StatusMessage("No quadrant that way: the quadrants are below the inbox")
            return .none
        }
        // The selection stays in the inbox, on the next task, so a run of tasks is placed key by key; the
        // last one takes the keys along to where it shows.
        if matrix.inboxTotal == 1 {
            var placed = item
            placed.quadrant = target
            let shown = matrix.urgency.quadrant(of: placed, today: context.today)
            matrix.isInboxFocused = false
            matrix.focused = shown
            matrix.selectedUID[shown] = item.uid
        }
        let label = "Placed in \(target.title): " + TaskLabel.quoted(item.title)
        return [.change(.setQuadrant(uid: item.uid, target), label: label)]
    }

    /// Carries a task to `target`, setting its flags as the quadrant says. A task urgent by its deadline
    /// stays urgent without its flag: carried to a quadrant that is not urgent, it stays where it shows,
    /// and the status line says why (its flags still change, when they do).
    private static func carry(
        _ item: TodoItem, to target: Quadrant, _ matrix: inout MatrixState, _ context: inout ScreenContext
    ) -> Reaction {
        var moved = item
        moved.quadrant = target
        let shown = matrix.urgency.quadrant(of: moved, today: context.today)
        guard shown == target else {
            let why = "stays in \(shown.title): due \(dueWords(item, context)), within \(dayWords(matrix))"
            guard moved.isImportant != item.isImportant || moved.isUrgent != item.isUrgent else {
                context.status = StatusMessage(TaskLabel.quoted(item.title) + " " + why)
                return .none
            }
            matrix.selectedUID[shown] = item.uid
            let label = "Urgent flag off " + TaskLabel.quoted(item.title) + "; it " + why
            return [.change(.setQuadrant(uid: item.uid, target), label: label)]
        }
        matrix.focused = target
        matrix.selectedUID[target] = item.uid
        let label = "Moved to \(target.title): " + TaskLabel.quoted(item.title)
        return [.change(.setQuadrant(uid: item.uid, target), label: label)]
    }

    /// "tomorrow", "Mon 7 Dec": when the task is due, for the status line.
    private static func dueWords(_ item: TodoItem, _ context: ScreenContext) -> String {
        guard let deadline = item.deadline else { return "" }
        if deadline < context.today { return "\(deadline.shortDescription) (overdue)" }
        if deadline == context.today { return "today" }
        if deadline == context.today.adding(days: 1) { return "tomorrow" }
        return deadline.shortDescription
    }

    /// "2 days (urgent_within)": the setting that made it urgent.
    private static func dayWords(_ matrix: MatrixState) -> String {
        let days = matrix.urgency.days
        return (days == 0 ? "today" : days == 1 ? "1 day" : "\(days) days") + " (urgent_within)"
    }
}

extension MatrixState {
    /// The layout of the matrix at `size`.
    func layout(_ size: Size) -> MatrixLayout {
        MatrixLayout(size: size, focused: focused, inboxTotal: inboxTotal, isInboxFocused: isInboxFocused)
    }

    /// How many tasks of each quadrant to load: past the selection by a few screens, at least 200.
    func loadLimits(_ size: Size) -> [Quadrant: Int] {
        let layout = layout(size)
        var limits: [Quadrant: Int] = [:]
        for quadrant in Quadrant.allCases {
            let page = max(1, layout.visibleRows(quadrant), layout.visibleRows(focused))
            limits[quadrant] = max(200, selection(in: quadrant) + 3 * page)
        }
        return limits
    }

    /// How many inbox tasks to load: past the selection by a few strips, at least 200.
    var inboxLimit: Int { max(200, inboxSelection + 3 * MatrixLayout.inboxRowsInGrid) }

    /// Selects task `index` of `quadrant` and scrolls it into that quadrant's view.
    mutating func select(_ quadrant: Quadrant, _ index: Int, _ size: Size) -> Reaction {
        let list = items(quadrant)
        let total = totals[quadrant] ?? list.count
        guard total > 0 else {
            selectedIndex[quadrant] = 0
            selectedUID[quadrant] = nil
            return .none
        }
        let clamped = min(max(0, index), total - 1)
        selectedIndex[quadrant] = clamped
        selectedUID[quadrant] = list.indices.contains(clamped) ? list[clamped].uid : nil
        scroll(quadrant, size)
        return list.indices.contains(clamped) ? .none : .reload
    }

    /// Selects inbox task `index` and scrolls it into the strip's view.
    mutating func selectInbox(_ index: Int, _ size: Size) -> Reaction {
        guard inboxTotal > 0 else {
            inboxIndex = 0
            inboxUID = nil
            return .none
        }
        let clamped = min(max(0, index), inboxTotal - 1)
        inboxIndex = clamped
        inboxUID = inbox.indices.contains(clamped) ? inbox[clamped].uid : nil
        scrollInbox(size)
        return inbox.indices.contains(clamped) ? .none : .reload
    }

    /// Keeps the inbox's selection inside the strip's visible rows.
    mutating func scrollInbox(_ size: Size) {
        let visible = max(1, layout(size).inboxVisibleRows)
        let index = inboxSelection
        var top = inboxScrollTop
        if index < top { top = index }
        if index >= top + visible { top = index - visible + 1 }
        inboxScrollTop = max(0, min(top, max(0, inbox.count - visible)))
    }

    /// Keeps the selection of `quadrant` inside its visible rows.
    mutating func scroll(_ quadrant: Quadrant, _ size: Size) {
        let visible = max(1, layout(size).visibleRows(quadrant))
        let index = selection(in: quadrant)
        var top = scrollTop[quadrant] ?? 0
        if index < top { top = index }
        if index >= top + visible { top = index - visible + 1 }
        scrollTop[quadrant] = max(0, min(top, max(0, items(quadrant).count - visible)))
    }

    /// Arrows: within the focused quadrant, and across into the neighbouring one at its edge; up from
    /// a top quadrant's first task into the inbox, down from the inbox's last into the focused quadrant.
    mutating func move(dx: Int, dy: Int, _ size: Size) -> Reaction {
        if isInboxFocused {
            guard dy != 0 else { return .none }
            if (0..<inboxTotal).contains(inboxSelection + dy) {
                return selectInbox(inboxSelection + dy, size)
            }
            guard dy > 0 else { return .none }
            isInboxFocused = false
            return select(focused, 0, size)
        }
        let quadrant = focused
        let index = selection(in: quadrant)
        let (column, row) = Self.position(of: quadrant)
        if dy != 0 {
            let total = totals[quadrant] ?? items(quadrant).count
            if (0..<total).contains(index + dy) { return select(quadrant, index + dy, size) }
            guard (0...1).contains(row + dy) else {
                guard dy < 0, inboxTotal > 0 else { return .none }
                isInboxFocused = true
                return selectInbox(inboxTotal - 1, size)
            }
            let next = Self.quadrant(column: column, row: row + dy)
            focused = next
            let nextTotal = totals[next] ?? items(next).count
            return select(next, dy > 0 ? 0 : nextTotal - 1, size)
        }
        guard (0...1).contains(column + dx) else { return .none }
        let next = Self.quadrant(column: column + dx, row: row)
        focused = next
        // Keep the same visible row when crossing sideways, so the eye does not have to search.
        let visibleRow = index - (scrollTop[quadrant] ?? 0)
        return select(next, (scrollTop[next] ?? 0) + visibleRow, size)
    }

    /// Takes a fresh read; each quadrant's selection and the inbox's follow their task. An inbox emptied
    /// gives the keys back to the focused quadrant.
    mutating func apply(_ snapshot: MatrixSnapshot, _ size: Size) {
        quadrants = snapshot.quadrants
        totals = snapshot.totals
        parentTitles = snapshot.parentTitles
        inbox = snapshot.inbox
        inboxTotal = snapshot.inboxTotal
        if inboxTotal == 0 { isInboxFocused = false }
        if let uid = inboxUID, let index = inbox.firstIndex(where: { $0.uid == uid }) { inboxIndex = index }
        inboxIndex = inboxSelection
        inboxUID = inbox.indices.contains(inboxIndex) ? inbox[inboxIndex].uid : nil
        scrollInbox(size)
        for quadrant in Quadrant.allCases {
            let list = items(quadrant)
            if let uid = selectedUID[quadrant], let index = list.firstIndex(where: { $0.uid == uid }) {
                selectedIndex[quadrant] = index
            }
            let index = selection(in: quadrant)
            selectedIndex[quadrant] = index
            selectedUID[quadrant] = list.indices.contains(index) ? list[index].uid : nil
            scroll(quadrant, size)
        }
    }
}
