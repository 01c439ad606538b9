import CNCursesW
import IkeTerm

/// Copies `ScreenBuffer`s to a curses window, writing only the cells that changed since the last one.
struct FrameWriter {
    /// Whether the next frame must clear the screen and write every cell (after resize or resume).
    var needsFullRedraw = true
    /// Cells written by the last `present`.
    private(set) var lastCellCount = 0
    /// Whether the last `present` redrew everything.
    private(set) var lastWasFullRedraw = false

    private var previous: ScreenBuffer?
    private var previousWindowSize: Size?
    private var pairs: ColorPairs?
    private let isUTF8: Bool
    private var cursorVisible: Bool?
    private var characters: [wchar_t] = []
    private var lastPair: (foreground: Color, background: Color, pair: Int16)?

    /// A writer; `pairs` is nil when drawing without colour, and `isUTF8` false when the locale
    /// cannot show non-ASCII text, which is then drawn as `?` (one per column).
    init(pairs: ColorPairs?, isUTF8: Bool) {
        self.pairs = pairs
        self.isUTF8 = isUTF8
    }

    /// Forgets the cursor state, which `endwin` resets behind our back.
    mutating func forgetCursor() {
        cursorVisible = nil
    }

    /// Writes `buffer` into `window`, places the cursor, and refreshes the terminal once.
    mutating func present(_ buffer: ScreenBuffer, on window: UnsafeMutablePointer<WINDOW>) {
        let rows = Int(getmaxy(window))
        let columns = Int(getmaxx(window))
        let windowSize = Size(width: columns, height: rows)
        let full = needsFullRedraw || previous?.size != buffer.size || previousWindowSize != windowSize
        let changes: [CellChange]
        if full {
            werase(window)
            clearok(window, true)
            changes = buffer.diff(from: ScreenBuffer(width: 0, height: 0))
        } else {
            changes = buffer.diff(from: previous ?? buffer)
        }
        var written = 0
        // Each cell is placed explicitly, so a width disagreement cannot shift the rest of the row.
        for change in changes where change.y < rows && change.x < columns {
            let fits = change.x + change.cell.width <= columns
            let cell = fits ? change.cell : .blank(style: change.cell.style)
            write(cell, x: change.x, y: change.y, on: window)
            written += 1
        }
        placeCursor(buffer.cursor, on: window, size: windowSize)
        wnoutrefresh(window)
        doupdate()
        previous = buffer
        previousWindowSize = windowSize
        needsFullRedraw = false
        lastCellCount = written
        lastWasFullRedraw = full
    }

    private mutating func write(_ cell: Cell, x: Int, y: Int, on window: UnsafeMutablePointer<WINDOW>) {
        let attributes = Self.attributes(for: cell.style.attributes)
        let pair = pair(for: cell.style)
        characters.removeAll(keepingCapacity: true)
        let utf8 = cell.text.utf8
        if utf8.count <= 1 {
            // Nearly every cell is one ASCII character, a blank or a wide glyph's second half: no walk
            // over scalars and no array per cell (a full frame is thousands of cells; issue 23).
            characters.append(wchar_t(utf8.first ?? 0x20))
        } else if !isUTF8 && cell.text.unicodeScalars.contains(where: { !$0.isASCII }) {
            for column in 0..<cell.width {
                characters.removeAll(keepingCapacity: true)
                characters.append(wchar_t(UInt8(ascii: "?")))
                add(attributes: attributes, pair: pair, x: x + column, y: y, on: window)
            }
            return
        } else {
            // A cell holds at most CCHARW_MAX characters: the spacing one and its marks.
            for scalar in cell.text.unicodeScalars.prefix(Int(CCHARW_MAX)) {
                characters.append(wchar_t(bitPattern: scalar.value))
            }
        }
        add(attributes: attributes, pair: pair, x: x, y: y, on: window)
    }

    /// The colour pair for `style`; neighbouring cells mostly share one, so the last is kept.
    private mutating func pair(for style: Style) -> Int16 {
        if let lastPair, lastPair.foreground == style.foreground, lastPair.background == style.background {
            return lastPair.pair
        }
        let pair = pairs?.pair(foreground: style.foreground, background: style.background) ?? 0
        lastPair = (style.foreground, style.background, pair)
        return pair
    }

    /// Puts the characters gathered in `characters` into the cell at `x`, `y`.
    private mutating func add(
        attributes: attr_t, pair: Int16, x: Int, y: Int, on window: UnsafeMutablePointer<WINDOW>
    ) {
        if characters.isEmpty { characters.append(0x20) }
        characters.append(0)
        var complex = cchar_t()
        setcchar(&complex, characters, attributes, pair, nil)
        // In the bottom-right cell this returns ERR (the cursor cannot advance past the corner)
        // but the cell is stored, and doupdate writes it without scrolling since scrollok is off.
        mvwadd_wch(window, Int32(y), Int32(x), &complex)
    }

    private mutating func placeCursor(_ cursor: Point?, on window: UnsafeMutablePointer<WINDOW>, size: Size) {
        let visible: Bool
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < size.width, cursor.y < size.height {
            leaveok(window, false)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            visible = true
        } else {
            leaveok(window, true)
            visible = false
        }
        if cursorVisible != visible {
            curs_set(visible ? 1 : 0)
            cursorVisible = visible
        }
    }

    /// The curses attributes for `attributes`. Strikethrough has no curses attribute and is left
    /// out; views pair it with dim, so a done item still looks done.
    static func attributes(for attributes: TextAttributes) -> attr_t {
        var result = cnc_A_NORMAL()
        if attributes.contains(.bold) { result |= cnc_A_BOLD() }
        if attributes.contains(.dim) { result |= cnc_A_DIM() }
        if attributes.contains(.italic) { result |= cnc_A_ITALIC() }
        if attributes.contains(.underline) { result |= cnc_A_UNDERLINE() }
        if attributes.contains(.reverse) { result |= cnc_A_REVERSE() }
        return result
    }

    /// The attributes in `value` that `attributes(for:)` can produce, for reading the screen back.
    static func textAttributes(from value: attr_t) -> TextAttributes {
        var result: TextAttributes = []
        if value & cnc_A_BOLD() != 0 { result.insert(.bold) }
        if value & cnc_A_DIM() != 0 { result.insert(.dim) }
        if value & cnc_A_ITALIC() != 0 { result.insert(.italic) }
        if value & cnc_A_UNDERLINE() != 0 { result.insert(.underline) }
        if value & cnc_A_REVERSE() != 0 { result.insert(.reverse) }
        return result
    }
}
