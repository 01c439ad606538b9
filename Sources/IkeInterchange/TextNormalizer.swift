import IkeCore

/// `TodoItem.normalizedTitle` and `normalizedNotes` with a fast path: text that is already NFC and needs no
/// trimming is returned as it is. Foundation's NFC mapping and trimming cost about 20 µs a task, which was
/// most of the time of importing 100k tasks.
enum TextNormalizer {
    /// The stored form of a title, or `nil` when nothing is left; NUL is dropped (SQLite text ends at it).
    static func title(_ raw: String) -> String? {
        let text = withoutNUL(raw)
        if isPlainLine(text) { return text }
        return TodoItem.normalizedTitle(text)
    }

    /// The stored form of notes; NUL is dropped.
    static func notes(_ raw: String) -> String {
        let text = withoutNUL(raw)
        if text.isEmpty { return text }
        if hasVisibleEnds(text), isSimple(text, allowingNewlines: true) { return text }
        return TodoItem.normalizedNotes(text)
    }

    private static func withoutNUL(_ text: String) -> String {
        text.utf8.contains(0)
            ? String(text.unicodeScalars.filter { $0.value != 0 }.map(Character.init)) : text
    }

    /// One line, no tab, nothing to trim at either end, and only characters that are their own NFC form.
    private static func isPlainLine(_ text: String) -> Bool {
        hasVisibleEnds(text) && isSimple(text, allowingNewlines: false)
    }

    /// Whether the first and last characters are certainly not trimmed (no space, control or C1).
    private static func hasVisibleEnds(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        func visible(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x21...0x7E, 0xA1...0x2FF, 0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF,
                0xAC00...0xD7A3,
                0x1F000...0x1FAFF:
                true
            default: false
            }
        }
        return visible(first) && visible(last)
    }

    /// Whether every scalar is in a range that NFC leaves unchanged and no line break or tab occurs
    /// (unless allowed); conservative: anything else goes the slow, exact way.
    private static func isSimple(_ text: String, allowingNewlines: Bool) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: if !allowingNewlines { return false }
            case 0x09, 0x0B, 0x0C, 0x0D, 0x85: return false
            case 0x20..<0x300, 0x01..<0x09, 0x0E..<0x20: continue
            case 0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: continue
            case 0x1F000...0x1FAFF: continue
            default: return false
            }
        }
        return true
    }
}
