import GRDB

/// The rule of migration `v5-tags`, which moves the tag words earlier imports appended to titles
/// (`Pay rent +home`, `Prepare slides +work +urgent`) into tags. It takes only what is unambiguous: the run
/// of `+word`s at the very end of a title, each a valid tag whose name starts with a letter (so `+1`, `+3d`
/// and `+2w` stay, as does a `+word` followed by other words), and only when a word that is not such a
/// tag word is left. `@context` words stay in the title: no import ever appended them, and a trailing
/// `@name` is as often a mention.
///
/// An ike JSON file written before tags (objects without `tags`) is read by the same rule, so restoring an
/// old backup gives what migrating the old database gives. Do not change the rule: databases migrated by
/// it must keep matching files read by it.
package enum TitleTagMigration {
    /// `title` without its trailing tag words, and those tags (of two equal without case, the first in
    /// the title is kept); `nil` when the rule takes nothing.
    package static func split(_ title: String) -> (title: String, tags: TagSet)? {
        guard title.utf8.contains(UInt8(ascii: "+")) else { return nil }
        var rest = Substring(title)
        var found: [Tag] = []
        while true {
            rest = rest.dropLastSpaces()
            guard let space = rest.lastIndex(of: " ") else {
                // The whole title would be tag words: there is no telling which words are the title.
                if tag(word: rest) != nil { return nil }
                break
            }
            guard let tag = tag(word: rest[rest.index(after: space)...]) else { break }
            found.append(tag)
            rest = rest[..<space]
        }
        guard !found.isEmpty else { return nil }
        return (String(rest.dropLastSpaces()), TagSet(found.reversed()))
    }

    /// `item` as the migration would leave it (for reading a database of an older schema as it is).
    package static func migrated(_ item: TodoItem) -> TodoItem {
        guard item.tags.isEmpty, let split = split(item.title) else { return item }
        var item = item
        item.title = split.title
        item.tags = split.tags
        return item
    }

    /// Moves the tag words out of every title, oldest task first (so the first spelling seen is kept);
    /// `updatedAt` is left alone: the task says what it said.
    static func moveTags(_ db: Database) throws {
        let rows = try Row.fetchAll(
            cached: db, sql: "SELECT id, title FROM task WHERE instr(title, ' +') > 0 ORDER BY id")
        var tags = TagWriter(db: db)
        // Through SQLite's C API: GRDB's per-call argument handling made this most of a 1 s migration of
        // 100k tasks.
        var update = try RawStatement(db, sql: "UPDATE task SET title = ? WHERE id = ?")
        for row in rows {
            let id: Int64 = row[0]
            guard let split = split(row[1]) else { continue }
            update.bind(split.title)
            update.bind(id)
            try update.run()
            try tags.link(split.tags, to: id)
        }
    }

    /// The tag a `+word` names, when it is one by the rule.
    private static func tag(word: Substring) -> Tag? {
        guard word.first == "+", let letter = word.dropFirst().first, letter.isLetter,
            let tag = try? Tag(String(word.dropFirst())), tag.name == word.dropFirst()
        else { return nil }
        return tag
    }
}

extension Substring {
    fileprivate func dropLastSpaces() -> Substring {
        var text = self
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
