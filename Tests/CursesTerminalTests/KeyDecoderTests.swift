import IkeTerm
import Testing

@testable import CursesTerminal

/// The key table of Docs/TerminalNotes.md §5 and the raw-mode character rules.
struct KeyDecoderTests {
    /// Names tmux-256color and xterm-256color give their dynamic codes, plus a few made up.
    static let dynamicNames: [Int32: String] = [
        571: "kUP5", 574: "kUP5", 569: "kUP3", 572: "kUP3", 512: "kcbt2", 600: "kDN",
        601: "kDC5", 602: "kRIT6", 603: "kxIN", 604: "kLFT7", 605: "kHOM2",
    ]
    let decoder = KeyDecoder(keyName: { KeyDecoderTests.dynamicNames[$0] })

    @Test(arguments: [
        (Int32(259), Key.up), (258, .down), (260, .left), (261, .right),
        (337, .shiftUp), (336, .shiftDown), (393, .shiftLeft), (402, .shiftRight),
        (330, .delete), (383, .unknown("S-Del")), (343, .enter), (263, .backspace), (353, .backTab),
        (262, .home), (360, .end), (339, .pageUp), (338, .pageDown),
        (265, .function(1)), (269, .function(5)), (276, .function(12)), (264, .function(0)),
        (410, .resize), (331, .unknown("Ins")),
    ])
    func fixedKeyCodes(code: Int32, expected: Key) {
        #expect(decoder.key(for: .keyCode(code)) == expected)
    }

    @Test(arguments: [
        (UInt32(32), Key.char(" ")), (10, .enter), (13, .enter), (27, .escape), (9, .tab),
        (127, .backspace), (8, .backspace), (1, .ctrl("a")), (3, .ctrl("c")), (19, .ctrl("s")),
        (26, .ctrl("z")), (0, .ctrl(" ")), (0x1C, .unknown("^\\")), (0x61, .char("a")),
        (0xD560, .char("할")), (0x1F389, .char("🎉")), (0x30C6, .char("テ")),
        (0x85, .unknown("U+85")), (0x9B, .unknown("U+9B")),
        (0xD800, .unknown("U+D800")), (0x110000, .unknown("U+110000")),
    ])
    func typedCharacters(value: UInt32, expected: Key) {
        #expect(decoder.key(for: .character(value)) == expected)
    }

    @Test(arguments: [
        (Int32(571), Key.unknown("Ctrl-Up")), (574, .unknown("Ctrl-Up")), (569, .unknown("Alt-Up")),
        (512, .backTab), (600, .shiftDown), (601, .unknown("Ctrl-Del")), (602, .unknown("Ctrl-S-Right")),
        (603, .unknown("kxIN")), (604, .unknown("Ctrl-Alt-Left")), (605, .unknown("S-Home")),
        (9999, .unknown("key-9999")),
    ])
    func dynamicCodesByName(code: Int32, expected: Key) {
        #expect(decoder.key(for: .keyCode(code)) == expected)
    }

    @Test func customCodesAndMouse() {
        #expect(decoder.event(for: .keyCode(KeyDecoder.CustomCode.pasteStart)) == .pasteStart)
        #expect(decoder.event(for: .keyCode(KeyDecoder.CustomCode.pasteEnd)) == .pasteEnd)
        #expect(decoder.key(for: .keyCode(KeyDecoder.CustomCode.focusIn)) == .focusIn)
        #expect(decoder.key(for: .keyCode(KeyDecoder.CustomCode.focusOut)) == .focusOut)
        #expect(decoder.event(for: .keyCode(409)) == .mouseReport)
        #expect(decoder.key(for: .keyCode(409)) == .unknown("mouse"))
    }

    @Test func keyNamesWithoutDigitsMeanShift() {
        #expect(KeyDecoder.key(forKeyName: "kUP") == .shiftUp)
        #expect(KeyDecoder.key(forKeyName: "kRIT") == .shiftRight)
        #expect(KeyDecoder.key(forKeyName: "kNXT5") == .unknown("Ctrl-PgDn"))
        #expect(KeyDecoder.key(forKeyName: "kUP5x") == nil)
        #expect(KeyDecoder.key(forKeyName: "kf13") == nil)
    }
}
