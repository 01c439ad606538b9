import IkeApp
import IkeTerm

/// The `?` overlay: every key of the current screen, from the key table, in a framed box.
enum HelpView {
    /// Draws the overlay of `help` over what `buffer` already shows.
    static func draw(_ help: HelpModel, into buffer: inout ScreenBuffer, context: RenderContext) {
        let symbols = context.symbols
        // A small terminal gives help all its rows; otherwise help stays off the header, status
        // line and footer, which still says how to close it.
        let area = buffer.height < 16 ? buffer.area : help.frame.intersection(buffer.area)
        let maxWidth = area.width - 4
        let maxHeight = area.height - 2
        guard maxWidth > 0, maxHeight > 0 else { return }
        let content = HelpContent(help.sections, maxWidth: maxWidth, maxHeight: maxHeight, context: context)
        var lines = content.lines
        if lines.count > maxHeight {
            // Scrolled by ↑↓ in help; the last row says how much is still below.
            let shown = maxHeight - 1
            let offset = min(help.scroll, lines.count - shown)
            let below = lines.count - offset - shown
            lines = Array(lines[offset..<(offset + shown)])
            let long = symbols.ellipsis + " \(below) more lines " + symbols.text("↑↓") + " scroll"
            let short = symbols.ellipsis + " \(below) more"
            let text =
                below == 0 ? symbols.text("↑") + " more above" : TextWidth.of(long) <= maxWidth ? long : short
            lines.append([(0, text, context.theme.secondary)])
        }
        let box = boxRect(content: Size(width: content.width + 4, height: lines.count + 2), in: area)
        buffer.fill(box)
        buffer.drawBox(box, symbols: symbols, style: context.theme.frame)
        let inner = box.width - 4
        buffer.put(" Keys ", x: box.x + 2, y: box.y, width: inner, style: context.theme.heading, ellipsis: "")
        let closeKey = symbols.text(help.closeKey)
        let close: [(text: String, style: Style)] = [
            (" ", context.theme.frame), (closeKey, context.theme.key), (" close ", context.theme.frame),
        ]
        buffer.put(close, x: box.x + 2, y: box.bottom - 1, width: inner, ellipsis: "")
        for (row, line) in lines.enumerated() {
            for piece in line where piece.x < inner {
                buffer.put(
                    piece.text, x: box.x + 2 + piece.x, y: box.y + 1 + row, width: inner - piece.x,
                    style: piece.style, ellipsis: symbols.ellipsis)
            }
        }
        // Screen readers follow the hardware cursor; put it where the help starts.
        buffer.cursor = Point(x: box.x + 2, y: box.y + 1)
    }

    /// The box for content of `size`: centred in `area` clear of its edges, or all of `area` when it
    /// would nearly fill it anyway, so its lines never run along the list frame's lines.
    static func boxRect(content size: Size, in area: Rect) -> Rect {
        let width = size.width + 2 <= area.width ? size.width : area.width
        let height = size.height + 2 <= area.height ? size.height : area.height
        return Rect(
            x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width,
            height: height)
    }
}
