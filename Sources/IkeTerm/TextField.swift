import Foundation

/// The editing model of a text field: text, a cursor between grapheme clusters, and a scroll offset.
///
/// A value type with no drawing of its own, so the reducer can own it and tests can drive it.
/// With `allowsNewlines` it also serves multi-line notes: Home, End, Ctrl-U, Ctrl-K and the
/// cursor column then work on the cursor's line. Text is kept NFC, with control characters
/// other than newline left out; joiners and emoji stay in the data and are only simplified when
/// drawn (`DisplayText`), and widths are measured the same way.
public struct TextField: Hashable, Sendable {
    /// What to draw for a field `width` columns wide: the visible part and where the cursor goes.
    public struct Slice: Hashable, Sendable {
        /// The visible columns of the cursor's line in drawn form, at most `width` columns.
        public var text: String
        /// The cursor's column inside the slice (0 = the field's first column).
        public var cursorColumn: Int
        /// Display columns of the line scrolled out on the left.
        public var offset: Int

        /// A slice showing `text` with the cursor at `cursorColumn`, scrolled by `offset` columns.
        public init(text: String, cursorColumn: Int, offset: Int) {
            self.text = text
            self.cursorColumn = cursorColumn
            self.offset = offset
        }
    }

    /// The grapheme clusters of the text; the cursor indexes into this.
    private(set) var characters: [Character]
    /// Whether "\n" is kept (notes) rather than turned into a space (titles).
    public let allowsNewlines: Bool
    /// Display columns of the cursor's line hidden on the left; adjust with `scrollToCursor(width:)`.
    public var scrollOffset: Int = 0
    /// The whole text is selected: typing replaces it, Backspace or Delete clears it, and a movement
    /// key only ends the selection (the cursor going to that end). Set when focus enters a field
    /// whose value is usually replaced rather than edited (a deadline).
    public var isSelected = false {
        didSet { if isEmpty { isSelected = false } }
    }

    /// A field holding `text` (cleaned as typed text is) with the cursor at its end.
    public init(_ text: String = "", allowsNewlines: Bool = false) {
        self.allowsNewlines = allowsNewlines
        self.characters = []
        self.cursor = 0
        insert(text)
    }

    /// The text being edited.
    public var text: String { String(characters) }

    /// Whether the field is empty.
    public var isEmpty: Bool { characters.isEmpty }

    /// The cursor as a count of grapheme clusters before it; setting it clamps to the text.
    public var cursor: Int {
        didSet { cursor = min(max(0, cursor), characters.count) }
    }

    /// Replaces the whole text (cleaned like typed text) and puts the cursor at its end.
    public mutating func setText(_ text: String) {
        characters = []
        cursor = 0
        scrollOffset = 0
        insert(text)
    }

    // MARK: Editing

    /// Inserts `string` at the cursor, NFC-normalised and cleaned of control characters.
    ///
    /// CR LF and CR become LF; a newline becomes a space unless `allowsNewlines`; a tab becomes a
    /// space; other C0, DEL and C1 controls are dropped, so a pasted escape sequence cannot survive.
    public mutating func insert(_ string: String) {
        let cleaned = clean(string)
        guard !cleaned.isEmpty else { return }
        let before = String(characters[..<cursor]) + cleaned
        replaceText(before: before, after: String(characters[cursor...]))
    }

    /// Deletes the grapheme before the cursor.
    public mutating func backspace() {
        guard cursor > 0 else { return }
        remove(cursor - 1..<cursor)
    }

    /// Deletes the grapheme after the cursor.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        remove(cursor..<cursor + 1)
    }

    /// Deletes from the start of the cursor's line to the cursor (Ctrl-U).
    public mutating func killToLineStart() {
        remove(lineStart..<cursor)
    }

    /// Deletes from the cursor to the end of its line (Ctrl-K); at a line's end, joins the next line.
    public mutating func killToLineEnd() {
        let end = lineEnd
        if end == cursor && end < characters.count {
            remove(cursor..<cursor + 1)
        } else {
            remove(cursor..<end)
        }
    }

    /// Deletes the blanks before the cursor and the word before them (Ctrl-W, as in a shell).
    ///
    /// Words are separated by whitespace. A newline right before the cursor is deleted on its own,
    /// so the word on the previous line survives.
    public mutating func killPreviousWord() {
        guard cursor > 0 else { return }
        if characters[cursor - 1] == "\n" {
            remove(cursor - 1..<cursor)
            return
        }
        var start = cursor
        while start > 0 && isBlank(characters[start - 1]) { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        remove(start..<cursor)
    }

    // MARK: Moving

    /// Moves the cursor one grapheme left.
    public mutating func moveLeft() { cursor -= 1 }

    /// Moves the cursor one grapheme right.
    public mutating func moveRight() { cursor += 1 }

    /// Moves the cursor to the start of its line (Home, Ctrl-A).
    public mutating func moveToLineStart() { cursor = lineStart }

    /// Moves the cursor to the end of its line (End, Ctrl-E).
    public mutating func moveToLineEnd() { cursor = lineEnd }

    /// Moves the cursor to the start of the word before it, skipping whitespace first.
    public mutating func moveWordLeft() {
        while cursor > 0 && characters[cursor - 1].isWhitespace { cursor -= 1 }
        while cursor > 0 && !characters[cursor - 1].isWhitespace { cursor -= 1 }
    }

    /// Moves the cursor to the end of the word after it, skipping whitespace first.
    public mutating func moveWordRight() {
        while cursor < characters.count && characters[cursor].isWhitespace { cursor += 1 }
        while cursor < characters.count && !characters[cursor].isWhitespace { cursor += 1 }
    }

    // MARK: Helpers

    /// Index of the first grapheme of the cursor's line.
    var lineStart: Int {
        var index = cursor
        while index > 0 && characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    /// Index just past the last grapheme of the cursor's line (before its "\n").
    var lineEnd: Int {
        var index = cursor
        while index < characters.count && characters[index] != "\n" { index += 1 }
        return index
    }

    /// Whitespace that is not a line break, the blanks Ctrl-W skips.
    private func isBlank(_ character: Character) -> Bool {
        character.isWhitespace && !character.isNewline
    }

    /// Removes the graphemes in `range` and leaves the cursor where they started.
    private mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        replaceText(
            before: String(characters[..<range.lowerBound]), after: String(characters[range.upperBound...]))
    }

    /// Sets the text to `before + after`, NFC, with the cursor between them.
    ///
    /// Re-segmenting the whole text keeps graphemes right when the join merges them (a mark
    /// inserted after its base, or a deletion that brings a mark next to a new base).
    private mutating func replaceText(before: String, after: String) {
        let head = before.precomposedStringWithCanonicalMapping
        characters = Array((head + after).precomposedStringWithCanonicalMapping)
        cursor = head.count
    }

    /// `string` with line breaks unified and control characters dropped or replaced.
    private func clean(_ string: String) -> String {
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in string.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasCR:
                continue
            case 0x0A, 0x0D:
                scalars.append(allowsNewlines ? "\n" : " ")
            case 0x09:
                scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
