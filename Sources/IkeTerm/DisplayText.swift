import Foundation

/// Turns user text into the form that is safe to draw and whose width ncurses and terminals agree on.
///
/// User data can hold anything (a pasted ANSI sequence, a NUL, macOS NFD file names, emoji
/// sequences). Drawing it raw would let it drive the terminal or shift the row, so:
/// - text is NFC-normalised, because ncurses 6.4 drops combining marks after a wide character
///   (Docs/TerminalNotes.md G7: NFD Hangul lost its vowels);
/// - controls are shown as `TerminalText` shows them on the command line (C0 → their Control Picture,
///   ESC → ␛, DEL → ␡, C1 → U+FFFD), and scalars glibc cannot print become U+FFFD, each one column wide;
/// - ZWJ, VS15/VS16, skin-tone modifiers after a base and bidi controls are removed: glibc counts
///   `☑️` as 1 and `👍🏽` as 4 while grapheme-aware terminals draw 2, and bidi overrides could reorder
///   what is shown (G8). Without them every terminal draws the same columns glibc counts.
public enum DisplayText {
    /// What a C1 control (U+0080–U+009F) or a scalar glibc cannot print is drawn as.
    public static let replacement: Unicode.Scalar = TerminalText.replacement

    /// The scalar drawn instead of `scalar`, or nil when `scalar` is drawn as it is.
    public static func substitute(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if let picture = TerminalText.picture(for: scalar) { return picture }
        return TextWidth.glibcWidth(scalar) < 0 ? replacement : nil
    }

    /// Whether `scalar` is left out of the drawn form wherever it appears.
    public static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE0E, 0xFE0F:
            return true
        default:
            return TerminalText.isBidiControl(scalar)
        }
    }

    /// `text` in the form it is drawn: NFC, substitutes for controls, joiners and selectors removed.
    public static func sanitized(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        return worked(text).form
    }

    static func computeSanitized(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for character in text {
            var isFirst = true
            for scalar in character.unicodeScalars {
                defer { isFirst = false }
                if isRemoved(scalar) { continue }
                // A lone modifier is a colour swatch and stays; after a base it would double the count.
                if !isFirst && isEmojiModifier(scalar) { continue }
                kept.append(scalar)
            }
        }
        // Normalise after removing, so that marks a joiner separated from their base still compose.
        let composed = String(kept).precomposedStringWithCanonicalMapping
        var drawn = String.UnicodeScalarView()
        for scalar in composed.unicodeScalars {
            drawn.append(substitute(for: scalar) ?? scalar)
        }
        return String(drawn)
    }

    /// `text` as its glyphs draw it, one after the other (its drawn form without zero-width scalars that
    /// have no base to join).
    public static func drawn(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        return worked(text).text
    }

    /// The glyphs `text` is drawn as, one per cell run, in order.
    ///
    /// Each spacing scalar starts a glyph and zero-width scalars join the glyph before them, which
    /// is how ncurses fills cells; zero-width scalars with no base in their grapheme are dropped.
    public static func glyphs(_ text: String) -> [Glyph] {
        if isPrintableASCII(text) {
            return text.unicodeScalars.map { Glyph(text: String($0), width: 1) }
        }
        return worked(text).glyphs
    }

    /// What drawing non-ASCII `text` takes, worked out once for all of it and remembered: a frame draws
    /// the titles the one before drew (`TextCache`).
    static func worked(_ text: String) -> DrawnText { textCache.value(for: text, computing: DrawnText.init) }

    static func computeGlyphs(_ text: String) -> [Glyph] { glyphs(ofDrawnForm: computeSanitized(text)) }

    /// The glyphs of `form`, text already in drawn form.
    static func glyphs(ofDrawnForm form: String) -> [Glyph] {
        var result: [Glyph] = []
        for character in form {
            var current = String.UnicodeScalarView()
            var currentWidth = 0
            for scalar in character.unicodeScalars {
                let width = max(0, TextWidth.glibcWidth(scalar))
                if width > 0 {
                    if currentWidth > 0 {
                        result.append(Glyph(text: String(current), width: currentWidth))
                    }
                    current = String.UnicodeScalarView([scalar])
                    currentWidth = width
                } else if currentWidth > 0 {
                    current.append(scalar)
                }
            }
            if currentWidth > 0 {
                result.append(Glyph(text: String(current), width: currentWidth))
            }
        }
        return result
    }

    /// Whether every byte of `text` is printable ASCII, the common case that needs no work.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether `scalar` is one of the five Fitzpatrick skin-tone modifiers.
    private static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// The columns `offset..<offset + width` of `line` in drawn form; a wide glyph cut by an edge
    /// shows as blanks, so the columns stay where the terminal puts them.
    public static func clip(_ line: String, offset: Int, width: Int) -> String {
        guard width > 0 else { return "" }
        var text = ""
        var column = 0
        for glyph in glyphs(line) {
            let start = column
            let end = column + glyph.width
            column = end
            if end <= offset { continue }
            if start >= offset + width { break }
            if start >= offset && end <= offset + width {
                text += glyph.text
            } else {
                text += String(repeating: " ", count: min(end, offset + width) - max(start, offset))
            }
        }
        return text
    }
}
