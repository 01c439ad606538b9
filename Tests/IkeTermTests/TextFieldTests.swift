import Testing

@testable import IkeTerm

@Suite("TextField")
struct TextFieldTests {
    /// A field holding `text` with the cursor after `cursor` graphemes.
    func field(_ text: String, cursor: Int? = nil, newlines: Bool = false) -> TextField {
        var field = TextField(text, allowsNewlines: newlines)
        if let cursor { field.cursor = cursor }
        return field
    }

    /// Applies `key`, returning whether the field handled it (`#expect` cannot call mutating methods).
    func handled(_ field: inout TextField, _ key: Key) -> Bool {
        field.apply(key)
    }

    @Test func startsWithCursorAtTheEnd() {
        let field = field("buy milk")
        #expect(field.text == "buy milk")
        #expect(field.cursor == 8)
        #expect(field.cursorColumn == 8)
        #expect(TextField().isEmpty)
    }

    @Test func insertAtCursor() {
        var field = field("by milk", cursor: 1)
        field.insert("u")
        #expect(field.text == "buy milk")
        #expect(field.cursor == 2)
    }

    @Test func koreanCursorColumnCountsTwoPerSyllable() {
        var field = TextField()
        field.insert("할일")
        #expect(field.cursor == 2)
        #expect(field.cursorColumn == 4)
        field.moveLeft()
        #expect(field.cursorColumn == 2)
    }

    @Test func emojiIsOneGraphemeOfTwoColumns() {
        var field = field("a🎉b", cursor: 1)
        field.moveRight()
        #expect(field.cursor == 2)
        #expect(field.cursorColumn == 3)
        field.backspace()
        #expect(field.text == "ab")
        #expect(field.cursorColumn == 1)
    }

    @Test func zwjFamilyIsOneGraphemeMeasuredAsDrawn() {
        var field = TextField("👨\u{200D}👩\u{200D}👧")
        #expect(field.cursor == 1)
        #expect(field.cursorColumn == 6)
        field.backspace()
        #expect(field.isEmpty)
    }

    @Test func insertNormalisesToNFC() {
        var field = TextField()
        field.insert("\u{1112}\u{1161}\u{11AB}")
        #expect(field.text == "\u{D55C}")
        #expect(field.cursor == 1)
        field.insert("e")
        field.insert("\u{0301}")  // a mark typed after its base composes with it
        #expect(field.text == "\u{D55C}\u{E9}")
        #expect(field.cursor == 2)
    }

    @Test func insertDropsControlCharacters() {
        var field = TextField()
        field.insert("a\u{1B}[31mb\u{7}\u{7F}\u{9B}c\td")
        #expect(field.text == "a[31mbc d")
        #expect(!field.text.unicodeScalars.contains("\u{1B}"))
    }

    @Test func newlinesBecomeSpacesInASingleLineField() {
        var field = TextField()
        field.insert("one\r\ntwo\nthree\rfour")
        #expect(field.text == "one two three four")
    }

    @Test func newlinesAreKeptInAMultiLineField() {
        var field = TextField(allowsNewlines: true)
        field.insert("one\r\ntwo\rthree")
        #expect(field.text == "one\ntwo\nthree")
        #expect(field.cursorLine == 2)
        #expect(field.cursorColumn == 5)
    }

    @Test func backspaceAndDeleteAtTheEdgesDoNothing() {
        var field = field("ab", cursor: 0)
        field.backspace()
        #expect(field.text == "ab")
        field.deleteForward()
        #expect(field.text == "b")
        #expect(field.cursor == 0)
        field.moveToLineEnd()
        field.deleteForward()
        #expect(field.text == "b")
    }

    @Test func moveLeftRightClampAtTheEnds() {
        var field = field("할일", cursor: 0)
        field.moveLeft()
        #expect(field.cursor == 0)
        field.moveRight()
        field.moveRight()
        field.moveRight()
        #expect(field.cursor == 2)
        field.cursor = 99
        #expect(field.cursor == 2)
        field.cursor = -5
        #expect(field.cursor == 0)
    }

    @Test func homeAndEnd() {
        var field = field("buy milk", cursor: 3)
        field.moveToLineStart()
        #expect(field.cursor == 0)
        field.moveToLineEnd()
        #expect(field.cursor == 8)
    }

    @Test func wordLeftAndRight() {
        var field = field("buy  oat milk ", cursor: 14)
        field.moveWordLeft()
        #expect(field.cursor == 9)
        field.moveWordLeft()
        #expect(field.cursor == 5)
        field.moveWordLeft()
        #expect(field.cursor == 0)
        field.moveWordRight()
        #expect(field.cursor == 3)
        field.moveWordRight()
        #expect(field.cursor == 8)
    }

    @Test func killToStartAndEnd() {
        var field = field("buy oat milk", cursor: 4)
        field.killToLineEnd()
        #expect(field.text == "buy ")
        #expect(field.cursor == 4)
        field.cursor = 2
        field.killToLineStart()
        #expect(field.text == "y ")
        #expect(field.cursor == 0)
    }

