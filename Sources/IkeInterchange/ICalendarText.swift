import Foundation
import IkeCore

/// iCalendar TEXT values (RFC 5545 §3.3.11): escaping, lists, and the control characters TEXT may not hold.
///
/// Everything works on UTF-8 bytes, never on `Character`s: `,` followed by a combining mark is one
/// `Character` that is not `,`, yet every other reader sees a comma there.
///
/// TEXT forbids control characters other than tab (and line feed, written `\n`). ike writes each of them
/// as a visible symbol (a C0 control as its control picture U+2400 + n, DEL as U+2421, a C1 control
/// U+0080–U+009F as U+FFFD), which other apps show as it is, and adds the parameter `X-IKE-TEXT` holding
/// the exact text in base64. On import the parameter's text is used
/// only when its pictures are exactly the property's value, so a value edited in another app wins, and
/// a control picture typed by a person (with no parameter) stays a picture: nothing is guessed.
enum ICalendarText {
    /// The parameter holding the exact text of a value whose control characters were written as pictures.
    static let exactTextParameter = "X-IKE-TEXT"

    /// Whether `text` holds a character TEXT may not hold: C0 controls other than tab and line feed, DEL,
    /// and C1 controls (RFC 5545 §3.1 forbids "CONTROL"; C1 controls are controls in UTF-8 as well, and a
    /// terminal showing the file may obey them).
    static func needsPictures(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F { return true }
            // 0xC2 0x80…0x9F is U+0080…U+009F.
            if previous == 0xC2 && (0x80...0x9F).contains(byte) { return true }
            previous = byte
        }
        return false
    }

    /// `text` with each forbidden control character replaced by its visible symbol.
    static func pictured(_ text: String) -> String {
        guard needsPictures(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(picture(for: scalar) ?? scalar)
        }
        return String(out)
    }

    /// The symbol written for a control TEXT may not hold, or nil for a scalar written as it is.
    private static func picture(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x09, 0x0A: nil
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F: "\u{FFFD}"
        default: nil
        }
    }

    /// Appends `NAME`, the `X-IKE-TEXT` parameter when needed, `:` and the escaped value.
    static func appendProperty(_ name: String, _ text: String, to line: inout [UInt8]) {
        line.append(text: name)
        if needsPictures(text) {
            line.append(text: ";" + exactTextParameter + "=")
            line.append(text: Data(text.utf8).base64EncodedString())
            line.append(UInt8(ascii: ":"))
            appendEscaped(pictured(text), to: &line)
        } else {
            line.append(UInt8(ascii: ":"))
            appendEscaped(text, to: &line)
        }
    }

    /// Appends `text` escaped: backslash, `;`, `,` and line feed get a backslash (`\n` for a line feed).
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): out += [UInt8(ascii: "\\"), byte]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            default: out.append(byte)
            }
        }
    }

    /// The text of a property: unescaped, or the exact text of `X-IKE-TEXT` when its pictures are the value.
    static func value(of content: ICalendarReader.ContentLine) -> String {
        let visible = unescape(content.value)
        guard let encoded = content.parameters[exactTextParameter],
            let data = Data(base64Encoded: encoded),
            let exact = String(validating: Array(data), as: UTF8.self),
            pictured(exact) == visible
        else {
            return visible
        }
        return exact
    }

    /// A TEXT value with `\\`, `\;`, `\,` and `\n` (or `\N`) undone; other backslashes are kept as written.
    static func unescape(_ value: String) -> String {
        guard value.utf8.contains(UInt8(ascii: "\\")) else { return value }
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count)
        var escaped = false
        for byte in value.utf8 {
            if escaped {
                switch byte {
                case UInt8(ascii: "n"), UInt8(ascii: "N"): out.append(0x0A)
                case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): out.append(byte)
                default: out += [UInt8(ascii: "\\"), byte]
                }
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else {
                out.append(byte)
            }
        }
        if escaped { out.append(UInt8(ascii: "\\")) }
        return String(decoding: out, as: UTF8.self)
    }

    /// A list value (CATEGORIES) split at commas that are not escaped, each item unescaped and trimmed of
    /// spaces; empty items are dropped.
    static func splitList(_ value: String) -> [String] {
        var items: [String] = []
        var current: [UInt8] = []
        var escaped = false
        func endItem() {
            // Spaces trimmed as bytes: Foundation's trimming went through NSString for every category.
            let space = UInt8(ascii: " ")
            if let first = current.firstIndex(where: { $0 != space }),
                let last = current.lastIndex(where: { $0 != space })
            {
                let item = unescape(String(decoding: current[first...last], as: UTF8.self))
                if !item.isEmpty { items.append(item) }
            }
            current.removeAll(keepingCapacity: true)
        }
        for byte in value.utf8 {
            if escaped {
                current.append(UInt8(ascii: "\\"))
                current.append(byte)
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: ",") {
                endItem()
            } else {
                current.append(byte)
            }
        }
        if escaped { current.append(UInt8(ascii: "\\")) }
        endItem()
        return items
    }
}
