import IkeCore
import IkeTerm

extension AppState {
    /// The store filter of the matrix: open tasks (done ones too when shown), the shared search text.
    public var matrixFilter: TaskFilter { TaskFilter(includeDone: matrix.showsDone, text: list.searchText) }

    /// How many tasks of each quadrant to load: past the selection by a few screens, at least 200.
    public var matrixLoadLimits: [Quadrant: Int] {
        var limits: [Quadrant: Int] = [:]
        for quadrant in Quadrant.allCases {
            let page = max(1, matrixLayout.visibleRows(quadrant), matrixLayout.visibleRows(matrix.focused))
            limits[quadrant] = max(200, matrix.selection(in: quadrant) + 3 * page)
        }
        return limits
    }

    /// Selects task `index` of `quadrant` and scrolls it into that quadrant's view.
    mutating func selectInMatrix(_ quadrant: Quadrant, _ index: Int) -> [Effect] {
        let items = matrix.items(quadrant)
        let total = matrix.totals[quadrant] ?? items.count
        guard total > 0 else {
            matrix.selectedIndex[quadrant] = 0
            matrix.selectedUID[quadrant] = nil
            return []
        }
        let clamped = min(max(0, index), total - 1)
        matrix.selectedIndex[quadrant] = clamped
        matrix.selectedUID[quadrant] = items.indices.contains(clamped) ? items[clamped].uid : nil
        scrollMatrix(quadrant)
        return items.indices.contains(clamped) ? [] : [.reload]
    }

    /// Keeps the selection of `quadrant` inside its visible rows.
    mutating func scrollMatrix(_ quadrant: Quadrant) {
        let visible = max(1, matrixLayout.visibleRows(quadrant))
        let index = matrix.selection(in: quadrant)
        var top = matrix.scrollTop[quadrant] ?? 0
        if index < top { top = index }
        if index >= top + visible { top = index - visible + 1 }
        matrix.scrollTop[quadrant] = max(0, min(top, max(0, matrix.items(quadrant).count - visible)))
    }

    /// Arrows: within the focused quadrant, and across into the neighbouring one at its edge.
    mutating func moveInMatrix(dx: Int, dy: Int) -> [Effect] {
        let quadrant = matrix.focused
        let index = matrix.selection(in: quadrant)
        let (column, row) = MatrixState.position(of: quadrant)
        if dy != 0 {
            let total = matrix.totals[quadrant] ?? matrix.items(quadrant).count
            if (0..<total).contains(index + dy) { return selectInMatrix(quadrant, index + dy) }
            guard (0...1).contains(row + dy) else { return [] }
            let next = MatrixState.quadrant(column: column, row: row + dy)
            matrix.focused = next
            let nextTotal = matrix.totals[next] ?? matrix.items(next).count
            return selectInMatrix(next, dy > 0 ? 0 : nextTotal - 1)
        }
        guard (0...1).contains(column + dx) else { return [] }
        let next = MatrixState.quadrant(column: column + dx, row: row)
        matrix.focused = next
        // Keep the same visible row when crossing sideways, so the eye does not have to search.
        let visibleRow = index - (matrix.scrollTop[quadrant] ?? 0)
        return selectInMatrix(next, (matrix.scrollTop[next] ?? 0) + visibleRow)
    }

    /// Tab / Shift-Tab: the next or previous quadrant in reading order, and past the last (or before the
    /// first) on to the next (or previous) screen, like focus moving through a form: Tab alone still
    /// reaches every screen.
    mutating func cycleMatrix(by delta: Int) -> [Effect] {
        let all = Quadrant.allCases
        let index = all.firstIndex(of: matrix.focused)! + delta
        guard all.indices.contains(index) else { return stepScreen(by: delta) }
        matrix.focused = all[index]
        return selectInMatrix(matrix.focused, matrix.selection(in: matrix.focused))
    }

    /// Shift-arrows: the selected task moves to the neighbouring quadrant (its flags change) and the
    /// focus and selection go with it.
    mutating func carryInMatrix(dx: Int, dy: Int) -> [Effect] {
        guard let item = matrix.selectedItem else { return [] }
        let (column, row) = MatrixState.position(of: matrix.focused)
        guard (0...1).contains(column + dx), (0...1).contains(row + dy) else {
            status = StatusMessage("No quadrant that way")
            return []
        }
        let target = MatrixState.quadrant(column: column + dx, row: row + dy)
        matrix.focused = target
        matrix.selectedUID[target] = item.uid
        let label = "Moved to \(target.title): " + Self.quoted(item.title)
        return [.change(.setQuadrant(uid: item.uid, target), label: label)]
    }

    /// Takes a fresh read; each quadrant's selection follows its task.
    mutating func apply(matrix snapshot: MatrixSnapshot) {
        counts = snapshot.counts
        matrix.quadrants = snapshot.quadrants
        matrix.totals = snapshot.totals
        for quadrant in Quadrant.allCases {
            let items = matrix.items(quadrant)
            if let uid = matrix.selectedUID[quadrant], let index = items.firstIndex(where: { $0.uid == uid })
            {
                matrix.selectedIndex[quadrant] = index
            }
            let index = matrix.selection(in: quadrant)
            matrix.selectedIndex[quadrant] = index
            matrix.selectedUID[quadrant] = items.indices.contains(index) ? items[index].uid : nil
            scrollMatrix(quadrant)
        }
    }

    /// `a` on the matrix: the form for a new task with the focused quadrant's flags, saved by Enter.
    mutating func addInQuadrant() -> [Effect] {
        var form = EditFormState(item: nil)
        form.isImportant = matrix.focused.isImportant
        form.isUrgent = matrix.focused.isUrgent
        form.savesOnTitleEnter = true
        mode = .editForm(form)
        return []
    }
}
