import IkeApp
import IkeTerm

/// The sentence in an empty frame: why there is nothing to show, and what to press.
enum EmptyStateView {
    /// Draws the sentence on the first task row, where the first task's title would start.
    static func draw(_ state: AppState, into buffer: inout ScreenBuffer, context: RenderContext) {
        let y = state.layout.taskRows.lowerBound
        guard state.layout.taskRows.contains(y) else { return }
        let x = TaskColumns(items: [], width: buffer.width, symbols: context.symbols, today: context.today)
            .titleX
        buffer.put(
            message(state, symbols: context.symbols), x: x, y: y, width: buffer.width - 2 - x,
            ellipsis: context.symbols.ellipsis)
        if state.mode == .normal {
            buffer.cursor = Point(x: 1, y: y)
        }
    }

    /// The sentence: no match for the search, everything done and hidden, or no tasks at all.
    static func message(_ state: AppState, symbols: Symbols) -> String {
        var search = state.list.searchText
        if case .search(let field) = state.mode { search = field.text }
        if !search.isEmpty {
            return "No task matches " + symbols.quoted(search) + "."
        }
        if state.counts.total == 0 {
            // Quick add (`a`) only exists on the list; elsewhere `A` opens the form.
            return
                "No tasks yet. Press \(state.keys.keyName(state.screen == .list ? .taskQuickAdd : .taskNew)) to add one."
        }
        if state.list.hideDone && state.counts.open == 0 {
            return "All done. Press \(state.keys.keyName(.viewHideDone)) to show done tasks."
        }
        return "Nothing to show."
    }
}
