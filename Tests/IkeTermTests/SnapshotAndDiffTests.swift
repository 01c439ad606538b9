import Testing

@testable import IkeTerm

@Suite("ScreenBuffer snapshots and diff")
struct SnapshotAndDiffTests {
    @Test func plainTextTrimsTrailingBlanksAndSkipsContinuations() {
        var buffer = ScreenBuffer(width: 8, height: 3)
        buffer.put("a b", x: 0, y: 0)
        buffer.put("할일", x: 2, y: 1)
        #expect(buffer.plainText == "a b\n  할일\n")
    }

    @Test func plainTextKeepsInnerBlanksAndCombiningMarks() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.put("e\u{0301}", x: 1, y: 0)
        buffer.put("x\u{0327}", x: 4, y: 0)
        #expect(buffer.plainText == " \u{E9}  x\u{0327}")
    }

    @Test func styleRunsListNonDefaultRuns() {
        var buffer = ScreenBuffer(width: 10, height: 2)
        buffer.put("todo", x: 0, y: 0, style: Style(foreground: .red, attributes: [.bold]))
        buffer.put("중요", x: 5, y: 0, style: Style(foreground: .red, attributes: [.bold]))
        buffer.fill(Rect(x: 0, y: 1, width: 3, height: 1), style: Style(background: .blue))
        buffer.put("x", x: 3, y: 1, style: Style(attributes: [.underline, .reverse]))
        #expect(
            buffer.styleRuns == [
                StyleRun(row: 0, start: 0, end: 3, style: Style(foreground: .red, attributes: .bold)),
                StyleRun(row: 0, start: 5, end: 8, style: Style(foreground: .red, attributes: .bold)),
                StyleRun(row: 1, start: 0, end: 2, style: Style(background: .blue)),
                StyleRun(row: 1, start: 3, end: 3, style: Style(attributes: [.underline, .reverse])),
            ])
    }

    @Test func snapshotShowsTextStyleRunsAndCursor() {
        var buffer = ScreenBuffer(width: 12, height: 2)
        buffer.put("[x] 할 일", x: 0, y: 0, style: Style(foreground: .green, background: .black))
        buffer.put("plain", x: 0, y: 1)
        buffer.cursor = Point(x: 5, y: 1)
        #expect(
            buffer.snapshot == """
                [x] 할 일
                plain
                ---
                row 0, cols 0-8: fg=green bg=black
                cursor 5,1
                """)
    }

    @Test func snapshotOfADefaultBufferHasAnEmptyRunSection() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.put("ok", x: 0, y: 0)
        #expect(buffer.snapshot == "ok\n---\n")
    }

    @Test func styleDescriptionsAreCompact() {
        #expect(Style.default.description == "default")
        #expect(Style(foreground: .cyan, background: .magenta).description == "fg=cyan bg=magenta")
        let everything: TextAttributes = [.bold, .dim, .italic, .underline, .reverse, .strikethrough]
        let names = "bold dim italic underline reverse strikethrough"
        #expect(Style(attributes: everything).description == names)
        #expect(Style(foreground: .red).adding(.bold) == Style(foreground: .red, attributes: .bold))
        #expect(Color.default.ansiIndex == -1)
        #expect(Color.white.ansiIndex == 7)
        #expect(Color.indexed(208).ansiIndex == 208)
        #expect(Style(foreground: .indexed(208), background: .blue).description == "fg=208 bg=blue")
    }

    @Test func identicalBuffersHaveNoDiff() {
        var buffer = ScreenBuffer(width: 5, height: 2)
        buffer.put("hello", x: 0, y: 0)
        #expect(buffer.diff(from: buffer).isEmpty)
    }

    @Test func diffListsOnlyChangedCells() {
        var previous = ScreenBuffer(width: 6, height: 2)
        previous.put("hello", x: 0, y: 0)
        var next = previous
        next.put("J", x: 0, y: 0)
        next.put("!", x: 5, y: 1, style: Style(foreground: .yellow))
        next.put("l", x: 3, y: 0)  // same as before: not a change
        #expect(
            next.diff(from: previous) == [
                CellChange(x: 0, y: 0, cell: Cell("J")),
                CellChange(x: 5, y: 1, cell: Cell("!", style: Style(foreground: .yellow))),
            ])
    }

    @Test func diffReportsStyleOnlyChanges() {
        let previous = ScreenBuffer(width: 3, height: 1)
        var next = previous
        next.setStyle(Style(attributes: .reverse), in: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(
            next.diff(from: previous) == [
                CellChange(x: 1, y: 0, cell: Cell(" ", style: Style(attributes: .reverse)))
            ])
    }

    @Test func diffWritesWideCharsOnceAndClearsReplacedHalves() {
        var previous = ScreenBuffer(width: 4, height: 1)
        previous.put("abcd", x: 0, y: 0)
        var next = previous
        next.put("中", x: 1, y: 0)
        #expect(next.diff(from: previous) == [CellChange(x: 1, y: 0, cell: Cell("中"))])

        var third = next
        third.put("x", x: 2, y: 0)  // over the right half: column 1 turns blank
        #expect(
            third.diff(from: next) == [
                CellChange(x: 1, y: 0, cell: .blank),
                CellChange(x: 2, y: 0, cell: Cell("x")),
            ])
    }

    @Test func diffAfterAResizeListsEveryCell() {
        var previous = ScreenBuffer(width: 2, height: 1)
        previous.put("ab", x: 0, y: 0)
        var next = ScreenBuffer(width: 3, height: 1)
        next.put("中", x: 0, y: 0)
        #expect(
            next.diff(from: previous) == [
                CellChange(x: 0, y: 0, cell: Cell("中")),
                CellChange(x: 2, y: 0, cell: .blank),
            ])
    }
}
