import IkeApp
import IkeCore
import IkeTerm

/// The list screen: header, the framed input row and task rows, the status line and the key hints.
public enum ListView {
    /// Draws the list screen of `state` into `buffer`, which must be `state.size`.
    public static func draw(_ state: AppState, into buffer: inout ScreenBuffer) {
        let context = RenderContext(state)
        let layout = state.layout
        HeaderView.draw(state, y: layout.headerRow, into: &buffer, context: context)
        buffer.drawBox(layout.frame, symbols: context.symbols, style: context.theme.frame)
        drawPosition(state, into: &buffer, context: context)
        InputRowView.draw(state, y: layout.inputRow, into: &buffer, context: context)
        if state.list.count == 0 {
            drawEmptyState(state, into: &buffer, context: context)
        } else {
            drawTasks(state, into: &buffer, context: context)
        }
        StatusLineView.draw(state, y: layout.statusRow, into: &buffer, context: context)
        FooterView.draw(state, y: layout.footerRow, into: &buffer, context: context)
    }

    /// The rows of the filtered list that are on screen.
    static func visibleRange(_ state: AppState) -> Range<Int> {
        let top = max(0, state.list.scrollTop)
        return top..<min(state.list.count, top + state.layout.visibleTaskCount)
    }

    /// The visible tasks, each on its row; rows not loaded yet stay blank until the next read.
    private static func drawTasks(_ state: AppState, into buffer: inout ScreenBuffer, context: RenderContext)
    {
        let layout = state.layout
        let range = visibleRange(state)
        let items = range.compactMap { state.list.item(at: $0) }
        let columns = TaskColumns(
            items: items, width: buffer.width, symbols: context.symbols, today: context.today)
        for index in range {
            let y = layout.taskRows.lowerBound + index - range.lowerBound
            guard let item = state.list.item(at: index) else { continue }
            let selected = index == state.list.selectedIndex
            TaskRowView.draw(
                item, y: y, selected: selected, columns: columns, into: &buffer, context: context)
            // Screen readers and braille displays follow the hardware cursor, so it rides the selection.
            if selected && state.mode == .normal {
                buffer.cursor = Point(x: columns.markerX, y: y)
            }
        }
    }

    /// Says why the frame is empty and what to press.
    private static func drawEmptyState(
        _ state: AppState, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let y = state.layout.taskRows.lowerBound
        let x = TaskColumns(items: [], width: buffer.width, symbols: context.symbols, today: context.today)
            .titleX
        guard state.layout.taskRows.contains(y) else { return }
        buffer.put(
            emptyMessage(state, symbols: context.symbols), x: x, y: y, width: buffer.width - 2 - x,
            ellipsis: context.symbols.ellipsis)
        if state.mode == .normal {
            buffer.cursor = Point(x: 1, y: y)
        }
    }

    /// The empty-state sentence: no match for the search, everything done and hidden, or no tasks.
    static func emptyMessage(_ state: AppState, symbols: Symbols) -> String {
        var search = state.list.searchText
        if case .search(let field) = state.mode { search = field.text }
        if !search.isEmpty {
            return "No task matches " + symbols.quoted(search) + "."
        }
        if state.counts.total == 0 {
            return "No tasks yet. Press a to add one."
        }
        if state.list.hideDone && state.counts.open == 0 {
            return "All done. Press . to show done tasks."
        }
        return "Nothing to show."
    }

    /// "46–63 of 100" on the frame's bottom edge when the list is longer than the frame.
    private static func drawPosition(
        _ state: AppState, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let range = visibleRange(state)
        guard state.list.count > state.layout.visibleTaskCount, !range.isEmpty else { return }
        let text = context.symbols.text(
            " \(range.lowerBound + 1)–\(range.upperBound) of \(state.list.count) ")
        let y = state.layout.frame.bottom - 1
        guard TextWidth.of(text) + 4 <= buffer.width else { return }
        buffer.putRightAligned(text, right: buffer.width - 2, y: y, style: context.theme.frame)
    }
}
