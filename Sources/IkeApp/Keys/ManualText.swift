/// Text made safe for an mdoc(7) page, the way `KeyMap.manualSection()` writes it into Docs/ike.1.
///
/// Non-ASCII characters become groff escapes rather than raw UTF-8: `man` runs the page through
/// preconv, but `groff -mandoc` on its own does not, and the arrows then read `^ v < >` on an ASCII
/// terminal instead of vanishing.
enum ManualText {
    /// `text` as a text line: backslashes and a leading dot or apostrophe can no longer act as roff.
    static func line(_ text: String) -> String {
        let escaped = characters(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// `text` as one argument of a macro line: `\&` first, so a key named like a macro (`Ar`) or a
    /// delimiter (`.`, `,`, `|`) is printed rather than obeyed; quoted when it holds a blank.
    static func argument(_ text: String) -> String {
        let escaped = "\\&" + characters(text).replacingOccurrences(of: "\"", with: "\\(dq")
        return text.contains(" ") ? "\"\(escaped)\"" : escaped
    }

    private static func characters(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "↑": out += "\\(ua"
            case "↓": out += "\\(da"
            case "←": out += "\\(<-"
            case "→": out += "\\(->"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return out
    }
}
