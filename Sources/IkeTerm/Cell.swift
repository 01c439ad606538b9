/// One column of a `ScreenBuffer`: a glyph in drawn form and its style, or the second half of a wide glyph.
///
/// The text is always sanitised (`DisplayText`), so no cell can carry a raw control character to
/// the terminal, whatever a view hands in.
public struct Cell: Hashable, Sendable {
    /// The glyph drawn in this cell; empty for a continuation.
    public private(set) var text: String
    /// Columns the glyph takes: 1 or 2, or 0 for the continuation half of a wide glyph.
    public private(set) var width: Int
    /// Colours and attributes of the cell.
    public var style: Style

    /// A cell showing the first glyph of `text` in drawn form, or a blank when `text` draws nothing.
    public init(_ text: String = " ", style: Style = .default) {
        let glyph = DisplayText.glyphs(text).first ?? Glyph(text: " ", width: 1)
        self.init(glyph: glyph, style: style)
    }

    /// A cell for an already drawn-form glyph.
    init(glyph: Glyph, style: Style) {
        self.text = glyph.text
        self.width = glyph.width
        self.style = style
    }

    /// The second half of a wide glyph; the backend draws nothing for it.
    static func continuation(style: Style) -> Cell {
        var cell = Cell.blank(style: style)
        cell.text = ""
        cell.width = 0
        return cell
    }

    /// A blank in the default style.
    public static let blank = Cell()

    /// A blank in `style`, as left by `fill` or by a wide glyph that did not fit.
    public static func blank(style: Style) -> Cell {
        Cell(glyph: Glyph(text: " ", width: 1), style: style)
    }

    /// Whether this is the second half of the wide glyph in the cell to its left.
    public var isContinuation: Bool { width == 0 }

    /// Whether this cell holds a two-column glyph (its right neighbour is the continuation).
    public var isWide: Bool { width == 2 }
}