    @Test func killPreviousWordOverMixedSpaces() {
        var field = field("우유 사기 \t\u{3000} ", cursor: nil)
        field.killPreviousWord()
        #expect(field.text == "우유 ")
        #expect(field.cursor == 3)
        field.killPreviousWord()
        #expect(field.text == "")
        field.killPreviousWord()
        #expect(field.text == "")
    }

    @Test func killPreviousWordInTheMiddleKeepsWhatFollows() {
        var field = field("buy oat  milk", cursor: 9)
        field.killPreviousWord()
        #expect(field.text == "buy milk")
        #expect(field.cursor == 4)
    }

    @Test func multiLineEditingWorksOnTheCursorLine() {
        var field = field("first line\nsecond 할일", cursor: 14, newlines: true)
        #expect(field.cursorLine == 1)
        #expect(field.cursorColumn == 3)
        field.moveToLineStart()
        #expect(field.cursor == 11)
        field.killPreviousWord()  // a newline before the cursor goes on its own
        #expect(field.text == "first linesecond 할일")
        field.insert("\n")
        field.moveToLineEnd()
        #expect(field.cursorColumn == 11)
        field.moveToLineStart()
        field.moveLeft()
        field.killToLineEnd()  // at the end of a line Ctrl-K joins the next one
        #expect(field.text == "first linesecond 할일")
    }

    @Test func applyHandlesEditingKeys() {
        var field = TextField()
        for key: Key in [.char("a"), .char("c"), .left, .char("b"), .end, .paste(" 할일")] {
            #expect(handled(&field, key))
        }
        #expect(field.text == "abc 할일")
        #expect(handled(&field, .ctrl("w")))
        #expect(field.text == "abc ")
        #expect(handled(&field, .ctrl("a")))
        #expect(field.cursor == 0)
        #expect(handled(&field, .delete))
        #expect(handled(&field, .ctrl("e")))
        #expect(handled(&field, .backspace))
        #expect(field.text == "bc")
        #expect(handled(&field, .home))
        #expect(handled(&field, .right))
        #expect(handled(&field, .ctrl("k")))
        #expect(field.text == "b")
        #expect(handled(&field, .ctrl("u")))
        #expect(field.text == "")
        #expect(handled(&field, .backspace))  // handled even though nothing changed
    }

    @Test func applyLeavesOtherKeysToTheCaller() {
        var field = TextField("x")
        for key: Key in [.enter, .escape, .tab, .up, .down, .ctrl("r"), .function(1), .resize] {
            #expect(!handled(&field, key))
        }
        #expect(field.text == "x")
    }

    @Test func visibleSliceFitsShortText() {
        let slice = TextField("할일").visibleSlice(width: 10)
        #expect(slice == TextField.Slice(text: "할일", cursorColumn: 4, offset: 0))
    }

    @Test func visibleSliceScrollsToKeepTheCursorVisible() {
        var field = TextField("abcdefghij")
        let end = field.visibleSlice(width: 5)
        #expect(end == TextField.Slice(text: "ghij", cursorColumn: 4, offset: 6))
        field.scrollToCursor(width: 5)
        field.moveLeft()
        field.moveLeft()
        // Moving inside the window keeps it still.
        #expect(field.visibleSlice(width: 5) == TextField.Slice(text: "ghij", cursorColumn: 2, offset: 6))
        field.moveToLineStart()
        #expect(field.visibleSlice(width: 5) == TextField.Slice(text: "abcde", cursorColumn: 0, offset: 0))
    }

    @Test func cursorStaysInsideTheWindowAtEveryPosition() {
        var field = TextField("우유 사기 buy milk 🎉 할일 등록")
        for width in [1, 3, 4, 7] {
            field.moveToLineStart()
            for _ in 0...field.text.count {
                let slice = field.visibleSlice(width: width)
                #expect(slice.cursorColumn >= 0 && slice.cursorColumn < width)
                #expect(TextWidth.of(slice.text) <= width)
                field.scrollToCursor(width: width)
                field.moveRight()
            }
        }
    }

    @Test func wideCharCutByTheWindowEdgeShowsBlanks() {
        var field = TextField("a할일")  // a at 0, 할 at 1-2, 일 at 3-4; cursor at column 5
        #expect(field.visibleSlice(width: 3) == TextField.Slice(text: "일", cursorColumn: 2, offset: 3))
        field.scrollOffset = 2
        field.cursor = 2
        // Column 2 is the right half of 할, so the window starts with a blank.
        #expect(field.visibleSlice(width: 3) == TextField.Slice(text: " 일", cursorColumn: 1, offset: 2))
        field.cursor = 1
        // 일 does not fit after 할 in columns 1-3, so its visible half is a blank.
        #expect(field.visibleSlice(width: 3) == TextField.Slice(text: "할 ", cursorColumn: 0, offset: 1))
    }

    @Test func scrollOffsetShrinksWhenTheTextDoes() {
        var field = TextField("abcdefghij")
        field.scrollToCursor(width: 5)
        #expect(field.scrollOffset == 6)
        field.setText("abc")
        #expect(field.visibleSlice(width: 5).offset == 0)
    }
}
