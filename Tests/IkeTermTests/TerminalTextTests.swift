import Testing

@testable import IkeTerm

@Suite("TerminalText")
struct TerminalTextTests {
    @Test func everyControlIsShownAsOneSymbol() {
        #expect(TerminalText.sanitized("\u{1B}]52;c;eA==\u{7}") == "\u{241B}]52;c;eA==\u{2407}")
        #expect(TerminalText.sanitized("a\u{0}b\u{7F}c") == "a\u{2400}b\u{2421}c")
        #expect(TerminalText.sanitized("\u{9B}31m \u{80}\u{9F}") == "\u{FFFD}31m \u{FFFD}\u{FFFD}")
        #expect(TerminalText.sanitized("line\nbreak\ttab\r") == "line\u{240A}break\u{2409}tab\u{240D}")
    }

    @Test func textWithoutControlsIsReturnedAsItIs() {
        for text in ["plain", "할 일 🎉 e\u{301}", "\u{A0}\u{2028}", ""] {
            #expect(TerminalText.sanitized(text) == text)
            #expect(TerminalText.sanitized(Array(text.utf8), keeping: .layout) == Array(text.utf8))
        }
    }

    @Test func aFormatKeepsItsLineBreaksAndTabs() {
        let kept = TerminalText.sanitized("a\tb\r\nc\nd\re\r", keeping: .layout)
        // A CR without a LF after it would move the cursor back over the line: it is shown.
        #expect(kept == "a\tb\r\nc\nd\u{240D}e\u{240D}")
        #expect(TerminalText.sanitized("a\nb\tc", keeping: .newline) == "a\nb\u{2409}c")
    }

    @Test func bytesAreSanitizedLikeTextAndInvalidUTF8IsReplaced() {
        let bytes = Array("x\u{1B}P\u{9B}\r\n".utf8)
        #expect(TerminalText.sanitized(bytes, keeping: .layout) == Array("x\u{241B}P\u{FFFD}\r\n".utf8))
        // A lone 0x9B is CSI to a terminal that does not read UTF-8.
        #expect(TerminalText.sanitized([0x61, 0x9B, 0x62], keeping: .layout) == Array("a\u{FFFD}b".utf8))
        // Pictures themselves hold bytes 0x80–0x9F after other lead bytes; they are text, left alone.
        #expect(TerminalText.sanitized(Array("␛␇".utf8), keeping: []) == Array("␛␇".utf8))
    }

    /// Every Bidi_Control scalar (Unicode's own property) is left out, from text and from bytes, and the
    /// app leaves out the same ones.
    @Test func bidiControlsAreLeftOutAsTheAppLeavesThemOut() {
        let bidi = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.properties.isBidiControl)
        #expect(
            bidi.map(\.value) == [0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069))
        for scalar in bidi {
            let text = "invoice" + String(scalar) + "gpj.exe"
            #expect(TerminalText.isBidiControl(scalar))
            #expect(DisplayText.isRemoved(scalar))
            #expect(TerminalText.sanitized(text) == "invoicegpj.exe", "U+\(String(scalar.value, radix: 16))")
            #expect(
                TerminalText.sanitized(Array(text.utf8), keeping: .layout) == Array("invoicegpj.exe".utf8))
        }
        // Neighbours of their UTF-8 forms are text.
        for text in ["\u{061B}\u{061D}", "\u{200D}\u{2010}", "\u{2029}\u{202F}", "\u{2065}\u{206A}"] {
            #expect(TerminalText.sanitized(text) == text)
            #expect(TerminalText.sanitized(Array(text.utf8), keeping: []) == Array(text.utf8))
        }
    }

    @Test func theAppDrawsControlsAsTheCommandLinePrintsThem() {
        for value in UInt32(0)...0x9F {
            let scalar = Unicode.Scalar(value)!
            #expect(DisplayText.substitute(for: scalar) == TerminalText.picture(for: scalar))
        }
    }
}
