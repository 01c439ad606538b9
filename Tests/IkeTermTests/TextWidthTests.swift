import Testing

@testable import IkeTerm

@Suite("TextWidth")
struct TextWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect(TextWidth.of("a" as Unicode.Scalar) == 1)
        #expect(TextWidth.of("buy milk") == 8)
        #expect(TextWidth.of("") == 0)
    }

    @Test func wideScriptsAndEmojiTakeTwoColumns() {
        #expect(TextWidth.of("할" as Unicode.Scalar) == 2)
        #expect(TextWidth.of("中" as Unicode.Scalar) == 2)
        #expect(TextWidth.of("🎉" as Unicode.Scalar) == 2)
        #expect(TextWidth.of("할일 등록") == 9)
        #expect(TextWidth.of("日本語テスト") == 12)
        #expect(TextWidth.of("emoji 🎉 party") == 14)
    }

    @Test func combiningMarksTakeNoColumn() {
        #expect(TextWidth.of("\u{0301}" as Unicode.Scalar) == 0)
        #expect(TextWidth.of("e\u{0301}") == 1)
        #expect(TextWidth.of("x\u{0301}\u{0327}") == 1)
    }

    @Test func ballotBoxesAreNarrow() {
        #expect(TextWidth.of("☐" as Unicode.Scalar) == 1)
        #expect(TextWidth.of("☑" as Unicode.Scalar) == 1)
        #expect(TextWidth.of("[x] ☑ done") == 10)
    }

    @Test func nfdHangulIsMeasuredAndDrawnAsOneSyllable() {
        let decomposed = "\u{1112}\u{1161}\u{11AB}"  // ᄒ + ᅡ + ᆫ, as macOS file names store 한
        #expect(TextWidth.of(decomposed) == 2)
        #expect(DisplayText.sanitized(decomposed) == "\u{D55C}")
        #expect(DisplayText.glyphs(decomposed) == [Glyph(text: "\u{D55C}", width: 2)])
        #expect(TextWidth.of("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}") == 4)  // 한글
    }

    @Test func emojiSequencesAreCountedAsDrawnWithoutJoinersOrSelectors() {
        #expect(TextWidth.of("☑\u{FE0F}") == 1)
        #expect(TextWidth.of("👍🏽") == 2)
        #expect(TextWidth.of("👨\u{200D}👩\u{200D}👧") == 6)
        #expect(TextWidth.of("🇰🇷") == 2)
        #expect(TextWidth.of("🏽" as Unicode.Scalar) == 2)
    }

    @Test func controlCharactersReportTheirOneColumnSubstitute() {
        #expect(TextWidth.glibcWidth("\u{1B}") == -1)
        #expect(TextWidth.of("\u{1B}" as Unicode.Scalar) == 1)
        #expect(TextWidth.of("\u{0}" as Unicode.Scalar) == 1)
        #expect(TextWidth.of("\u{7F}" as Unicode.Scalar) == 1)
        #expect(TextWidth.of("\u{9B}" as Unicode.Scalar) == 1)
        #expect(TextWidth.of("a\u{1B}[31mb") == 7)
    }

    @Test func glibcWidthReportsRawTableValues() {
        #expect(TextWidth.glibcWidth("\u{0}") == 0)
        #expect(TextWidth.glibcWidth("\u{200D}") == 0)
        #expect(TextWidth.glibcWidth("\u{FE0F}") == 0)
        #expect(TextWidth.glibcWidth("\u{AD}") == 1)
        #expect(TextWidth.glibcWidth("\u{3000}") == 2)
        #expect(TextWidth.glibcWidth("\u{303F}") == 1)
        #expect(TextWidth.glibcWidth("\u{FFFF}") == -1)
        #expect(TextWidth.glibcWidth("\u{10FFFF}") == -1)
        #expect(TextWidth.glibcWidth("\u{1F1F0}") == 1)
        #expect(TextWidth.tableVersion == "2.36")
    }

    @Test func truncateCutsByColumnsAndAddsEllipsis() {
        #expect(TextWidth.truncate("buy milk", to: 10) == "buy milk")
        #expect(TextWidth.truncate("buy milk", to: 8) == "buy milk")
        #expect(TextWidth.truncate("buy milk", to: 5) == "buy …")
        #expect(TextWidth.truncate("buy milk", to: 5, ellipsis: "") == "buy m")
        #expect(TextWidth.truncate("buy milk", to: 0) == "")
        #expect(TextWidth.truncate("buy milk", to: 1) == "…")
        // ASCII's "..." where it does not fit whole: one dot still says the text is cut (issue 32, bug 10).
        #expect(TextWidth.truncate("buy milk", to: 2, ellipsis: "...") == "b.")
        #expect(TextWidth.truncate("buy milk", to: 1, ellipsis: "...") == ".")
        #expect(TextWidth.truncate("buy milk", to: 3, ellipsis: "...") == "...")
        #expect(TextWidth.truncate("buy milk", to: 4, ellipsis: "...") == "b...")
    }

    @Test func truncateNeverSplitsAWideCharacter() {
        // 할일등록 is 8 columns; 5 columns leave 4 for text plus the ellipsis.
        #expect(TextWidth.truncate("할일등록", to: 5) == "할일…")
        // 4 columns leave 3 for text: only one syllable fits, so the result is one column short.
        #expect(TextWidth.truncate("할일등록", to: 4) == "할…")
        #expect(TextWidth.of(TextWidth.truncate("할일등록", to: 4)) == 3)
    }

    @Test func truncateReturnsTheDrawnForm() {
        #expect(TextWidth.truncate("a\u{1B}b", to: 10) == "a\u{241B}b")
    }

    @Test func padMakesTextExactlyTheGivenWidth() {
        #expect(TextWidth.pad("ab", to: 5) == "ab   ")
        #expect(TextWidth.pad("ab", to: 5, alignment: .right) == "   ab")
        #expect(TextWidth.pad("ab", to: 5, alignment: .center) == " ab  ")
        #expect(TextWidth.pad("할일", to: 6) == "할일  ")
        #expect(TextWidth.pad("할일등록", to: 4) == "할… ")
        #expect(TextWidth.pad("anything", to: 0) == "")
        #expect(TextWidth.of(TextWidth.pad("할일등록 🎉", to: 7)) == 7)
    }
}
