import IkeApp
import IkeCore
import IkeTerm

/// The list screen: header, the framed input row and task rows, the status line and the key hints.
enum ListView {
    /// Draws the list screen of `model` in `chrome` into `buffer`, which must be the layout's size.
    static func draw(
        _ model: ListScreenModel, chrome: ChromeModel, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        ScreenChrome.draw(chrome, into: &buffer, context: context)
        if model.list.showsAgenda {
            AgendaView.draw(model, into: &buffer, context: context)
            return
        }
        let list = model.list
        let range = visibleRange(model)
        if list.count > model.layout.visibleTaskCount, !range.isEmpty {
            ScreenChrome.drawPosition(
                (range.lowerBound + 1)...range.upperBound, of: list.count, frame: model.layout.frame,
                into: &buffer, context: context, totalIsPartial: list.countPending != nil)
        }
        if list.count == 0 {
            EmptyStateView.draw(
                model.empty, taskRows: model.layout.taskRows, showsCursor: model.isBrowsing, into: &buffer,
                context: context)
        } else {
            drawTasks(model, into: &buffer, context: context)
        }
    }

    /// The rows of the filtered list that are on screen.
    static func visibleRange(_ model: ListScreenModel) -> Range<Int> {
        let top = max(0, model.list.scrollTop)
        return top..<min(model.list.count, top + model.layout.visibleTaskCount)
    }

    /// The visible tasks, each on its row; rows not loaded yet stay blank until the next read.
    private static func drawTasks(
        _ model: ListScreenModel, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let list = model.list
        let range = visibleRange(model)
        let items = range.compactMap { list.item(at: $0) }
        let columns = TaskColumns(
            items: items, width: buffer.width, symbols: context.symbols, now: context.now,
            showsIDs: model.showsIDs)
        let guides = TreeGuides.prefixes(list.depths, symbols: context.symbols)
        for index in range {
            let y = model.layout.taskRows.lowerBound + index - range.lowerBound
            guard let item = list.item(at: index) else { continue }
            let selected = index == list.selectedIndex && model.showsSelection
            let local = index - list.windowOffset
            var prefix = guides.indices.contains(local) ? guides[local] : ""
            if list.isTree, list.steps[item.uid] != nil {
                prefix += TreeGuides.foldMark(
                    collapsed: list.collapsed.contains(item.uid), symbols: context.symbols)
            }
            TaskRowView.draw(
                item, y: y, selected: selected, columns: columns, treePrefix: prefix, into: &buffer,
                context: context)
            // Screen readers and braille displays follow the hardware cursor, so it rides the selection.
            if selected && model.isBrowsing {
                buffer.cursor = Point(x: columns.markerX, y: y)
            }
        }
    }
}
