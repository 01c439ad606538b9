import IkeApp
import IkeCore
import IkeTerm

/// The `#` chooser: a box at the top of the screen with the typed text, then the matching tags, each
/// with its open and done counts, the chosen one marked by ▸ and reverse video (not colour alone).
enum TagChooserView {
    /// The widest the box gets: a tag name and its counts, not a page.
    static let maxWidth = 48

    /// Draws the chooser of `model` over what `buffer` already shows.
    static func draw(_ model: TagChooserModel, into buffer: inout ScreenBuffer, context: RenderContext) {
        let box = boxRect(model, in: area(model.layout, buffer: buffer))
        guard box.width >= 12, box.height >= 4 else { return }
        let theme = context.theme
        let symbols = context.symbols
        buffer.fill(box)
        buffer.drawBox(box, symbols: symbols, style: theme.frame)
        let inner = box.width - 4
        let title = model.activeTag.map { " Tag filter: \($0.label) " } ?? " Filter by tag "
        buffer.put(
            title, x: box.x + 2, y: box.y, width: inner, style: theme.heading, ellipsis: symbols.ellipsis)
        drawField(model.chooser.field, box: box, into: &buffer, context: context)
        let rows = box.height - 3
        var positionWidth = 0
        if model.matches.isEmpty {
            let text = emptyText(model, symbols: symbols)
            buffer.put(
                text, x: box.x + 2, y: box.y + 2, width: inner, style: theme.secondary,
                ellipsis: symbols.ellipsis)
        } else {
            let first = min(max(0, model.chooser.choice - rows + 1), max(0, model.matches.count - rows))
            for row in 0..<min(rows, model.matches.count - first) {
                let index = first + row
                drawTag(
                    model.matches[index], chosen: index == model.chooser.choice, y: box.y + 2 + row, box: box,
                    into: &buffer, context: context)
            }
            if model.matches.count > rows {
                let position = symbols.text(" \(first + 1)–\(first + rows) of \(model.matches.count) ")
                positionWidth = TextWidth.of(position) + 1
                buffer.putRightAligned(position, right: box.right - 2, y: box.bottom - 1, style: theme.frame)
            }
        }
        // How to take the filter off, where it is seen: Backspace is not a key people guess for it.
        if let active = model.activeTag, model.chooser.field.isEmpty {
            let erase = context.keys.keyName(.tagChooserErase)
            buffer.put(
                " \(erase) clears \(active.label) ", x: box.x + 2, y: box.bottom - 1,
                width: inner - positionWidth,
                style: theme.frame, ellipsis: symbols.ellipsis)
        }
    }

    /// Where the chooser may go: inside the list's frame, so the header (with the tag in effect), the
    /// status line and the key hints stay in sight; on the smallest screens the frame's edges too.
    static func area(_ layout: ListLayout, buffer: ScreenBuffer) -> Rect {
        let frame = layout.frame.intersection(buffer.area)
        guard frame.height >= 9 else { return frame }
        return Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: frame.height - 2)
    }

    /// The box: at the top of `area`, as wide as the longest tag (or the sentence standing in for them)
    /// needs up to `maxWidth`, as tall as the matches need up to the area's height.
    static func boxRect(_ model: TagChooserModel, in area: Rect) -> Rect {
        let longest =
            model.matches.isEmpty
            ? TextWidth.of(emptyText(model, symbols: .unicode)) + 4
            : model.matches.map { TextWidth.of($0.tag.label) + 2 + countsWidth($0) }.max()! + 5
        let width = min(area.width >= 34 ? area.width - 4 : area.width, maxWidth, max(longest, 30))
        let height = min(area.height, 3 + max(1, model.matches.count))
        return Rect(x: area.x + (area.width - width) / 2, y: area.y, width: width, height: height)
    }

    /// What the chooser says when no tag is listed.
    static func emptyText(_ model: TagChooserModel, symbols: Symbols) -> String {
        model.hasTags
            ? "No tag holds " + symbols.quoted(model.chooser.field.text)
            : "No tags yet: type #word in quick add"
    }

    /// "# " and the typed text on the box's first row, with the hardware cursor where typing goes.
    private static func drawField(
        _ field: TextField, box: Rect, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let y = box.y + 1
        buffer.put("# ", x: box.x + 2, y: y, style: context.theme.prompt)
        let x = box.x + 4
        let width = box.right - 2 - x
        guard width > 0 else { return }
        let slice = field.visibleSlice(width: width)
        buffer.put(slice.text, x: x, y: y, maxWidth: width)
        buffer.cursor = Point(x: x + min(max(0, slice.cursorColumn), width - 1), y: y)
    }

    /// One tag's row: the marker, `#name` and its counts at the right, in the longest wording that fits.
    private static func drawTag(
        _ count: TagCount, chosen: Bool, y: Int, box: Rect, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let symbols = context.symbols
        let style = chosen ? context.theme.selected : .default
        let x = box.x + 1
        let width = box.width - 2
        buffer.put(String(repeating: " ", count: width), x: x, y: y, style: style)
        if chosen { buffer.put(symbols.marker, x: x, y: y, style: style) }
        let room = width - 3
        // The counts give way before the name has to be cut below half the row.
        let nameWidth = min(TextWidth.of(count.tag.label), max(1, room / 2))
        let counts =
            countsTexts(count, symbols: symbols).first { nameWidth + 2 + TextWidth.of($0) <= room } ?? ""
        buffer.put(
            count.tag.label, x: x + 1, y: y, width: room - (counts.isEmpty ? 0 : TextWidth.of(counts) + 2),
            style: style, ellipsis: symbols.ellipsis)
        if !counts.isEmpty {
            buffer.putRightAligned(
                counts, right: x + width - 1, y: y, style: chosen ? style : context.theme.secondary)
        }
    }

    /// "12 open · 3 done", then "12 open" ("3 done" for a tag of done tasks only).
    static func countsTexts(_ count: TagCount, symbols: Symbols) -> [String] {
        let open = "\(count.open) open"
        let done = "\(count.done) done"
        switch (count.open, count.done) {
        case (_, 0): return [open]
        case (0, _): return [done]
        default: return [open + symbols.separator + done, open]
        }
    }

    /// Columns of the longest counts wording.
    private static func countsWidth(_ count: TagCount) -> Int {
        TextWidth.of(countsTexts(count, symbols: .unicode)[0])
    }
}
