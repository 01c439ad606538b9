import IkeApp
import IkeCore
import IkeTerm

/// The list screen: header, the framed input row and task rows, the status line and the key hints.
public enum ListView {
    /// Draws the list screen of `state` into `buffer`, which must be `state.size`.
    public static func draw(_ state: AppState, into buffer: inout ScreenBuffer) {
        let context = RenderContext(state)
        ScreenChrome.draw(state, into: &buffer, context: context)
        let range = visibleRange(state)
        if state.list.count > state.layout.visibleTaskCount, !range.isEmpty {
            ScreenChrome.drawPosition(
                (range.lowerBound + 1)...range.upperBound, of: state.list.count, state: state, into: &buffer,
                context: context)
        }
        if state.list.count == 0 {
            EmptyStateView.draw(state, into: &buffer, context: context)
        } else {
            drawTasks(state, into: &buffer, context: context)
        }
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
}
