import Testing

@testable import IkeTerm

@Suite("ScreenBuffer")
struct ScreenBufferTests {
    let red = Style(foreground: .red)

    @Test func newBufferIsBlank() {
        let buffer = ScreenBuffer(width: 3, height: 2)
        #expect(buffer.cells.count == 6)
        #expect(buffer.cells.allSatisfy { $0 == .blank })
        #expect(buffer.plainText == "\n")
        #expect(buffer.cursor == nil)
    }

    @Test func putWritesTextAndReturnsColumnsUsed() {
        var buffer = ScreenBuffer(width: 10, height: 1)
        #expect(buffer.put("abc", x: 2, y: 0) == 3)
        #expect(buffer.plainText == "  abc")
        #expect(buffer[2, 0].text == "a")
    }

    @Test func putClipsAtTheRightEdgeWithoutWrapping() {
        var buffer = ScreenBuffer(width: 5, height: 2)
        #expect(buffer.put("abcdefgh", x: 2, y: 0) == 3)
        #expect(buffer.plainText == "  abc\n")
    }

    @Test func putClipsAtMaxWidth() {
        var buffer = ScreenBuffer(width: 10, height: 1)
        #expect(buffer.put("abcdef", x: 1, y: 0, maxWidth: 3) == 3)
        #expect(buffer.plainText == " abc")
        #expect(buffer.put("zzz", x: 0, y: 0, maxWidth: 0) == 0)
        #expect(buffer.plainText == " abc")
    }

