import IkeCore
import IkeTerm

/// One task inside a quadrant's box: marker, checkbox, title and deadline, like a list row without
/// the flags (the quadrant already says them), but for a task urgent by its deadline alone, which shows
/// a dim clock (`due` in ASCII) in the urgent flag's column (issue 35, item 5).
enum QuadrantRowView {
    /// The list's columns worked out for a terminal as wide as `box`, so offsets add `box.x`.
    ///
    /// Flags are taken off first, so no columns are kept for them and the title gets their room; the
    /// urgent column stays when a row is urgent by its deadline alone (`urgency`), for its mark.
    static func columns(
        for items: [TodoItem], box: Rect, context: RenderContext, urgency: UrgencyRule? = nil
    ) -> TaskColumns {
        let unflagged = items.map { item in
            var copy = item
            copy.isImportant = false
            copy.isUrgent = isUrgentByDeadline(item, urgency, context)
            return copy
        }
        return TaskColumns(
            items: unflagged, width: box.width, symbols: context.symbols, now: context.now)
    }

    /// Whether `item` is urgent only because its deadline is near, by `urgency` (none: never).
    static func isUrgentByDeadline(
        _ item: TodoItem, _ urgency: UrgencyRule?, _ context: RenderContext
    ) -> Bool {
        urgency?.source(of: item, today: context.now.date) == .deadline
    }

    /// Draws `item` on row `y` of `box`; the selected row is reversed across the box and marked.
    static func draw(
        _ item: TodoItem, y: Int, box: Rect, selected: Bool, columns: TaskColumns,
        into buffer: inout ScreenBuffer, context: RenderContext, urgency: UrgencyRule? = nil
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
        if isUrgentByDeadline(item, urgency, context) {
            buffer.put(
                symbols.urgentByDeadline, x: box.x + columns.urgentX, y: y, style: style(theme.placeholder))
        }
        if columns.deadlineWidth > 0, let words = DateColumnText(item, now: context.now) {
            buffer.put(
                words.text, x: box.x + columns.deadlineX, y: y, width: columns.deadlineWidth,
                style: style(words.style(isDone: item.isDone, theme: theme)), ellipsis: symbols.ellipsis)
        }
    }
}
