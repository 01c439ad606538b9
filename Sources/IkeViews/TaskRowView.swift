import IkeCore
import IkeTerm

/// One task inside the frame: marker, checkbox, title, flags and deadline.
enum TaskRowView {
    /// Draws `item` on row `y` in `columns`; the selected row is reversed and marked with ▸.
    static func draw(
        _ item: TodoItem, y: Int, selected: Bool, columns: TaskColumns, treePrefix: String = "",
        into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let theme = context.theme
        let symbols = context.symbols
        // On the selected row colours give way to the reverse bar; attributes (dim, bold) stay.
        func style(_ base: Style) -> Style {
            selected ? theme.selected.adding(base.attributes) : base
        }
        if selected {
            // The bar spans the whole inside of the frame, indented rows included.
            let inside = Rect(x: 1, y: y, width: buffer.width - 2, height: 1)
            buffer.fill(inside, style: theme.selected)
            buffer.put(symbols.marker, x: columns.markerX, y: y, style: theme.selected)
        }
        buffer.put(
            symbols.checkbox(item.status), x: columns.checkboxX, y: y,
            style: style(item.isDone ? theme.done : .default))
        if columns.idWidth > 0, let id = item.id {
            buffer.putRightAligned(
                String(id), right: columns.idX + columns.idWidth, y: y, style: style(theme.secondary))
        }
        TitleWithTags.draw(
            item, x: columns.titleX, y: y, width: columns.titleWidth(for: item),
            titleStyle: style(DateColumnText.titleStyle(item, now: context.now, theme: theme)),
            tagStyle: style(theme.tag), treePrefix: treePrefix,
            into: &buffer, context: context)
        if columns.plainWidth > 0 {
            buffer.put(
                TaskColumns.plainText(item, today: context.now.date), x: columns.plainX, y: y,
                width: columns.plainWidth,
                style: style(item.isDone ? theme.done : theme.secondary), ellipsis: symbols.ellipsis)
        }
        if item.isImportant {
            let flag = style(item.isDone ? theme.done : theme.important)
            buffer.put(symbols.important, x: columns.flagsX, y: y, style: flag)
        }
        if item.isUrgent {
            let flag = style(item.isDone ? theme.done : theme.urgent)
            buffer.put(symbols.urgent, x: columns.urgentX, y: y, style: flag)
        }
        if columns.deadlineWidth > 0, let words = DateColumnText(item, now: context.now) {
            buffer.put(
                words.text, x: columns.deadlineX, y: y, width: columns.deadlineWidth,
                style: style(words.style(isDone: item.isDone, theme: theme)), ellipsis: symbols.ellipsis)
        }
    }

    /// The style of an open task's deadline of `kind`.
    static func deadlineStyle(_ kind: DeadlineText.Kind, theme: Theme) -> Style {
        switch kind {
        case .later: theme.deadline
        case .soon: theme.deadlineSoon
        case .overdue: theme.overdue
        }
    }
}
