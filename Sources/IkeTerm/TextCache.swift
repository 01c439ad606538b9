import Foundation

/// Remembers what was worked out from recently drawn non-ASCII text (`DrawnText`); bounded, and safe to
/// use from any thread.
///
/// Normalising and splitting titles was most of a frame's cost, and a frame draws the same titles as the
/// one before (Docs/Benchmarks.md, "A key's CPU on the main thread").
final class TextCache<Value>: @unchecked Sendable {
    /// Longer texts (a note) are worked out each time: one would hold more memory than a screen of titles.
    static var longestKept: Int { 512 }

    private let lock = NSLock()
    private var entries: [String: Value] = [:]
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The value for `text`, from the cache or computed and remembered.
    func value(for text: String, computing compute: (String) -> Value) -> Value {
        guard text.utf8.count <= Self.longestKept else { return compute(text) }
        lock.lock()
        let cached = entries[text]
        lock.unlock()
        if let cached { return cached }
        let value = compute(text)
        lock.lock()
        // Dropping everything at the limit is crude but cheap; a screen shows far fewer titles.
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[text] = value
        lock.unlock()
        return value
    }
}

/// Non-ASCII text as it is drawn: its drawn form (`DisplayText.sanitized`), its glyphs, the glyphs' text
/// one after the other, and the columns they take.
struct DrawnText: Sendable {
    let form: String
    let glyphs: [Glyph]
    let text: String
    let width: Int

    init(_ text: String) {
        form = DisplayText.computeSanitized(text)
        glyphs = DisplayText.glyphs(ofDrawnForm: form)
        self.text = glyphs.map(\.text).joined()
        width = glyphs.reduce(0) { $0 + $1.width }
    }
}

extension DisplayText {
    static let textCache = TextCache<DrawnText>(limit: 4_096)
}
