import IkeApp
import IkeCore
import IkeTerm

/// The list's agenda view (issue 34, item 3): each section's heading ("Overdue", "Today · Sat 28 Nov",
/// "Sun 29 Nov", "Starting soon") with its task count, then its tasks as list rows.
enum AgendaView {
    /// Columns the tasks sit to the right of their heading, as on the goals screen.
    static let taskIndent = 1
    /// Column of a heading's title: where the checkbox is on the list.
    static let titleX = 2

    /// Draws the agenda of `model` inside the list's frame (the chrome is already drawn).
    static func draw(_ model: ListScreenModel, into buffer: inout ScreenBuffer, context: RenderContext) {
        let agenda = model.list.agenda
        let rows = agenda.rows
        let layout = model.layout
        guard !rows.isEmpty else {
            buffer.put(
                Agenda.nothingMessage(days: Agenda.standardDays), x: titleX, y: layout.taskRows.lowerBound,
                width: buffer.width - 2 - titleX, style: context.theme.placeholder,
                ellipsis: context.symbols.ellipsis)
            return
        }
        let visible = layout.visibleTaskCount
        let top = min(max(0, agenda.scrollTop), max(0, rows.count - visible))
        let shown = rows[top..<min(rows.count, top + visible)]
        let tasks = shown.compactMap { row -> (item: TodoItem, index: Int)? in
            if case .task(let item, let index) = row { return (item, index) }
            return nil
        }
        let items = tasks.map(\.item)
        let columns = TaskColumns(
            items: items, width: buffer.width, symbols: context.symbols, now: context.now, indent: taskIndent,
            showsIDs: model.showsIDs)
        for (offset, row) in shown.enumerated() {
            let y = layout.taskRows.lowerBound + offset
            switch row {
            case .heading(let section):
                drawHeading(section, y: y, into: &buffer, context: context)
            case .task(let item, let index):
                let selected = index == agenda.selectedIndex && model.showsSelection
                TaskRowView.draw(
                    item, y: y, selected: selected, columns: columns, into: &buffer, context: context)
                // Screen readers and braille displays follow the hardware cursor, so it rides the selection.
                if selected && model.isBrowsing { buffer.cursor = Point(x: columns.markerX, y: y) }
            }
        }
        if rows.count > visible, let first = tasks.first?.index, let last = tasks.last?.index {
            // Counted in tasks, not rows: headings are not something the person counts.
            ScreenChrome.drawPosition(
                (first + 1)...(last + 1), of: rows.count - agenda.sections.count, frame: layout.frame,
                into: &buffer,
                context: context)
        }
    }

    /// A section's title, in the overdue style for overdue, with its task count at the right.
    private static func drawHeading(
        _ section: Agenda.Section, y: Int, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let theme = context.theme
        let right = buffer.width - 2
        // "200 of 29834": only the longest overdue are read (`TaskStore.agenda`).
        let count =
            section.total > section.items.count
            ? "\(section.items.count) of \(section.total)" : String(section.total)
        let countX = buffer.putRightAligned(count, right: right, y: y, style: theme.secondary)
        let style = section.kind == .overdue ? theme.overdue.adding(.bold) : theme.monthHeading
        buffer.put(
            context.symbols.text(section.title(today: context.today)), x: titleX, y: y,
            width: max(0, countX - 1 - titleX),
            style: style,
            ellipsis: context.symbols.ellipsis)
    }
}
