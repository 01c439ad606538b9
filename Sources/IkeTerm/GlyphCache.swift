import Foundation

/// Remembers the glyphs of recently drawn non-ASCII text; bounded, and safe to use from any thread.
final class GlyphCache: @unchecked Sendable {
    static let shared = GlyphCache(limit: 4_096)

    private let lock = NSLock()
    private var entries: [String: [Glyph]] = [:]
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The glyphs of `text`, from the cache or computed and remembered.
    func glyphs(for text: String, computing compute: (String) -> [Glyph]) -> [Glyph] {
        lock.lock()
        let cached = entries[text]
        lock.unlock()
        if let cached { return cached }
        let glyphs = compute(text)
        lock.lock()
        // Dropping everything at the limit is crude but cheap; a screen shows far fewer titles.
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[text] = glyphs
        lock.unlock()
        return glyphs
    }
}
