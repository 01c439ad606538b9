import Glibc
import IkeTerm
import Testing

@testable import CursesTerminal

/// Real ncurses on /dev/null at a fixed size, read back cell by cell. ncurses is one global state
/// machine, so everything that touches it lives in this one serialized suite.
@Suite(.serialized)
struct HeadlessCursesTests {
    static let red = Style(foreground: .red, attributes: [.bold])
    static let selected = Style(foreground: .white, background: .blue, attributes: [.reverse])
    static let quiet = Style(attributes: [.dim, .italic, .underline])

    /// A 20x5 frame: ASCII, Korean and emoji on row 0, three styles on rows 1 and 2.
    static func sampleFrame() -> ScreenBuffer {
        var buffer = ScreenBuffer(width: 20, height: 5)
        buffer.put("ab할c🎉d", x: 0, y: 0)
        buffer.put("Bold", x: 0, y: 1, style: red)
        buffer.put("Sel", x: 6, y: 1, style: selected)
        buffer.put("quiet 일", x: 2, y: 2, style: quiet)
        return buffer
    }

    @Test func drawsTextWideGlyphsAndStyles() throws {
        let terminal = try CursesTerminal.headless(width: 20, height: 5)
        defer { terminal.stop() }
        #expect(terminal.size == Size(width: 20, height: 5))
        #expect(terminal.isUTF8)
        terminal.present(Self.sampleFrame())
        for physical in [false, true] {
            let row = (0..<8).map { terminal.screenCell(x: $0, y: 0, physical: physical).text }
            // Wide glyphs fill their second column too; the next glyph starts right after.
            #expect(row == ["a", "b", "할", "할", "c", "🎉", "🎉", "d"])
            #expect(terminal.screenCell(x: 8, y: 0, physical: physical).text == " ")
        }
        let bold = terminal.screenCell(x: 0, y: 1)
        #expect(bold.text == "B")
        #expect(bold.attributes == [.bold])
        #expect(bold.foreground == 1 && bold.background == -1)
        let selected = terminal.screenCell(x: 8, y: 1)
        #expect(selected.text == "l")
        #expect(selected.attributes == [.reverse])
        #expect(selected.foreground == 7 && selected.background == 4)
        let quiet = terminal.screenCell(x: 2, y: 2, physical: true)
        #expect(quiet.text == "q")
        #expect(quiet.attributes == [.dim, .italic, .underline])
        #expect(quiet.foreground == -1 && quiet.background == -1)
        #expect(terminal.screenCell(x: 8, y: 2).text == "일")
        #expect(terminal.screenCell(x: 8, y: 2).attributes == [.dim, .italic, .underline])
        #expect(terminal.screenCell(x: 5, y: 1).attributes == [])
    }

    @Test func writesOnlyTheCellsThatChanged() throws {
        let terminal = try CursesTerminal.headless(width: 20, height: 5)
        defer { terminal.stop() }
        var buffer = Self.sampleFrame()
        terminal.present(buffer)
        #expect(terminal.lastPresentWasFullRedraw)
        #expect(terminal.lastPresentCellCount == 100 - 3)  // three continuation cells
        terminal.present(buffer)
        #expect(terminal.lastPresentCellCount == 0)
        #expect(!terminal.lastPresentWasFullRedraw)
        buffer.put("X", x: 1, y: 0)
        terminal.present(buffer)
        #expect(terminal.lastPresentCellCount == 1)
        #expect(terminal.screenCell(x: 1, y: 0, physical: true).text == "X")
        #expect(terminal.screenCell(x: 0, y: 0, physical: true).text == "a")
        #expect(terminal.screenCell(x: 2, y: 0, physical: true).text == "할")
        // Replacing a wide glyph by two narrow ones writes both, and no half is left behind.
        buffer.put("xy", x: 2, y: 0)
        terminal.present(buffer)
        #expect(terminal.lastPresentCellCount == 2)
        let shown = (0..<5).map { terminal.screenCell(x: $0, y: 0, physical: true).text }
        #expect(shown == ["a", "X", "x", "y", "c"])
        buffer.put("한", x: 3, y: 0)
        terminal.present(buffer)
        let moved = (0..<6).map { terminal.screenCell(x: $0, y: 0).text }
        #expect(moved == ["a", "X", "x", "한", "한", "🎉"])
    }

    @Test func bottomRightCellIsWrittenWithoutScrolling() throws {
        let terminal = try CursesTerminal.headless(width: 10, height: 3)
        defer { terminal.stop() }
        var buffer = ScreenBuffer(width: 10, height: 3)
        buffer.put("top", x: 0, y: 0)
        buffer.put("Z", x: 9, y: 2)
        buffer.put("한", x: 7, y: 2)
        terminal.present(buffer)
        #expect(terminal.screenCell(x: 9, y: 2, physical: true).text == "Z")
        #expect(terminal.screenCell(x: 7, y: 2, physical: true).text == "한")
        #expect(terminal.screenCell(x: 0, y: 0, physical: true).text == "t")
        #expect(terminal.screenCell(x: 0, y: 1, physical: true).text == " ")
    }

    @Test func cursorIsPlacedAtTheBufferCursor() throws {
        let terminal = try CursesTerminal.headless(width: 20, height: 5)
        defer { terminal.stop() }
        var buffer = Self.sampleFrame()
        buffer.cursor = Point(x: 3, y: 2)
        terminal.present(buffer)
        #expect(terminal.windowCursor == Point(x: 3, y: 2))
        buffer.cursor = Point(x: 17, y: 4)
        terminal.present(buffer)
        #expect(terminal.windowCursor == Point(x: 17, y: 4))
        #expect(terminal.lastPresentCellCount == 0)
    }

