import IkeCore
import IkeTerm

/// The matrix screen's reducer: moving across quadrants, carrying tasks between them, adding into one.
enum MatrixReducer {
    static func reduce(
        _ matrix: inout MatrixState, _ action: MatrixAction, _ context: inout ScreenContext
    )
        -> Reaction
    {
        let size = context.size
        switch action {
        case .moveSelection(let delta):
            let index = matrix.selection(in: matrix.focused).addingReportingOverflow(delta).partialValue
            return matrix.select(matrix.focused, index, size)
        case .move(let dx, let dy): return matrix.move(dx: dx, dy: dy, size)
        case .cycle(let delta):
            let all = Quadrant.allCases
            let index = all.firstIndex(of: matrix.focused)! + delta
            // Past the last (or before the first) quadrant, on to the next (or previous) screen, like
            // focus moving through a form: Tab alone still reaches every screen.
            guard all.indices.contains(index) else { return .then(delta > 0 ? .nextScreen : .previousScreen) }
            matrix.focused = all[index]
            return matrix.select(matrix.focused, matrix.selection(in: matrix.focused), size)
        case .carry(let dx, let dy):
            guard let item = matrix.selectedItem else { return .none }
            let (column, row) = MatrixState.position(of: matrix.focused)
            guard (0...1).contains(column + dx), (0...1).contains(row + dy) else {
                context.status = StatusMessage("No quadrant that way")
                return .none
            }
            let target = MatrixState.quadrant(column: column + dx, row: row + dy)
            matrix.focused = target
            matrix.selectedUID[target] = item.uid
            let label = "Moved to \(target.title): " + TaskLabel.quoted(item.title)
            return [.change(.setQuadrant(uid: item.uid, target), label: label)]
        case .add:
            // Quick add into the focused quadrant, which needs the list's state: AppReducer answers it.
            return .none
        case .loaded(let snapshot):
            context.counts = snapshot.counts
            matrix.apply(snapshot, size)
            return .none
        }
    }
}

extension MatrixState {
    /// The layout of the matrix at `size`.
    func layout(_ size: Size) -> MatrixLayout { MatrixLayout(size: size, focused: focused) }

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

    /// Keeps the selection of `quadrant` inside its visible rows.
    mutating func scroll(_ quadrant: Quadrant, _ size: Size) {
        let visible = max(1, layout(size).visibleRows(quadrant))
        let index = selection(in: quadrant)
        var top = scrollTop[quadrant] ?? 0
        if index < top { top = index }
        if index >= top + visible { top = index - visible + 1 }
        scrollTop[quadrant] = max(0, min(top, max(0, items(quadrant).count - visible)))
    }

    /// Arrows: within the focused quadrant, and across into the neighbouring one at its edge.
    mutating func move(dx: Int, dy: Int, _ size: Size) -> Reaction {
        let quadrant = focused
        let index = selection(in: quadrant)
        let (column, row) = Self.position(of: quadrant)
        if dy != 0 {
            let total = totals[quadrant] ?? items(quadrant).count
            if (0..<total).contains(index + dy) { return select(quadrant, index + dy, size) }
            guard (0...1).contains(row + dy) else { return .none }
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

    /// Takes a fresh read; each quadrant's selection follows its task.
    mutating func apply(_ snapshot: MatrixSnapshot, _ size: Size) {
        quadrants = snapshot.quadrants
        totals = snapshot.totals
        parentTitles = snapshot.parentTitles
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
