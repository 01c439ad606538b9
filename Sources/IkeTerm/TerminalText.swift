/// The one rule for user text that reaches a terminal: control characters are shown, never written.
///
/// A terminal obeys what it is sent, so a title holding `ESC ] 52 ;` writes the clipboard, `ESC P`
/// passes a command through tmux, and U+009B (CSI as a C1 control) starts a sequence in terminals that
/// read C1 controls in UTF-8. Each control becomes a visible symbol of one column instead: C0 controls
/// their Control Picture (ESC → ␛, BEL → ␇), DEL ␡, C1 controls U+FFFD. The app draws these
/// (`DisplayText`) and the command line prints them, so one title looks the same in both.
///
/// Bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE and the rest of Unicode's Bidi_Control set) are
/// left out, as the app leaves them out: "invoice<U+202E>gpj.exe" would otherwise read "invoiceexe.jpg".
public enum TerminalText {
    /// What a C1 control (U+0080–U+009F) is shown as: it has no control picture of its own.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// The controls a format needs for its own layout, which the caller keeps as they are.
    public struct Kept: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Line feed (U+000A).
        public static let newline = Kept(rawValue: 1 << 0)
        /// Horizontal tab (U+0009).
        public static let tab = Kept(rawValue: 1 << 1)
        /// A carriage return directly followed by a line feed (CSV and iCalendar end lines with CRLF); a
        /// lone carriage return would move the cursor back over what was printed, so it is still shown.
        public static let lineEndingCR = Kept(rawValue: 1 << 2)
        /// What a text format needs: line breaks (LF or CRLF) and tabs.
        public static let layout: Kept = [.newline, .tab, .lineEndingCR]
    }

    /// The visible symbol for `scalar` when it is a control (C0, DEL, C1), or nil for any other scalar.
    public static func picture(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F: replacement
        default: nil
        }
    }

    /// Whether `scalar` is a bidirectional control (Unicode's Bidi_Control: ALM, LRM, RLM, the embeddings,
    /// overrides and isolates), which can make text read in another order than it is stored.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with every control shown as its symbol, except those in `kept`, and no bidi control.
    public static func sanitized(_ text: String, keeping kept: Kept = []) -> String {
        guard needsWork(text.utf8, keeping: kept) else { return text }
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            if isBidiControl(scalar) { continue }
            if isKept(scalar, followedBy: next, keeping: kept) {
                out.append(scalar)
            } else {
                out.append(picture(for: scalar) ?? scalar)
            }
        }
        return String(out)
    }

    /// UTF-8 `bytes` (an export on its way to a terminal) with every control shown as its symbol, except
    /// those in `kept`, and no bidi control; bytes that are not UTF-8 are shown as U+FFFD, since a
    /// terminal reading them in another encoding could take one for a C1 control.
    public static func sanitized(_ bytes: [UInt8], keeping kept: Kept) -> [UInt8] {
        guard needsWork(bytes, keeping: kept) || String(validating: bytes, as: UTF8.self) == nil else {
            return bytes
        }
        return Array(sanitized(String(decoding: bytes, as: UTF8.self), keeping: kept).utf8)
    }

    /// Whether any byte could be a control that is not kept or a bidi control: the common case, plain
    /// text, costs one pass.
    private static func needsWork(_ bytes: some Sequence<UInt8>, keeping kept: Kept) -> Bool {
        var previous: UInt8 = 0
        // The two bytes before `previous`, for the three-byte bidi controls.
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            if isBidiControlEnd(byte, after: previous, beforePrevious) { return true }
            switch byte {
            case 0x0A where kept.contains(.newline), 0x09 where kept.contains(.tab):
                break
            // A CR is judged with the byte after it, in `sanitized`.
            case 0x0D where kept.contains(.lineEndingCR):
                break
            case 0x00..<0x20, 0x7F:
                return true
            // 0xC2 0x80…0x9F is a C1 control in UTF-8.
            case 0x80...0x9F where previous == 0xC2:
                return true
            default:
                break
            }
            if previous == 0x0D && byte != 0x0A && kept.contains(.lineEndingCR) { return true }
            beforePrevious = previous
            previous = byte
        }
        return previous == 0x0D && kept.contains(.lineEndingCR)
    }

    /// Whether `byte` ends the UTF-8 form of a bidi control: D8 9C (U+061C), E2 80 8E/8F (U+200E/F),
    /// E2 80 AA…AE (U+202A…E), E2 81 A6…A9 (U+2066…9).
    private static func isBidiControlEnd(
        _ byte: UInt8, after previous: UInt8, _ beforePrevious: UInt8
    ) -> Bool {
        if previous == 0xD8 { return byte == 0x9C }
        guard beforePrevious == 0xE2 else { return false }
        switch (previous, byte) {
        case (0x80, 0x8E...0x8F), (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): return true
        default: return false
        }
    }

    private static func isKept(
        _ scalar: Unicode.Scalar, followedBy next: Unicode.Scalar?, keeping kept: Kept
    )
        -> Bool
    {
        switch scalar {
        case "\n": kept.contains(.newline)
        case "\t": kept.contains(.tab)
        case "\r": kept.contains(.lineEndingCR) && next == "\n"
        default: false
        }
    }
}
