import IkeTerm
import Testing

@testable import CursesTerminal

/// Sequences ncurses hands back unrecognised, decoded through the same reader `nextKey` uses.
struct EscapeSequenceTests {
    let decoder = KeyDecoder()

    func keys(_ text: String) -> [Key] {
        decoder.keys(fromBytes: Array(text.utf8))
    }

    @Test(arguments: [
        ("\u{1B}[1;5A", Key.unknown("Ctrl-Up")), ("\u{1B}[1;2A", .shiftUp), ("\u{1B}[1;2B", .shiftDown),
        ("\u{1B}[1;2D", .shiftLeft), ("\u{1B}[1;3C", .unknown("Alt-Right")), ("\u{1B}[A", .up),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}OM", .enter), ("\u{1B}OP", .function(1)),
        ("\u{1B}[3~", .delete), ("\u{1B}[3;5~", .unknown("Ctrl-Del")), ("\u{1B}[5~", .pageUp),
        ("\u{1B}[6~", .pageDown), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[1;2P", .unknown("S-F1")), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
        ("\u{1B}[7~", .home), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[Z", .backTab),
        ("\u{1B}[I", .focusIn), ("\u{1B}[O", .focusOut), ("\u{1B}[99x", .unknown("ESC[99x")),
        ("\u{1B}[1;5", .unknown("ESC[1;5")), ("\u{1B}[?1;2c", .unknown("ESC[?1;2c")),
        ("\u{1B}x", .unknown("Alt-x")), ("\u{1B}할", .unknown("Alt-할")),
        ("\u{1B}\r", .unknown("Alt-Enter")),
        ("\u{1B}[", .unknown("Alt-[")), ("\u{1B}O", .unknown("Alt-O")), ("\u{1B}", .escape),
    ])
    func singleSequence(text: String, expected: Key) {
        #expect(keys(text) == [expected])
    }

    @Test func sgrMouseReports() {
        #expect(keys("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(kind: .press, x: 9, y: 4))])
        #expect(keys("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(kind: .release, x: 9, y: 4))])
        #expect(keys("\u{1B}[<64;1;1M") == [.mouse(MouseEvent(kind: .wheelUp, x: 0, y: 0))])
        #expect(keys("\u{1B}[<65;3;4M") == [.mouse(MouseEvent(kind: .wheelDown, x: 2, y: 3))])
        let modified = MouseEvent(kind: .press, x: 1, y: 1, modifiers: [.shift, .control])
        #expect(keys("\u{1B}[<20;2;2M") == [.mouse(modified)])
        #expect(keys("\u{1B}[<2;2;2M") == [.unknown("ESC[<2;2;2M")])
    }

    @Test func x10MouseReport() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 33 + 9, 33 + 4]
        #expect(decoder.keys(fromBytes: bytes) == [.mouse(MouseEvent(kind: .press, x: 9, y: 4))])
    }

    @Test func sequencesEndWhereTheyStopMatching() {
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
        #expect(keys("\u{1B}[1;2\u{3}") == [.unknown("ESC[1;2"), .ctrl("c")])
        #expect(keys("\u{1B}]0;title\u{7}x") == [.unknown("ESC]0;title"), .char("x")])
        #expect(keys("\u{1B}[1;5Ab") == [.unknown("Ctrl-Up"), .char("b")])
        #expect(keys("a\u{1B}[Bz") == [.char("a"), .down, .char("z")])
    }

    @Test func overlongSequenceIsCutAtTheLimit() {
        let result = keys("\u{1B}[" + String(repeating: "1", count: 100))
        #expect(result.count == 1 + (100 - (EscapeSequence.maxLength - 1)))
        #expect(result.dropFirst().allSatisfy { $0 == .char("1") })
    }

    @Test func bracketedPaste() {
        #expect(keys("\u{1B}[200~a\r\nb\rc\nd\u{1B}[201~x") == [.paste("a\nb\nc\nd"), .char("x")])
        #expect(keys("\u{1B}[200~할 일 🎉\u{1B}[201~") == [.paste("할 일 🎉")])
        #expect(keys("\u{1B}[200~\u{1B}[Aq\u{1B}[201~") == [.paste("\u{1B}[Aq")])
        #expect(keys("\u{1B}[200~unterminated") == [.paste("unterminated")])
        #expect(keys("\u{1B}[201~x") == [.char("x")])
        #expect(keys("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let keys = decoder.keys(fromBytes: [0x61, 0xFF, 0xC3, 0x62])
        #expect(keys == [.char("a"), .char("\u{FFFD}"), .char("\u{FFFD}"), .char("b")])
    }
}
