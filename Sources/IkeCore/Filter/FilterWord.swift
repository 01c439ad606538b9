/// How a word is written in a filter: bare when it reads back as the same text, else in double quotes
/// with `\"` and `\\` escaped.
enum FilterWord {
    /// The keywords that join terms; as text they are quoted.
    static let keywords: Set<String> = ["or", "and", "not"]

    /// `text` as a filter word that reads back as a text term holding it.
    static func written(_ text: String) -> String {
        guard needsQuotes(text) else { return text }
        var out = "\""
        for character in text {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }

    /// Whether `text` bare would read as something else: a keyword, a flag, a tag, a negation, a keyed
    /// term, or more than one word.
    static func needsQuotes(_ text: String) -> Bool {
        guard let first = text.first else { return true }
        let lower = text.lowercased()
        if keywords.contains(lower) || FilterFlag(rawValue: lower) != nil { return true }
        if first == "#" || first == "-" { return true }
        return text.contains { $0.isWhitespace || "()\"\\:<>".contains($0) }
    }
}
