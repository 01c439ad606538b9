/// Display width of text in terminal columns, counted as glibc's `wcwidth` counts it in a UTF-8 locale.
///
/// ncurses and tmux both count with `wcwidth`, so any other count would let a row drift out of
/// its columns. The counts come from `WidthTable` (generated from glibc), not from the C library
/// at run time, so they do not depend on the process locale and tests are deterministic.
/// Strings are measured in their drawn form (`DisplayText.sanitized`): NFC, control characters
/// replaced by 1-column pictures, joiners and variation selectors removed.
public enum TextWidth {
    /// Where a string is placed when `pad` adds blanks.
    public enum Alignment: Hashable, Sendable {
        case left, center, right
    }

    /// The glibc release whose `wcwidth` the built-in table reproduces, e.g. "2.36".
    public static var tableVersion: String { WidthTable.glibcVersion }

    /// The raw `wcwidth` value from the table: -1 (not printable), 0, 1 or 2.
    public static func glibcWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Almost all UI text is ASCII, so skip the binary searches for it.
        if value >= 0x20 && value < 0x7F { return 1 }
        if contains(WidthTable.doubleWidth, value) { return 2 }
        if contains(WidthTable.zeroWidth, value) { return 0 }
        if contains(WidthTable.nonPrintable, value) { return -1 }
        return 1
    }

    /// Columns `scalar` takes when drawn on its own: 0, 1 or 2.
    ///
    /// Control and other non-printable scalars report the width of their substitute (1).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        if let substitute = DisplayText.substitute(for: scalar) {
            return glibcWidth(substitute)
        }
        return max(0, glibcWidth(scalar))
    }

    /// Columns `character` takes when drawn.
    public static func of(_ character: Character) -> Int {
        of(String(character))
    }

    /// Columns `string` takes when drawn (after NFC and control-character substitution).
    public static func of(_ string: String) -> Int {
        if DisplayText.isPrintableASCII(string) { return string.utf8.count }
        // The glyphs' widths add up to the scalars': a zero-width scalar joins a glyph or is dropped. A
        // frame measures the titles it draws, so the remembered glyphs answer.
        return DisplayText.worked(string).width
    }

    /// The drawn form of `s`, cut so it takes at most `columns` columns, ending in `ellipsis` if cut.
    ///
    /// A wide character never gets split, so the result can be one column short of `columns`.
    /// When the ellipsis does not fit whole, its first glyph stands for it (`a.` in two columns for
    /// ASCII's `...`).
    public static func truncate(_ s: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
        if of(s) <= columns { return DisplayText.drawn(s) }
        let glyphs = DisplayText.glyphs(s)
        var mark = DisplayText.glyphs(ellipsis)
        var markWidth = mark.reduce(0) { $0 + $1.width }
        // A mark wider than the room (ASCII's "..." in two columns) is cut to its first glyph rather than
        // left out: a cut text always shows that it is cut (issue 32, bug 10).
        if markWidth > columns, let first = mark.first, first.width <= columns {
            mark = [first]
            markWidth = first.width
        }
        let keep = markWidth <= columns ? columns - markWidth : columns
        var result = ""
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > keep { break }
            result += glyph.text
            used += glyph.width
        }
        if markWidth <= columns { result += mark.map(\.text).joined() }
        return result
    }

    /// The drawn form of `s` made exactly `columns` wide: truncated with `ellipsis`, then padded with blanks.
    public static func pad(
        _ s: String, to columns: Int, alignment: Alignment = .left, ellipsis: String = "…"
    ) -> String {
        guard columns > 0 else { return "" }
        let fitted = truncate(s, to: columns, ellipsis: ellipsis)
        let gap = columns - of(fitted)
        switch alignment {
        case .left:
            return fitted + String(repeating: " ", count: gap)
        case .right:
            return String(repeating: " ", count: gap) + fitted
        case .center:
            let before = gap / 2
            return String(repeating: " ", count: before) + fitted
                + String(repeating: " ", count: gap - before)
        }
    }

    /// Whether `value` falls in one of the flattened inclusive `start, end` pairs of `ranges`.
    private static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[2 * middle] {
                high = middle - 1
            } else if value > ranges[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
