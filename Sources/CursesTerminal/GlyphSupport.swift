/// Whether a terminal can be trusted with Unicode glyphs, decided from what is known before drawing.
public enum GlyphSupport {
    /// Terminal types whose fonts lack box drawing, check boxes and arrows: the Linux console (its
    /// font has a few hundred glyphs), the DEC VTs, and the ANSI/BSD consoles.
    static let asciiTermPrefixes = [
        "linux", "vt52", "vt100", "vt102", "vt220", "vt320", "ansi", "cons25", "pcansi",
    ]

    /// ASCII glyphs for `term` (the TERM variable) and a user locale that is or is not UTF-8.
    public static func prefersASCII(term: String?, userLocaleIsUTF8: Bool) -> Bool {
        if !userLocaleIsUTF8 { return true }
        guard let term = term?.lowercased() else { return false }
        return asciiTermPrefixes.contains { term == $0 || term.hasPrefix($0 + "-") }
    }
}
