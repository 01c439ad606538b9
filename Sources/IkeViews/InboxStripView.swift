import IkeApp
import IkeCore
import IkeTerm

/// The matrix's inbox (issue 35, item 5): the tasks never placed, above the quadrants. One line with
/// their count and the key that opens it while the quadrants have the keys ("Inbox 3 · b to place"); a
/// framed box of the tasks while it has them, saying where Shift-↓ places the selected one. Nothing at
/// all when the inbox is empty.
enum InboxStripView {
    /// Draws the strip of `model` at its place in `model.layout`.
    static func draw(_ model: MatrixScreenModel, into buffer: inout ScreenBuffer, context: RenderContext) {
        let layout = model.layout
        let box = layout.inboxBox
        let matrix = model.matrix
        guard box.height > 0 else { return }
        let symbols = context.symbols
        let theme = context.theme
        guard layout.isInboxFocused else {
            let rule = String(repeating: symbols.horizontal, count: max(0, box.width))
            buffer.put(rule, x: box.x, y: box.y, style: theme.frame, maxWidth: box.width)
            let open = context.keys.keyName(.matrixInbox)
            let text = " Inbox \(matrix.inboxTotal)" + symbols.text(symbols.separator) + "\(open) to place "
            buffer.put(
                symbols.text(text), x: box.x + 1, y: box.y, width: max(0, box.width - 2),
                style: theme.quadrantTitle, ellipsis: symbols.ellipsis)
            return
        }
        buffer.fill(box.inset(by: 1), style: .default)
        buffer.drawBox(box, symbols: symbols, style: theme.frame)
        let place = context.keys.keyName(.matrixCarryDown) + " into " + matrix.focused.title
        let title = " " + symbols.marker + " Inbox" + symbols.separator + "not placed \(matrix.inboxTotal) "
        let titleWidth = buffer.put(
            symbols.text(title), x: box.x + 1, y: box.y, width: max(0, box.width - 3),
            style: theme.selected.adding(.bold), ellipsis: symbols.ellipsis)
        let hint = symbols.text(" " + place + " ")
        if box.x + 1 + titleWidth + TextWidth.of(hint) + 2 <= box.right - 1 {
            _ = buffer.putRightAligned(hint, right: box.right - 2, y: box.y, style: theme.frame)
        }
        let rows = layout.inboxVisibleRows
        let items = matrix.inbox
        let top = min(max(0, matrix.inboxScrollTop), max(0, items.count - rows))
        let visible = items[top..<min(items.count, top + rows)]
        let columns = QuadrantRowView.columns(for: Array(visible), box: box, context: context)
        for (index, item) in zip(visible.indices, visible) {
            let y = box.y + 1 + index - top
            let selected = index == matrix.inboxSelection && model.showsSelection
            QuadrantRowView.draw(
                item, y: y, box: box, selected: selected, columns: columns, into: &buffer, context: context)
            if selected && model.isBrowsing { buffer.cursor = Point(x: box.x + columns.markerX, y: y) }
        }
    }
}
