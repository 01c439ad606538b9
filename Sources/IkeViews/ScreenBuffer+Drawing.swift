import IkeTerm

/// Drawing helpers the views share: boxes and text fitted into a number of columns.
extension ScreenBuffer {
    /// Draws the outline of `rect` with `symbols`' box glyphs; the inside is left as it is.
    mutating func drawBox(_ rect: Rect, symbols: Symbols, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: symbols.horizontal, count: rect.width - 2)
        put(symbols.topLeft + horizontal + symbols.topRight, x: rect.x, y: rect.y, style: style)
        put(
            symbols.bottomLeft + horizontal + symbols.bottomRight, x: rect.x, y: rect.bottom - 1,
            style: style)
        for row in rect.y + 1..<rect.bottom - 1 {
            put(symbols.vertical, x: rect.x, y: row, style: style)
            put(symbols.vertical, x: rect.right - 1, y: row, style: style)
        }
    }

    /// Draws `text` cut to `width` columns (ending in `ellipsis` when cut) and returns the columns used.
    @discardableResult
    mutating func put(
        _ text: String, x: Int, y: Int, width: Int, style: Style = .default, ellipsis: String
    ) -> Int {
        guard width > 0 else { return 0 }
        let fitted = TextWidth.truncate(text, to: width, ellipsis: ellipsis)
        return put(fitted, x: x, y: y, style: style, maxWidth: width)
    }

    /// Draws `text` so that it ends just before column `right` and returns the column it starts at.
    @discardableResult
    mutating func putRightAligned(_ text: String, right: Int, y: Int, style: Style = .default) -> Int {
        let start = right - TextWidth.of(text)
        put(text, x: start, y: y, style: style, maxWidth: right - start)
        return start
    }

    /// Draws styled pieces one after another within `width` columns; the piece that overflows ends in
    /// `ellipsis` and the rest are left out. Returns the columns used.
    @discardableResult
    mutating func put(
        _ pieces: [(text: String, style: Style)], x: Int, y: Int, width: Int, ellipsis: String
    ) -> Int {
        var used = 0
        for piece in pieces {
            let room = width - used
            guard room > 0 else { break }
            if TextWidth.of(piece.text) <= room {
                used += put(piece.text, x: x + used, y: y, style: piece.style, maxWidth: room)
            } else {
                used += put(
                    piece.text, x: x + used, y: y, width: room, style: piece.style, ellipsis: ellipsis)
                break
            }
        }
        return used
    }
}
