/// Tags live in the title as todo.txt writes them (`+project`, `@context`), so every format keeps them
/// without a column of their own; formats with a tags field (iCalendar CATEGORIES, Taskwarrior tags)
/// map `+word`s to and from it.
enum TitleTags {
    /// The `+tag` words of `title`, without the `+`, in order and without repeats.
    static func tags(in title: String) -> [String] {
        guard title.utf8.contains(UInt8(ascii: "+")) else { return [] }
        var tags: [String] = []
        for word in title.split(separator: " ") where word.count > 1 && word.first == "+" {
            let tag = String(word.dropFirst())
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// `title` with ` +tag` appended for each tag it does not already hold; spaces in a tag become `-`.
    static func adding(_ tags: [String], to title: String) -> String {
        var existing = Set(self.tags(in: title))
        var result = title
        for raw in tags {
            let tag = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).joined(
                separator: "-")
            guard !tag.isEmpty, !existing.contains(tag) else { continue }
            existing.insert(tag)
            result += " +" + tag
        }
        return result
    }
}
