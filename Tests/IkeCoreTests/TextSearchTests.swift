import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// The search's fast path for ASCII needles against Foundation's folding, which stays the reference.
@Suite("Text search")
struct TextSearchTests {
    /// Characters that exercise case, accents (precomposed and combining), ligatures, special folds,
    /// other scripts, emoji and the joiners and selectors that make Foundation compare whole graphemes.
    static let alphabet: [String] = [
        "a", "b", "e", "i", "k", "s", "A", "E", "I", "K", "S", " ", "1", "-", "é", "É", "è", "ê", "ë", "ß",
        "ı", "İ", "Å", "ø", "Ø", "æ", "œ", "ﬁ", "K", "Ω", "ℓ", "ǅ", "ṡ", "ẞ", "\u{301}", "\u{308}",
        "\u{20DD}", "\u{FE0F}", "\u{200D}", "할", "일", "漢", "カ", "🎉", "👍", "Ａ", "ｅ", "\t", "\n",
    ]

    @Test func theFastPathAgreesWithFoundation() {
        let seed = TestSeed(42)
        var generator = seed.generator()
        var checked = 0
        for _ in 0..<20_000 {
            let haystack = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in Self.alphabet.randomElement(using: &generator)! }.joined()
            // Needles: ASCII pieces, sometimes taken from the haystack's own folded letters.
            let letters = [
                "a", "b", "e", "i", "k", "s", "ss", "fi", "ae", "oe", "1", " ", "-", "E", "SS", "K",
            ]
            let needle = (0..<Int.random(in: 1...3, using: &generator))
                .map { _ in letters.randomElement(using: &generator)! }.joined()
            #expect(
                TextSearch.contains(haystack, needle) == TextSearch.foundationContains(haystack, needle),
                "\(haystack.unicodeScalars.map { String($0.value, radix: 16) }) ∋ \(needle), \(seed)")
            var text = haystack
            let fast = text.withUTF8 { ASCIISearch.contains(utf8: $0, [UInt8(ascii: "a")]) }
            checked += fast == nil ? 0 : 1
        }
        // Most cases must take the fast path, or this test would prove nothing about it.
        #expect(checked > 5_000, "\(seed)")
    }

    @Test func searchesThatPeopleType() {
        #expect(TextSearch.contains("Café visit", "cafe"))
        #expect(TextSearch.contains("CAFE\u{301} visit", "café"))
        #expect(TextSearch.contains("Straße", "strasse"))
        #expect(TextSearch.contains("Task 12 할 일 🎉", "task 1"))
        #expect(!TextSearch.contains("Task 12 할 일 🎉", "task 3"))
        #expect(TextSearch.contains("할 일 등록", "일"))
        #expect(!TextSearch.contains("Buy milk", "milky"))
    }
}