    @Test func resizeAndResumeRedrawEverything() throws {
        let terminal = try CursesTerminal.headless(width: 20, height: 5)
        defer { terminal.stop() }
        terminal.present(Self.sampleFrame())
        terminal.resizeHeadless(width: 12, height: 3)
        #expect(terminal.size == Size(width: 12, height: 3))
        var small = ScreenBuffer(width: 12, height: 3)
        small.put("small", x: 0, y: 0)
        terminal.present(small)
        #expect(terminal.lastPresentWasFullRedraw)
        #expect(terminal.lastPresentCellCount == 36)
        #expect(terminal.screenCell(x: 0, y: 0, physical: true).text == "s")
        terminal.resume()
        terminal.present(small)
        #expect(terminal.lastPresentWasFullRedraw)
        #expect(terminal.lastPresentCellCount == 36)
    }

    @Test func aBufferWiderThanTheWindowIsClipped() throws {
        let terminal = try CursesTerminal.headless(width: 10, height: 2)
        defer { terminal.stop() }
        var buffer = ScreenBuffer(width: 14, height: 3)
        buffer.put("abcdefghi한xyz", x: 0, y: 0)
        buffer.put("row 2", x: 0, y: 2)
        terminal.present(buffer)
        // Column 9 would hold the left half of 한, which no longer fits: it is blanked.
        #expect(terminal.screenCell(x: 8, y: 0, physical: true).text == "i")
        #expect(terminal.screenCell(x: 9, y: 0, physical: true).text == " ")
        #expect(terminal.lastPresentCellCount == 20)
    }

    @Test func suspendLeavesAndRetakesTheTerminal() throws {
        let terminal = try CursesTerminal.headless(width: 20, height: 5)
        defer { terminal.stop() }
        terminal.present(Self.sampleFrame())
        var wasInShellMode = false
        terminal.stopProcess = { wasInShellMode = CursesTerminal.cursesIsInShellMode }
        terminal.suspend()
        #expect(wasInShellMode)
        #expect(!CursesTerminal.cursesIsInShellMode)
        terminal.present(Self.sampleFrame())
        #expect(terminal.lastPresentWasFullRedraw)
        terminal.leaveScreenMode()
        #expect(CursesTerminal.cursesIsInShellMode)
        #expect(terminal.nextKey(timeoutMilliseconds: 0) == nil)
        terminal.resume()
        #expect(!CursesTerminal.cursesIsInShellMode)
    }

    @Test func withoutColourStylesKeepTheirAttributesOnly() throws {
        let options = CursesOptions(noColor: true)
        let terminal = try CursesTerminal.headless(width: 20, height: 5, options: options)
        defer { terminal.stop() }
        #expect(!terminal.colorsEnabled)
        terminal.present(Self.sampleFrame())
        let selected = terminal.screenCell(x: 6, y: 1)
        #expect(selected.attributes == [.reverse])
        #expect(selected.foreground == -1 && selected.background == -1)
    }

    @Test func stopIsIdempotent() throws {
        let terminal = try CursesTerminal.headless(width: 20, height: 5)
        terminal.present(Self.sampleFrame())
        terminal.stop()
        terminal.stop()
        #expect(terminal.isStopped)
        #expect(terminal.size == Size(width: 20, height: 5))
        #expect(terminal.nextKey(timeoutMilliseconds: 0) == .endOfInput)
        terminal.present(Self.sampleFrame())
    }

    @Test func withoutUTF8NonASCIIIsDrawnAsQuestionMarks() throws {
        let terminal = try CursesTerminal.headless(width: 20, height: 5)
        defer { terminal.stop() }
        var writer = FrameWriter(pairs: nil, isUTF8: false)
        writer.present(Self.sampleFrame(), on: terminal.window)
        let row = (0..<8).map { terminal.screenCell(x: $0, y: 0).text }
        #expect(row == ["a", "b", "?", "?", "c", "?", "?", "d"])
    }

    @Test func unknownTermIsReported() {
        #expect(throws: TerminalStartError.unknownTerm("no-such-terminal-xyz")) {
            try CursesTerminal.headless(width: 10, height: 2, termName: "no-such-terminal-xyz")
        }
    }

    @Test func terminfoPrecheck() {
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        #expect(StartupCheck.terminfoError(term: nil, fileDescriptor: devNull) == .termNotSet)
        #expect(StartupCheck.terminfoError(term: "", fileDescriptor: devNull) == .termNotSet)
        #expect(
            StartupCheck.terminfoError(term: "dumb", fileDescriptor: devNull)
                == .cannotPositionCursor("dumb"))
        #expect(
            StartupCheck.terminfoError(term: "no-such-terminal-xyz", fileDescriptor: devNull)
                == .unknownTerm("no-such-terminal-xyz"))
        for usable in ["xterm-256color", "tmux-256color", "screen", "linux", "vt100"] {
            #expect(StartupCheck.terminfoError(term: usable, fileDescriptor: devNull) == nil, "\(usable)")
        }
    }

    @Test func restoreSequenceUndoesEveryMode() throws {
        let terminal = try CursesTerminal.headless(width: 20, height: 5)
        defer { terminal.stop() }
        let text = String(decoding: TerminalModes.restoreSequence(), as: UTF8.self)
        #expect(text.hasPrefix("\u{18}"))
        let parts = [
            "\u{1B}[?2004l", "\u{1B}[?1004l", "\u{1B}[?1000l", "\u{1B}[?1006l",
            "\u{1B}[?25h", "\u{1B}[?1049l",
        ]
        for part in parts {
            #expect(text.contains(part), "\(part.debugDescription)")
        }
    }
}