    @Test func putOutsideTheBufferDrawsNothing() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        #expect(buffer.put("ab", x: 0, y: 1) == 0)
        #expect(buffer.put("ab", x: 0, y: -1) == 0)
        #expect(buffer.put("ab", x: 4, y: 0) == 0)
        #expect(buffer.plainText == "")
    }

    @Test func wideCharactersTakeTwoCellsWithAContinuation() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        #expect(buffer.put("할일", x: 1, y: 0, style: red) == 4)
        #expect(buffer[1, 0].text == "할")
        #expect(buffer[1, 0].width == 2)
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[2, 0].style == red)
        #expect(buffer[3, 0].text == "일")
        #expect(buffer[4, 0].isContinuation)
        #expect(buffer.plainText == " 할일")
    }

    @Test func wideCharacterThatDoesNotFitAtTheEdgeBecomesABlank() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        buffer.put("xxxxx", x: 0, y: 0)
        #expect(buffer.put("ab中", x: 2, y: 0, style: red) == 3)
        #expect(buffer[4, 0] == .blank(style: red))
        #expect(buffer.plainText == "xxab")
        #expect(buffer.put("中文", x: 0, y: 0, maxWidth: 3) == 3)
        #expect(buffer[2, 0] == .blank)
        #expect(buffer.plainText == "中 b")
    }

    @Test func wideCellSetInTheLastColumnBecomesABlank() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.set(x: 2, y: 0, cell: Cell("中", style: red))
        #expect(buffer[2, 0] == .blank(style: red))
    }

    @Test func overwritingTheLeftHalfOfAWideCharClearsTheRightHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("中", x: 1, y: 0, style: red)
        buffer.put("a", x: 1, y: 0)
        #expect(buffer[1, 0].text == "a")
        #expect(buffer[2, 0] == .blank(style: red))
        #expect(buffer.plainText == " a")
        #expect(!buffer.cells.contains { $0.isContinuation })
    }

    @Test func overwritingTheRightHalfOfAWideCharClearsTheLeftHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("中", x: 1, y: 0, style: red)
        buffer.put("b", x: 2, y: 0)
        #expect(buffer[1, 0] == .blank(style: red))
        #expect(buffer[2, 0].text == "b")
        #expect(buffer.plainText == "  b")
    }

    @Test func wideCharOverlappingAnotherWideCharByOneColumnClearsIt() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        buffer.put("中文", x: 0, y: 0)  // 中 at 0-1, 文 at 2-3
        buffer.put("日", x: 1, y: 0)  // takes 1-2: 中 and 文 each lose a half
        #expect(buffer.plainText == " 日")
        #expect(buffer[0, 0] == .blank)
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[3, 0] == .blank)
    }

    @Test func textStartingLeftOfTheBufferIsClipped() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        #expect(buffer.put("abcd", x: -2, y: 0) == 4)
        #expect(buffer.plainText == "cd")
        buffer.clear()
        buffer.put("中文", x: -1, y: 0)
        #expect(buffer.plainText == " 文")
    }

    @Test func controlCharactersNeverReachTheBuffer() {
        var buffer = ScreenBuffer(width: 20, height: 1)
        let title = "Pay \u{1B}[31mrent\u{7}\u{9B}"
        #expect(buffer.put(title, x: 0, y: 0) == 15)
        #expect(buffer.plainText == "Pay \u{241B}[31mrent\u{2407}\u{FFFD}")
        let allScalars = buffer.cells.flatMap { $0.text.unicodeScalars }
        #expect(!allScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(!buffer.plainText.unicodeScalars.contains("\u{1B}"))
    }

    @Test func cellsBuiltDirectlyAreSanitisedToo() {
        var buffer = ScreenBuffer(width: 2, height: 1)
        buffer.set(x: 0, y: 0, cell: Cell("\u{1B}"))
        buffer.set(x: 1, y: 0, cell: Cell(""))
        #expect(buffer[0, 0].text == "\u{241B}")
        #expect(buffer[1, 0] == .blank)
        #expect(Cell("☑\u{FE0F}").text == "☑")
        #expect(Cell("👍🏽").width == 2)
    }

    @Test func fillCoversTheClippedRectangle() {
        var buffer = ScreenBuffer(width: 4, height: 3)
        buffer.put("abcd", x: 0, y: 1)
        let blue = Style(background: .blue)
        buffer.fill(Rect(x: 2, y: 1, width: 5, height: 5), style: blue)
        #expect(buffer.plainText == "\nab\n")
        #expect(buffer[3, 2].style == blue)
        #expect(buffer[1, 1].style == .default)
        #expect(buffer[2, 0].style == .default)
    }

    @Test func fillOverHalfOfAWideCharClearsTheOtherHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("中文", x: 0, y: 0)
        buffer.fill(Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(buffer.plainText == "")
        #expect(!buffer.cells.contains { $0.isContinuation })
    }

    @Test func fillWithAWideCellRepeatsEveryTwoColumns() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        buffer.fill(buffer.area, with: Cell("中"))
        #expect(buffer.plainText == "中中")
        #expect(buffer[4, 0] == .blank)
    }

    @Test func setStyleKeepsTextAndRestylesWholeWideChars() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        buffer.put("a中b", x: 0, y: 0)
        let selected = Style(attributes: .reverse)
        buffer.setStyle(selected, in: Rect(x: 2, y: 0, width: 2, height: 1))
        #expect(buffer.plainText == "a中b")
        #expect(buffer[0, 0].style == .default)
        #expect(buffer[1, 0].style == selected)
        #expect(buffer[2, 0].style == selected)
        #expect(buffer[3, 0].style == selected)
        #expect(buffer[4, 0].style == .default)
    }

    @Test func clearResetsCellsAndCursor() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.put("abc", x: 0, y: 0, style: red)
        buffer.cursor = Point(x: 1, y: 0)
        buffer.clear()
        #expect(buffer == ScreenBuffer(width: 3, height: 1))
    }

    @Test func cellLookupOutsideTheBufferIsNil() {
        let buffer = ScreenBuffer(width: 2, height: 2)
        #expect(buffer.cell(x: 1, y: 1) == .blank)
        #expect(buffer.cell(x: 2, y: 0) == nil)
        #expect(buffer.cell(x: 0, y: -1) == nil)
    }
}
