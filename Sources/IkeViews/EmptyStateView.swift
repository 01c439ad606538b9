import IkeApp
import IkeTerm

/// The sentence in an empty frame: why there is nothing to show, and what to press.
enum EmptyStateView {
    /// Draws the sentence on the first of `taskRows`, where the first task's title would start; the
    /// hardware cursor goes to the row's start when `showsCursor`.
    static func draw(
        _ empty: EmptyStateModel, taskRows: Range<Int>, showsCursor: Bool, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let y = taskRows.lowerBound
        guard taskRows.contains(y) else { return }
        let x = TaskColumns(items: [], width: buffer.width, symbols: context.symbols, now: context.now)
            .titleX
        buffer.put(
            message(empty, context: context), x: x, y: y, width: buffer.width - 2 - x,
            ellipsis: context.symbols.ellipsis)
        if showsCursor {
            buffer.cursor = Point(x: 1, y: y)
        }
    }

    /// The sentence: no match for the search, everything done and hidden, or no tasks at all.
    static func message(_ empty: EmptyStateModel, context: RenderContext) -> String {
        if !empty.searchText.isEmpty {
            let tag = empty.tagLabel.map { " among the tasks tagged \($0)" } ?? ""
            return "No task matches " + context.symbols.quoted(empty.searchText) + tag + "."
        }
        if empty.notStarted > 0 {
            let tasks = empty.notStarted == 1 ? "1 task starts" : "\(empty.notStarted) tasks start"
            return
                "Nothing to do now: \(tasks) later. Press \(context.keys.keyName(.viewFutureStarts)) to show them."
        }
        if let tag = empty.tagLabel, empty.counts.total > 0 {
            let which = empty.hidesDone ? "No open task" : "No task"
            return "\(which) has \(tag). Press \(context.keys.keyName(empty.clearKey)) to show every task."
        }
        if let view = empty.viewTitle, empty.counts.total > 0 {
            return "No task is \(view). Press \(context.keys.keyName(.listClearFilters)) to show every task."
        }
        if empty.counts.total == 0 {
            return "No tasks yet. Press \(context.keys.keyName(empty.addKey)) to add one."
        }
        if empty.hidesDone && empty.counts.open == 0 {
            return "All done. Press \(context.keys.keyName(.viewHideDone)) to show done tasks."
        }
        return "Nothing to show."
    }
}
