/// Measuring, scrolling and key handling for `TextField`.
extension TextField {
    /// Display columns between the start of the cursor's line and the cursor (wide glyphs count 2).
    public var cursorColumn: Int {
        TextWidth.of(String(characters[lineStart..<cursor]))
    }

    /// The cursor's line, counting from 0.
    public var cursorLine: Int {
        characters[0..<cursor].filter { $0 == "\n" }.count
    }

    /// The part of the cursor's line a field `width` columns wide shows, keeping the cursor visible.
    ///
    /// Starts from `scrollOffset` and moves it only as far as needed, so the view does not jump
    /// while the cursor stays inside; the last column is kept free for the cursor at the end.
    /// A wide glyph cut by either edge shows as blanks.
    public func visibleSlice(width: Int) -> Slice {
        guard width > 0 else { return Slice(text: "", cursorColumn: 0, offset: 0) }
        let offset = scrollOffset(forWidth: width)
        let text = DisplayText.clip(String(characters[lineStart..<lineEnd]), offset: offset, width: width)
        return Slice(text: text, cursorColumn: cursorColumn - offset, offset: offset)
    }

    /// Stores the scroll offset `visibleSlice(width:)` would use, so later moves scroll from there.
    public mutating func scrollToCursor(width: Int) {
        scrollOffset = width > 0 ? scrollOffset(forWidth: width) : 0
    }

    /// Applies an editing key and returns whether the field handled it.
    ///
    /// Handled: ←, →, Home, End, Ctrl-A, Ctrl-E, Backspace, Delete, Ctrl-U, Ctrl-K, Ctrl-W, typed
    /// characters and pastes. These count as handled even when they change nothing (Backspace in
    /// an empty field), so the app never passes them on to list commands by accident. Enter, Esc,
    /// Tab and the rest return false for the caller to decide.
    public mutating func apply(_ key: Key) -> Bool {
        if isSelected, let handled = applyToSelection(key) { return handled }
        switch key {
        case .left: moveLeft()
        case .right: moveRight()
        case .home: moveToLineStart()
        case .end: moveToLineEnd()
        case .backspace: backspace()
        case .delete: deleteForward()
        case .char(let character): insert(String(character))
        case .paste(let string): insert(string)
        case .ctrl(let letter):
            switch letter.lowercased() {
            case "a": moveToLineStart()
            case "e": moveToLineEnd()
            case "u": killToLineStart()
            case "k": killToLineEnd()
            case "w": killPreviousWord()
            default: return false
            }
        default:
            return false
        }
        return true
    }

    /// A key while the whole text is selected; `nil` for keys the selection does not change.
    private mutating func applyToSelection(_ key: Key) -> Bool? {
        switch key {
        case .char, .paste, .backspace, .delete, .ctrl("u"), .ctrl("k"), .ctrl("w"):
            setText("")
            isSelected = false
            if case .char(let character) = key { insert(String(character)) }
            if case .paste(let string) = key { insert(string) }
            return true
        case .left, .home, .ctrl("a"):
            isSelected = false
            cursor = 0
            return true
        case .right, .end, .ctrl("e"):
            isSelected = false
            cursor = characters.count
            return true
        default:
            return nil
        }
    }

    /// The offset, in display columns, that keeps the cursor inside a `width`-column window.
    private func scrollOffset(forWidth width: Int) -> Int {
        let column = cursorColumn
        let lineWidth = TextWidth.of(String(characters[lineStart..<lineEnd]))
        var offset = min(scrollOffset, column)
        offset = max(offset, column - width + 1)
        // Do not leave blank columns on the right once the text got shorter.
        offset = min(offset, max(0, lineWidth + 1 - width))
        return max(0, offset)
    }
}
