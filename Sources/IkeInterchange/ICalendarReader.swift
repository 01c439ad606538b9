import Foundation
import IkeCore

/// Content lines of an iCalendar file (RFC 5545 §3.1): folded lines joined, `NAME;PARAM=V:value` split.
struct ICalendarReader {
    struct ContentLine {
        /// Upper-cased property name.
        var name: String
        /// Upper-cased parameter names with their values, quotes removed.
        var parameters: [String: String]
        var value: String
        /// The line it starts on.
        var line: Int
    }

    /// The unfolded logical lines with the line each starts on and the bytes of `text` it spans (folds and
    /// line ends included: a VTODO's original is its bytes as written); blank lines are skipped. They are
    /// parsed one by one (`parse`), so a line ike never reads need not be well-formed.
    static func logicalLines(_ text: ImportText) -> [(text: String, line: Int, span: Range<Int>)] {
        var logical: [(text: String, line: Int, span: Range<Int>)] = []
        let bytes = text.bytes
        var start = 0
        var number = 0
        while start < bytes.count {
            number += 1
            var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let next = min(end + 1, bytes.count)
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            defer { start = next }
            guard end > start else { continue }
            if bytes[start] == 0x20 || bytes[start] == 0x09, !logical.isEmpty {
                // Drop the one byte of the fold, not the first Character: a line folded before a combining
                // mark continues with a space and the mark, which together are one Character.
                logical[logical.count - 1].text += String(decoding: bytes[start + 1..<end], as: UTF8.self)
                logical[logical.count - 1].span = logical[logical.count - 1].span.lowerBound..<next
            } else {
                logical.append((String(decoding: bytes[start..<end], as: UTF8.self), number, start..<next))
            }
        }
        return logical
    }

    static func parse(_ text: String, line: Int) throws(ImportError) -> ContentLine {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), bytes[index] != UInt8(ascii: ":") {
            index += 1
        }
        let name = String(decoding: bytes[..<index], as: UTF8.self).uppercased()
        guard !name.isEmpty, index < bytes.count else {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            throw ImportError(line: line, "“\(shown)” is not an iCalendar line (NAME:value)")
        }
        var parameters: [String: String] = [:]
        while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
            index += 1
            let keyStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "=") { index += 1 }
            let key = String(decoding: bytes[keyStart..<index], as: UTF8.self).uppercased()
            index += 1
            var value: [UInt8] = []
            var quoted = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    quoted.toggle()
                } else if !quoted && (byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")) {
                    break
                } else {
                    value.append(byte)
                }
                index += 1
            }
            guard index < bytes.count else {
                throw ImportError(line: line, "the \(name) line has no “:” after its parameters")
            }
            parameters[key] = String(decoding: value, as: UTF8.self)
        }
        index += 1
        return ContentLine(
            name: name, parameters: parameters, value: String(decoding: bytes[index...], as: UTF8.self),
            line: line)
    }
}
