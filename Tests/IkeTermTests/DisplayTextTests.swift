import Testing

@testable import IkeTerm

@Suite("DisplayText")
struct DisplayTextTests {
    @Test func c0ControlsBecomeControlPictures() {
        #expect(DisplayText.sanitized("\u{1B}[31mred") == "\u{241B}[31mred")
        #expect(DisplayText.sanitized("a\u{0}b\u{7}c\td\ne") == "a\u{2400}b\u{2407}c\u{2409}d\u{240A}e")
        #expect(DisplayText.sanitized("\u{1F}") == "\u{241F}")
    }

    @Test func delAndC1ControlsAreSubstituted() {
        #expect(DisplayText.sanitized("x\u{7F}y") == "x\u{2421}y")
        #expect(DisplayText.sanitized("\u{80}\u{9B}31m") == "\u{FFFD}\u{FFFD}31m")
        #expect(DisplayText.replacement == "\u{FFFD}")
    }

    @Test func scalarsGlibcCannotPrintAreReplaced() {
        // U+1FAE8 (shaking face, Unicode 15) is unassigned for glibc 2.36, so ncurses cannot draw it.
        #expect(DisplayText.sanitized("a\u{1FAE8}") == "a\u{FFFD}")
        #expect(DisplayText.sanitized("\u{FFFF}") == "\u{FFFD}")
    }

    @Test func joinersSelectorsAndBidiControlsAreRemoved() {
        #expect(DisplayText.sanitized("☑\u{FE0F}") == "☑")
        #expect(DisplayText.sanitized("⌚\u{FE0E}") == "⌚")
        #expect(DisplayText.sanitized("👨\u{200D}👩\u{200D}👧") == "👨👩👧")
        #expect(DisplayText.sanitized("abc\u{202E}def\u{2066}") == "abcdef")
    }

    @Test func skinToneModifierIsDroppedOnlyAfterABase() {
        #expect(DisplayText.sanitized("👍🏽") == "👍")
        #expect(DisplayText.sanitized("🏽") == "🏽")
    }

    @Test func combiningMarksComposeAfterNormalisation() {
        #expect(DisplayText.sanitized("e\u{0301}") == "\u{E9}")
        // A joiner between base and mark must not keep them from composing.
        #expect(DisplayText.sanitized("e\u{200D}\u{0301}") == "\u{E9}")
    }

    @Test func glyphsGroupMarksWithTheirBase() {
        #expect(
            DisplayText.glyphs("x\u{0301}y") == [
                Glyph(text: "x\u{0301}", width: 1), Glyph(text: "y", width: 1),
            ])
        #expect(DisplayText.glyphs("🇰🇷") == [Glyph(text: "🇰", width: 1), Glyph(text: "🇷", width: 1)])
        #expect(DisplayText.glyphs("a中") == [Glyph(text: "a", width: 1), Glyph(text: "中", width: 2)])
    }

    @Test func zeroWidthScalarsWithoutABaseAreDropped() {
        #expect(DisplayText.glyphs("\u{0301}a") == [Glyph(text: "a", width: 1)])
        #expect(DisplayText.glyphs("a\u{200B}b").map(\.text) == ["a", "b"])
    }

    @Test func sanitizingIsIdempotent() {
        let samples = ["\u{1B}[1m할\u{1112}\u{1161}일\u{7F}", "👨\u{200D}👩 ☑\u{FE0F} \u{85}", "plain"]
        for sample in samples {
            let once = DisplayText.sanitized(sample)
            #expect(DisplayText.sanitized(once) == once)
        }
    }
}
