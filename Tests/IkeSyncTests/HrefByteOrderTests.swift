import IkeTestSupport
import Testing

@testable import IkeSync

/// The full listing meets the stored records (in SQLite's byte order) with the listing sorted by
/// `SyncPlanner.byteOrder`: it must order as the UTF-8 bytes do, which is not Swift's `<` on strings.
@Suite("Hrefs in byte order")
struct HrefByteOrderTests {
    @Test func itOrdersAsTheUTF8BytesDo() {
        let seed = TestSeed(36)
        var generator = seed.generator()
        let pieces = ["", "/", "a", "b", "A", "%20", "é", "e\u{301}", "할", "🎉", "\u{FFFF}", "z", "a.ics"]
        for _ in 0..<5_000 {
            let a = (0..<Int.random(in: 0...4, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let b = (0..<Int.random(in: 0...4, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let order = SyncPlanner.byteOrder(a, b)
            #expect((order < 0) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) \(b) \(seed)")
            #expect((order == 0) == a.utf8.elementsEqual(b.utf8), "\(a) \(b) \(seed)")
        }
        // Swift's `<` calls these equal (canonically equivalent); the bytes and SQLite do not.
        #expect(SyncPlanner.byteOrder("/e\u{301}.ics", "/é.ics") != 0)
    }
}
