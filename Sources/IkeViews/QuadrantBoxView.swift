import IkeApp
import IkeCore
import IkeTerm

/// One quadrant of the matrix: a frame with the title in its top border and the quadrant's own
/// scrolled rows, or, when stacked and not focused, only the title on one row.
enum QuadrantBoxView {
    /// Draws `quadrant` of `model` at its place in `model.layout`.
    static func draw(
        _ quadrant: Quadrant, model: MatrixScreenModel, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let layout = model.layout
        let box = layout.box(quadrant)
        guard box.height > 0 else { return }
        let items = model.matrix.items(quadrant)
        let isFocused = quadrant == model.matrix.focused && !model.matrix.isInboxFocused
        let title = QuadrantTitle(quadrant, count: items.count, isFocused: isFocused)
        let rows = layout.visibleRows(quadrant)
        let isOpen = layout.isOpen(quadrant)
        if isOpen || rows == 0 {
            // Collapsed, or open at the bottom: a rule with the title, so the quadrant keeps its name,
            // count and place.
            let rule = String(repeating: context.symbols.horizontal, count: max(0, box.width))
            buffer.put(rule, x: box.x, y: box.y, style: context.theme.frame, maxWidth: box.width)
            title.draw(in: box, into: &buffer, context: context)
            guard isOpen else { return }
            buffer.fill(box.inset(top: 1), style: .default)
        } else {
            buffer.fill(box.inset(by: 1), style: .default)
            buffer.drawBox(box, symbols: context.symbols, style: context.theme.frame)
            title.draw(in: box, into: &buffer, context: context)
        }
        guard !items.isEmpty else {
            drawEmpty(box, isFocused: isFocused, model: model, into: &buffer, context: context)
            return
        }
        // Clamped as the reducer clamps it, so a stale position never shows an empty box.
        let top = min(max(0, model.matrix.scrollTop[quadrant] ?? 0), max(0, items.count - rows))
        let visible = items[top..<min(items.count, top + rows)]
        let urgency = model.matrix.urgency
        let columns = QuadrantRowView.columns(
            for: Array(visible), box: box, context: context, urgency: urgency)
        let selection = model.matrix.selection(in: quadrant)
        for (index, item) in zip(visible.indices, visible) {
            let y = box.y + 1 + index - top
            let selected = isFocused && index == selection && model.showsSelection
            QuadrantRowView.draw(
                item, y: y, box: box, selected: selected, columns: columns, into: &buffer, context: context,
                urgency: urgency)
            // Screen readers and braille displays follow the hardware cursor, so it rides the selection.
            if selected && model.isBrowsing {
                buffer.cursor = Point(x: box.x + columns.markerX, y: y)
            }
        }
        if items.count > rows && !isOpen {
            drawPosition(
                (top + 1)...(top + visible.count), of: items.count, box: box, into: &buffer, context: context)
        }
    }

    /// The dim line of an empty quadrant, saying whether the search or the quadrant is empty.
    private static func drawEmpty(
        _ box: Rect, isFocused: Bool, model: MatrixScreenModel, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let text = model.searchText.isEmpty ? "Nothing here" : "No match"
        let x = box.x + QuadrantRowView.columns(for: [], box: box, context: context).titleX
        buffer.put(
            text, x: x, y: box.y + 1, width: box.right - 2 - x, style: context.theme.placeholder,
            ellipsis: context.symbols.ellipsis)
        if isFocused && model.isBrowsing {
            buffer.cursor = Point(x: box.x + 1, y: box.y + 1)
        }
    }

    /// "3–7 of 12" on the box's bottom edge, only when the quadrant holds more than it shows.
    private static func drawPosition(
        _ shown: ClosedRange<Int>, of total: Int, box: Rect, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let text = context.symbols.text(" \(shown.lowerBound)–\(shown.upperBound) of \(total) ")
        guard TextWidth.of(text) + 4 <= box.width else { return }
        buffer.putRightAligned(text, right: box.right - 2, y: box.bottom - 1, style: context.theme.frame)
    }
}
