/// One drawn unit of text: a spacing character with the zero-width marks that ride on it.
///
/// A glyph fills one cell (`width` 1) or two (`width` 2), the way ncurses places it.
public struct Glyph: Hashable, Sendable {
    /// The scalars drawn in the cell, already in drawn form.
    public let text: String
    /// Columns taken: 1 or 2.
    public let width: Int

    /// A glyph of already-sanitised `text` that takes `width` columns.
    init(text: String, width: Int) {
        self.text = text
        self.width = width
    }
}
