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

    /// ASCII text, most titles, is searched without folding it first (`ASCIISearch.containsInASCII`): that
    /// path takes every ASCII haystack, leaves every other one to the fold, and answers as Foundation does.
    @Test func asciiTextIsSearchedWithoutFoldingAndAgreesWithFoundation() {
        let seed = TestSeed(43)
        var generator = seed.generator()
        let alphabet = [
            "a", "b", "e", "k", "s", "z", "A", "B", "E", "K", "S", "Z", " ", "1", "-", "@", "[", "`", "\t",
        ]
        let letters = ["a", "e", "s", "ss", "z", "A", "SS", "Z", " ", "1", "@", "[", "`"]
        for _ in 0..<20_000 {
            var haystack = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in alphabet.randomElement(using: &generator)! }.joined()
            let needle = (0..<Int.random(in: 1...3, using: &generator))
                .map { _ in letters.randomElement(using: &generator)! }.joined()
            #expect(
                TextSearch.contains(haystack, needle) == TextSearch.foundationContains(haystack, needle),
                "\(haystack) ∋ \(needle), \(seed)")
            let folded = Array(needle.lowercased().utf8)
            #expect(haystack.withUTF8 { ASCIISearch.containsInASCII($0, folded) } != nil, "\(seed)")
        }
        for text in ["Café", "ﬁle", "Task 1 🎉", "a\u{301}"] {
            var haystack = text
            #expect(haystack.withUTF8 { ASCIISearch.containsInASCII($0, Array("a".utf8)) } == nil, "\(text)")
        }
    }

    /// The needle SQLite keeps for a statement is the one bound: the same statement searched again with
    /// another needle finds that one's tasks (the kept needle goes when the binding changes).
    @Test func oneStatementSearchedWithTwoNeedlesFindsEach() throws {
        let store = try makeStore()
        _ = try addTasks(store, ["Buy milk", "Bake bread", "Milk the café's cow", "Bread and MILK"])
        for (needle, count) in [("milk", 3), ("bread", 2), ("café", 1), ("cafe", 1), ("milk", 3)] {
            var filter = TaskFilter.all
            filter.expression = try FilterParser.parse(needle)
            #expect(try store.count(filter) == count, "\(needle)")
        }
    }

    /// Bytes that are not UTF-8 (a database can hold them) are left to Foundation, which reads them with
    /// replacement characters, so both paths answer alike; a match before them still counts.
    @Test func textThatIsNotUTF8AnswersAsFoundationReadsIt() {
        let cases: [[UInt8]] = [
            [0x41, 0xC3], [0x61, 0x80, 0x62], [0xC0, 0xAF, 0x61], [0xE0, 0x80, 0xAF, 0x61],
            [0xED, 0xA0, 0x80, 0x61],
            [0xF4, 0x90, 0x80, 0x80, 0x61], [0xF8, 0x61], [0x61, 0x62, 0xC3, 0xA9, 0xFF],
            [0xC3, 0xA9, 0x61, 0xFE],
        ]
        for bytes in cases {
            for needle in ["a", "b", "ab", "e", "ea"] {
                let found = bytes.withUnsafeBufferPointer { haystack in
                    needle.utf8.withContiguousStorageIfAvailable {
                        TextSearchNeedle(utf8: $0).isFound(in: haystack)
                    }!
                }
                let reference = TextSearch.foundationContains(String(decoding: bytes, as: UTF8.self), needle)
                #expect(found == reference, "\(bytes) ∋ \(needle)")
            }
        }
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
