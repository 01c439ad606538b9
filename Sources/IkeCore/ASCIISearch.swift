import Foundation

/// The fast way to answer `TextSearch.contains` for the searches people type, an ASCII needle: the
/// haystack is folded scalar by scalar into bytes (ASCII lowercased, Latin letters through a table built
/// once from Foundation's own folding, combining accents dropped, other scripts a byte no needle has) and
/// searched bytewise. Foundation's `range(of:options:)` took 3 µs a task, 300 ms a key at 100k tasks.
///
/// Where grapheme rules could make Foundation answer differently (joiners, variation selectors, marks
/// other than the basic accents, scripts not listed), `fold` gives up and the caller asks Foundation.
enum ASCIISearch {
    /// Stands for a character that cannot match an ASCII needle.
    private static let other: UInt8 = 0xFF
    /// One byte per Latin character: its ASCII fold, or `other`. Characters that fold to several letters
    /// (ß, ﬁ) are left out: Foundation matches "ss" to ß but not "s", so only it can say.
    private static let folds: [UInt32: UInt8] = {
        var table: [UInt32: UInt8] = [:]
        let ranges: [ClosedRange<UInt32>] = [0x80...0x24F, 0x1E00...0x1EFF, 0x2100...0x214F, 0xFB00...0xFB06]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let folded = String(Character(scalar)).folding(
                options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            let bytes = Array(folded.utf8)
            if bytes.count == 1 && bytes[0] < 0x80 {
                table[value] = lowercase(bytes[0])
            } else if !bytes.contains(where: { $0 < 0x80 }) {
                table[value] = other
            }
        }
        return table
    }()

    /// The needle as lowercase bytes, or nil when it is not plain ASCII (Foundation answers those).
    static func needle(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        for byte in text {
            guard byte < 0x80 else { return nil }
            bytes.append(lowercase(byte))
        }
        return bytes
    }

    /// Whether the folded `haystack` (UTF-8) contains `needle` (folded), or nil when only Foundation can
    /// say. Each scalar folds to one byte, in a buffer on the stack for usual lengths, and the needle is
    /// looked for as the text is folded: a match followed by an ASCII byte (or the end) is final, since no
    /// later scalar can join its last character, so the rest is not folded.
    static func contains(utf8 haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool? {
        guard !needle.isEmpty else { return true }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, haystack.count)) { folded in
            var count = 0
            var index = 0
            var matched = false
            while index < haystack.count {
                let lead = haystack[index]
                if matched && lead < 0x80 { return true }
                let byte: UInt8
                if lead < 0x80 {
                    byte = lowercase(lead)
                    index += 1
                } else {
                    guard let (value, length) = scalar(in: haystack, at: index), let folded = fold(value)
                    else {
                        return nil
                    }
                    byte = folded
                    index += length
                }
                guard byte != skipped else { continue }
                folded[count] = byte
                count += 1
                if !matched && byte == needle[needle.count - 1] && count >= needle.count {
                    matched = needle.indices.allSatisfy { folded[count - needle.count + $0] == needle[$0] }
                }
            }
            return matched
        }
    }

    /// The scalar whose UTF-8 starts at `index` of `text` (not ASCII) and its length in bytes, or nil for
    /// bytes that are not well-formed UTF-8 (a stray continuation, a short, overlong or surrogate sequence).
    private static func scalar(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let lead = text[index]
        let length: Int
        let smallest: UInt32
        switch lead {
        case 0xC2...0xDF: (length, smallest) = (2, 0x80)
        case 0xE0...0xEF: (length, smallest) = (3, 0x800)
        case 0xF0...0xF4: (length, smallest) = (4, 0x10000)
        default: return nil
        }
        guard index + length <= text.count else { return nil }
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length {
            let next = text[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    /// Whether `haystack` contains `needle` (folded) when the haystack is all ASCII, or nil when it is not
    /// (then `contains(utf8:_:)` folds it). Most titles and notes are ASCII: they are searched as they
    /// are, lowercased byte by byte, without decoding or a copy, and answer as their fold would.
    static func containsInASCII(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool? {
        guard haystack.reduce(0, |) < 0x80 else { return nil }
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0]
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            if lowercase(haystack[start]) == first {
                var index = 1
                while index < needle.count && lowercase(haystack[start + index]) == needle[index] {
                    index += 1
                }
                if index == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    /// Marks a scalar that folds to nothing (a combining accent).
    private static let skipped: UInt8 = 0xFE

    /// One scalar folded for an ASCII needle: a lowercase ASCII byte, `other`, `skipped`, or nil when only
    /// Foundation can say.
    private static func fold(_ value: UInt32) -> UInt8? {
        switch value {
        case 0..<0x80: return lowercase(UInt8(value))
        case 0x300...0x36F: return skipped  // combining accents: what diacritic-insensitive ignores
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3041...0x3096, 0x30A1...0x30FA, 0x1F300...0x1F5FF,
            0x1F600...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF:
            return other
        default: return folds[value]
        }
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
