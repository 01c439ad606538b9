import CNCursesW
import IkeTerm

/// One cell as curses holds it, read back by tests.
struct ScreenCellReading: Equatable, CustomStringConvertible {
    /// The characters stored in the cell (a wide glyph's second column repeats its glyph).
    var text: String
    var attributes: TextAttributes
    /// Colour numbers of the cell's pair; -1 is the terminal default.
    var foreground: Int
    var background: Int
    /// The raw attribute word, for what `attributes` cannot express.
    var rawAttributes: attr_t

    var description: String { "\(text.debugDescription) [\(attributes)] \(foreground)/\(background)" }
}
