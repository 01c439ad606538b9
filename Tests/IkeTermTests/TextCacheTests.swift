import Testing

@testable import IkeTerm

@Suite("TextCache")
struct TextCacheTests {
    /// Texts whose drawn form differs from what was typed: NFD, joiners, selectors, skin tones, controls,
    /// marks without a base, wide scripts, and one longer than the cache keeps.
    static let texts = [
        "할 일 🎉", "\u{1100}\u{1161}\u{11A8}", "👩\u{200D}💻 work", "☑\u{FE0F} done", "👍🏽 ok",
        "a\u{0007}b\u{1B}[31m",
        "\u{0301}mark first", "e\u{0301}te\u{0301}", "日本語のタスク", "\u{202E}reversed", "tab\tand\u{7F}",
        String(repeating: "긴 제목 ", count: 120),
    ]

    @Test func aTextIsMeasuredAsItsDrawnScalarsAddUpFirstAndAgain() {
        for text in Self.texts {
            let scalars = DisplayText.computeSanitized(text).unicodeScalars
            let expected = scalars.reduce(0) { $0 + max(0, TextWidth.glibcWidth($1)) }
            // The second time answers from the cache.
            #expect(TextWidth.of(text) == expected, "\(text.debugDescription)")
            #expect(TextWidth.of(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func theDrawnFormFromTheCacheIsTheOneWorkedOut() {
        for text in Self.texts {
            #expect(DisplayText.sanitized(text) == DisplayText.computeSanitized(text))
            #expect(DisplayText.sanitized(text) == DisplayText.computeSanitized(text))
            #expect(DisplayText.glyphs(text) == DisplayText.computeGlyphs(text))
            #expect(DisplayText.drawn(text) == DisplayText.computeGlyphs(text).map(\.text).joined())
            #expect(
                TextWidth.truncate(text, to: 1_000) == DisplayText.computeGlyphs(text).map(\.text).joined())
        }
    }

    @Test func aLongTextIsWorkedOutEachTimeAndNotKept() {
        let cache = TextCache<Int>(limit: 8)
        var computed = 0
        let long = String(repeating: "x", count: TextCache<Int>.longestKept + 1)
        for _ in 0..<2 {
            _ = cache.value(for: long) {
                computed += 1; return $0.count
            }
        }
        for _ in 0..<2 {
            _ = cache.value(for: "short") {
                computed += 1; return $0.count
            }
        }
        #expect(computed == 3)
    }

    @Test func aFullCacheStartsAgainRatherThanGrowing() {
        let cache = TextCache<Int>(limit: 2)
        var computed = 0
        for text in ["a", "b", "c", "a"] {
            _ = cache.value(for: text) {
                computed += 1; return $0.count
            }
        }
        // "c" found the cache full and emptied it, so "a" is worked out again.
        #expect(computed == 4)
    }
}
