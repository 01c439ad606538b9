import Foundation

/// What a search looks for, prepared once per statement rather than once per task: SQLite keeps it beside
/// the bound needle of `ike_contains` (`sqlite3_set_auxdata`) for every row the statement reads.
final class TextSearchNeedle {
    /// The needle folded for the byte search, or nil when it is not plain ASCII.
    let ascii: [UInt8]?
    /// The needle as typed, for Foundation.
    let text: String

    /// The needle from its UTF-8 bytes.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        ascii = ASCIISearch.needle(bytes)
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `haystack` (UTF-8) holds the needle, ignoring case and accents (`TextSearch.contains`).
    func isFound(in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        if text.isEmpty { return true }
        if let ascii {
            if let found = ASCIISearch.containsInASCII(haystack, ascii) { return found }
            if let found = ASCIISearch.contains(utf8: haystack, ascii) { return found }
        }
        return TextSearch.foundationContains(String(decoding: haystack, as: UTF8.self), text)
    }
}
