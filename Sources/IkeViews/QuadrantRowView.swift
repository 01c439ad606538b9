import IkeCore
import IkeTerm

/// One task inside a quadrant's box: marker, checkbox, title and deadline, like a list row without
/// the flags (the quadrant already says them).
enum QuadrantRowView {
    /// The list's columns worked out for a terminal as wide as `box`, so offsets add `box.x`.
    ///
    /// Flags are taken off first, so no columns are kept for them and the title gets their room.
    static func columns(for items: [TodoItem], box: Rect, context: RenderContext) -> TaskColumns {
        let unflagged = items.map { item in
            var copy = item
            copy.isImportant = false
            copy.isUrgent = false
            return copy
        }
        return TaskColumns(
            items: unflagged, width: box.width, symbols: context.symbols, now: context.now)
    }

    /// Draws `item` on row `y` of `box`; the selected row is reversed across the box and marked.
    static func draw(
        _ item: TodoItem, y: Int, box: Rect, selected: Bool, columns: TaskColumns,
        into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let theme = context.theme
        let symbols = context.symbols
        // On the selected row colours give way to the reverse bar; attributes (dim, bold) stay.
        func style(_ base: Style) -> Style {
            selected ? theme.selected.adding(base.attributes) : base
        }
        if selected {
            buffer.fill(Rect(x: box.x + 1, y: y, width: box.width - 2, height: 1), style: theme.selected)
            buffer.put(symbols.marker, x: box.x + columns.markerX, y: y, style: theme.selected)
        }
        buffer.put(
            symbols.checkbox(item.status), x: box.x + columns.checkboxX, y: y,
            style: style(item.isDone ? theme.done : .default))
        TitleWithTags.draw(
            item, x: box.x + columns.titleX, y: y, width: columns.titleWidth(for: item),
            titleStyle: style(DateColumnText.titleStyle(item, now: context.now, theme: theme)),
            tagStyle: style(theme.tag),
            into: &buffer, context: context)
        if columns.deadlineWidth > 0, let words = DateColumnText(item, now: context.now) {
            buffer.put(
                words.text, x: box.x + columns.deadlineX, y: y, width: columns.deadlineWidth,
                style: style(words.style(isDone: item.isDone, theme: theme)), ellipsis: symbols.ellipsis)
        }
    }
}
