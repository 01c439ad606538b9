import IkeApp
import IkeCore
import IkeTerm

/// The goals screen: tasks by month of deadline, each month with its progress, in the list's chrome.
enum GoalsView {
    /// Columns the tasks sit to the right of their month heading.
    static let taskIndent = 1

    /// Draws the goals screen of `model` in `chrome` into `buffer`, which must be the layout's size.
    static func draw(
        _ model: GoalsScreenModel, chrome: ChromeModel, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        ScreenChrome.draw(chrome, into: &buffer, context: context)
        let rows = model.goals.rows
        guard !rows.isEmpty else {
            EmptyStateView.draw(
                model.empty, taskRows: model.layout.taskRows, showsCursor: model.isBrowsing, into: &buffer,
                context: context)
            return
        }
        let visible = visibleRows(rows, model: model)
        drawRows(visible, model: model, into: &buffer, context: context)
        if chrome.input.field == nil && chrome.input.searchText.isEmpty,
            case .task(let item, _)? = visible.first
        {
            drawStickyHeading(of: item, model: model, into: &buffer, context: context)
        }
        let itemIndices = visible.compactMap { row -> Int? in
            if case .task(_, let index) = row { return index }
            return nil
        }
        if rows.count > model.layout.visibleTaskCount, let first = itemIndices.first,
            let last = itemIndices.last
        {
            // Counted in tasks, not rows: headings are not something the person counts.
            ScreenChrome.drawPosition(
                (first + 1)...(last + 1), of: model.goals.items.count, frame: model.layout.frame,
                into: &buffer, context: context)
        }
    }

    /// Scrolled into a month, its heading takes the input row above the rows, where the screen's hint
    /// was, so the month of the rows in sight is always named (issue 32, friction 8).
    private static func drawStickyHeading(
        of item: TodoItem, model: GoalsScreenModel, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        guard let group = model.goals.groups.first(where: { $0.items.contains { $0.uid == item.uid } }) else {
            return
        }
        let y = model.layout.inputRow
        buffer.fill(Rect(x: 1, y: y, width: buffer.width - 2, height: 1))
        MonthHeadingView(groups: model.goals.groups, width: buffer.width).draw(
            group, y: y, into: &buffer, context: context)
    }

    /// The rows on screen, from the scroll position, as many as the frame holds.
    static func visibleRows(_ rows: [GoalsState.Row], model: GoalsScreenModel) -> ArraySlice<GoalsState.Row> {
        let visible = model.layout.visibleTaskCount
        // Clamped as the reducer clamps it, so a stale position never shows an empty frame.
        let top = min(max(0, model.goals.scrollTop), max(0, rows.count - visible))
        return rows[top..<min(rows.count, top + visible)]
    }

    /// Headings and tasks, one per row; the selected task carries the bar, the marker and the cursor.
    private static func drawRows(
        _ visible: ArraySlice<GoalsState.Row>, model: GoalsScreenModel, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let items = visible.compactMap { row -> TodoItem? in
            if case .task(let item, _) = row { return item }
            return nil
        }
        let columns = TaskColumns(
            items: items, width: buffer.width, symbols: context.symbols, now: context.now,
            indent: taskIndent, showsIDs: model.showsIDs)
        let headings = MonthHeadingView(groups: model.goals.groups, width: buffer.width)
        for (offset, row) in visible.enumerated() {
            let y = model.layout.taskRows.lowerBound + offset
            switch row {
            case .heading(let group):
                headings.draw(group, y: y, into: &buffer, context: context)
            case .task(let item, let index):
                let selected = index == model.goals.selectedIndex && model.showsSelection
                TaskRowView.draw(
                    item, y: y, selected: selected, columns: columns, into: &buffer, context: context)
                // Screen readers and braille displays follow the hardware cursor, so it rides the selection.
                if selected && model.isBrowsing {
                    buffer.cursor = Point(x: columns.markerX, y: y)
                }
            }
        }
    }
}
