import IkeCore

/// Tags written as words of a line: todo.txt's `+project` and `@context`, Markdown's `#tag`. A title word
/// that would read as a tag is written with a `\` before it (`\+1`, `\#work`), and a word that already
/// starts with `\`s before a marker gets one more, so every title reads back exactly (Docs/Formats.md,
/// "Tags"). Words are split at U+0020 only, as a scalar, never as a `Character`, on both sides.
struct TagWords {
    /// The bytes that start a tag word.
    let markers: [UInt8]
    /// Whether a name of ASCII digits only is a tag: todo.txt reads `+2026` as a project; Markdown, as
    /// Obsidian does, reads `#123` as text (an issue number).
    let digitsAreTags: Bool

    static let todoTxt = TagWords(markers: [UInt8(ascii: "+"), UInt8(ascii: "@")], digitsAreTags: true)
    static let markdown = TagWords(markers: [UInt8(ascii: "#")], digitsAreTags: false)

    private static let backslash = UInt8(ascii: "\\")

    /// Whether a word starting with `byte` needs a closer look (a tag or an escaped title word).
    func mayMatter(_ byte: UInt8) -> Bool {
        byte == Self.backslash || markers.contains(byte)
    }

    /// The tag `word` is (`+work` → work, `@phone` → @phone, `#work` → work); `nil` for title text.
    func tag(_ word: Substring) -> Tag? {
        split(word)?.tag
    }

    /// The tag `word` is and how many bytes at its end are punctuation that belongs to the sentence, not
    /// the tag (`+home,` → home and 1; see `isTrailingPunctuation`); `nil` for title text.
    func split(_ word: Substring) -> (tag: Tag, punctuation: Int)? {
        let utf8 = word.utf8
        guard let first = utf8.first, markers.contains(first) else { return nil }
        var end = utf8.endIndex
        while end > utf8.startIndex, Self.isTrailingPunctuation(utf8[utf8.index(before: end)]) {
            end = utf8.index(before: end)
        }
        let name = Substring(utf8[..<end])
        guard name.utf8.count >= 2, let tag = try? Tag(String(name)) else { return nil }
        if !digitsAreTags && tag.name.utf8.allSatisfy({ (0x30...0x39).contains($0) }) { return nil }
        return (tag, utf8.distance(from: end, to: utf8.endIndex))
    }

    /// `, . ; : ! ? )` at the end of a tag word end the sentence around it (`Call +mom, then +dad.`), so
    /// they are not part of the tag. Other characters (`-`, `_`, `/`, quotes, `]`) stay in the name.
    static func isTrailingPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
            UInt8(ascii: "?"), UInt8(ascii: ")"):
            true
        default: false
        }
    }

    /// Whether `word` is a title word written escaped: `\`s, then a marker and at least one more byte. The
    /// reader drops one `\`.
    func isEscaped(_ word: Substring) -> Bool {
        let utf8 = word.utf8
        guard utf8.first == Self.backslash else { return false }
        let rest = utf8.drop(while: { $0 == Self.backslash })
        guard let first = rest.first, markers.contains(first) else { return false }
        return rest.count >= 2
    }

    /// `title` as written before its tags: each word that would read as a tag or as escaped gets a `\`.
    func escaping(_ title: String) -> String {
        guard title.utf8.contains(where: mayMatter) else { return title }
        var out = ""
        out.reserveCapacity(title.utf8.count + 4)
        for (index, bytes) in title.utf8.split(separator: 0x20, omittingEmptySubsequences: false).enumerated()
        {
            if index > 0 { out += " " }
            let word = Substring(bytes)
            if isEscaped(word) || tag(word) != nil { out += "\\" }
            out += word
        }
        return out
    }

    /// The word `tag` is written as: `@context` as it is, any other tag after the first marker.
    func word(for tag: Tag) -> String {
        tag.name.hasPrefix("@") && markers.contains(UInt8(ascii: "@"))
            ? tag.name : String(UnicodeScalar(markers[0])) + tag.name
    }
}
