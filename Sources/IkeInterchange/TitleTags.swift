import IkeCore

/// Tags as `+word`s in titles, the way every format carried them before each had a mapping of its own, and
/// the simple JSON shapes (which have no place for tags) still do: a task's tags written at the end of its
/// title (`TitleTags.written`), exactly the title it had before tags had a table of their own. Files
/// written that way are still read onto the same tasks (`ImportedTask.legacyTitle`).
enum TitleTags {
    /// The title a format without tags of its own writes for `item`: its title with ` +tag` for each tag.
    static func written(_ item: TodoItem) -> String {
        if item.tags.isEmpty { return item.title }
        // A title without `+` holds no tag word to skip, and a tag name holds no space to replace: the
        // same text as `adding` without splitting the title (this runs for every tagged task of an export).
        guard item.title.utf8.contains(UInt8(ascii: "+")) else {
            var title = item.title
            for tag in item.tags { title += " +" + tag.name }
            return title
        }
        return adding(item.tags.names, to: item.title)
    }

    /// `items` with their tags written into their titles, for the formats without tags of their own.
    static func inTitles(_ items: [TodoItem]) -> [TodoItem] {
        var items = items
        // In place: copying 100k tasks into a new array cost more than writing the titles.
        for index in items.indices where !items[index].tags.isEmpty {
            items[index].title = written(items[index])
        }
        return items
    }

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
        // An array, not a set: a task has a few tags, and this runs for every task of an iCalendar or
        // Taskwarrior import (a set each cost more than the rest of it).
        var existing = self.tags(in: title)
        var result = title
        for raw in tags {
            // Printable ASCII holds nothing to replace, without splitting into Characters.
            let tag =
                raw.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
                ? raw
                : raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).joined(
                    separator: "-")
            guard !tag.isEmpty, !existing.contains(tag) else { continue }
            existing.append(tag)
            result += " +" + tag
        }
        return result
    }
}
