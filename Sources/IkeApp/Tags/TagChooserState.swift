import IkeCore
import IkeTerm

/// The `#` chooser: the text typed to narrow the tags, and which of the matching tags is chosen.
public struct TagChooserState: Hashable, Sendable {
    /// What is typed; a leading `#` or `+` is the marker, not part of a name.
    public var field = TextField()
    /// The chosen tag's place among `matches(in:)`.
    public var choice = 0

    /// A chooser with nothing typed and the first tag chosen.
    public init() {}

    /// The tags of `counts` whose name holds the typed text, compared as tags are (NFC, without case):
    /// those that start with it first, each group in the order of `counts` (most used first).
    public func matches(in counts: [TagCount]) -> [TagCount] {
        let needle = Self.needle(field.text)
        guard !needle.isEmpty else { return counts }
        let holding = counts.filter { $0.tag.key.contains(needle) }
        return holding.filter { $0.tag.key.hasPrefix(needle) }
            + holding.filter { !$0.tag.key.hasPrefix(needle) }
    }

    /// The chosen tag of `counts`, if any matches.
    public func chosen(in counts: [TagCount]) -> TagCount? {
        let matches = matches(in: counts)
        return matches.indices.contains(choice) ? matches[choice] : nil
    }

    /// Typed text as a tag's key would read it: without blanks (no tag holds one) or leading markers,
    /// case-folded.
    static func needle(_ text: String) -> String {
        let word = text.filter { !$0.isWhitespace }
        return Tag.comparisonKey(String(word.drop { $0 == "#" || $0 == "+" }))
    }
}
