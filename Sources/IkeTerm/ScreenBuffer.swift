/// A width × height grid of cells that views draw into and the backend copies to the terminal.
///
/// Modelled on ratatui's `Buffer`. Two invariants hold after every write: a wide glyph is always
/// followed by its continuation cell (so no half of a wide glyph is ever left alone), and no cell
/// holds a raw control character. The backend keeps the previous frame and writes only `diff`.
public struct ScreenBuffer: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// All cells, row by row from the top.
    public private(set) var cells: [Cell]
    /// Where the hardware cursor should be shown (a text field's insertion point), or nil to hide it.
    public var cursor: Point?

    /// A buffer of blank cells; negative sizes become 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// A blank buffer of `size`.
    public init(size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The whole buffer as a rectangle at the origin.
    public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The buffer's size.
    public var size: Size { Size(width: width, height: height) }

    /// The cell at column `x`, row `y`, which must be inside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        precondition(area.contains(x: x, y: y), "cell \(x),\(y) outside \(width)x\(height) buffer")
        return cells[y * width + x]
    }

    /// The cell at column `x`, row `y`, or nil outside the buffer.
    public func cell(x: Int, y: Int) -> Cell? {
        area.contains(x: x, y: y) ? cells[y * width + x] : nil
    }

    /// Writes `cell` at column `x`, row `y`; positions outside the buffer are ignored.
    ///
    /// Writing over either half of a wide glyph blanks its other half. A wide cell in the last
    /// column becomes a blank in its style, since its right half would fall off the row.
    public mutating func set(x: Int, y: Int, cell: Cell) {
        guard area.contains(x: x, y: y) else { return }
        var cell = cell
        if cell.isContinuation || (cell.isWide && x + 1 >= width) {
            cell = .blank(style: cell.style)
        }
        detachWideGlyph(x: x, y: y)
        if cell.isWide { detachWideGlyph(x: x + 1, y: y) }
        cells[y * width + x] = cell
        if cell.isWide { cells[y * width + x + 1] = .continuation(style: cell.style) }
    }

    /// Draws `text` from column `x` of row `y` and returns how many columns it took (from `x`).
    ///
    /// The text is drawn in sanitised form (see `DisplayText`) and clipped at the right edge and
    /// after `maxWidth` columns, never wrapping. A wide glyph that does not fit is drawn as one
    /// blank in `style`, so the clipped area is still fully covered; that blank is counted.
    /// Columns left of 0 are skipped (a wide glyph cut there leaves a blank at column 0).
    @discardableResult
    public mutating func put(
        _ text: String, x: Int, y: Int, style: Style = .default, maxWidth: Int? = nil
    ) -> Int {
        let limit = min(width, maxWidth.map { x + max(0, $0) } ?? width)
        guard y >= 0, y < height, x < limit else { return 0 }
        var column = x
        for glyph in DisplayText.glyphs(text) {
            if column >= limit { break }
            if column + glyph.width > limit {
                set(x: column, y: y, cell: .blank(style: style))
                column = limit
                break
            }
            if column >= 0 {
                set(x: column, y: y, cell: Cell(glyph: glyph, style: style))
            } else if column + glyph.width > 0 {
                set(x: 0, y: y, cell: .blank(style: style))
            }
            column += glyph.width
        }
        return column - x
    }

    /// Fills `rect` (clipped to the buffer) with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: Style = .default) {
        fill(rect, with: .blank(style: style))
    }

    /// Fills `rect` (clipped to the buffer) with copies of `cell`; a wide cell repeats every two columns.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let target = rect.intersection(area)
        for y in target.y..<target.bottom {
            var x = target.x
            while x < target.right {
                let fits = !cell.isWide || x + 1 < target.right
                set(x: x, y: y, cell: fits ? cell : .blank(style: cell.style))
                x += fits ? cell.width : 1
            }
        }
    }

    /// Changes the style of every cell in `rect` (clipped), keeping the text, e.g. for a selection bar.
    ///
    /// A wide glyph with either half inside is restyled whole, so both halves always agree.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let target = rect.intersection(area)
        for y in target.y..<target.bottom {
            for x in target.x..<target.right {
                cells[y * width + x].style = style
                if cells[y * width + x].isContinuation {
                    cells[y * width + x - 1].style = style
                } else if cells[y * width + x].isWide {
                    cells[y * width + x + 1].style = style
                }
            }
        }
    }

    /// Resets every cell to a default blank and hides the cursor.
    public mutating func clear() {
        cells = Array(repeating: .blank, count: width * height)
        cursor = nil
    }

    /// The cells that differ from `previous`, row by row; every cell when the sizes differ.
    ///
    /// Continuation cells are left out: writing the wide glyph to their left covers them, and
    /// the invariant guarantees that glyph is listed whenever its continuation changed.
    public func diff(from previous: ScreenBuffer) -> [CellChange] {
        let sameSize = previous.width == width && previous.height == height
        var changes: [CellChange] = []
        for index in cells.indices where !cells[index].isContinuation {
            if sameSize && cells[index] == previous.cells[index] { continue }
            changes.append(CellChange(x: index % width, y: index / width, cell: cells[index]))
        }
        return changes
    }

    /// If (x, y) is half of a wide glyph, turns the other half into a blank of the same style.
    private mutating func detachWideGlyph(x: Int, y: Int) {
        guard area.contains(x: x, y: y) else { return }
        let index = y * width + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = .blank(style: cells[index - 1].style)
        } else if cells[index].isWide, x + 1 < width {
            cells[index + 1] = .blank(style: cells[index + 1].style)
        }
    }
}
