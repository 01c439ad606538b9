import IkeCore

/// Tags another app names in a field of their own (iCalendar CATEGORIES, Taskwarrior `tags` and `project`,
/// a CSV `tags` cell), read as `Tag` reads a typed one: a name that cannot be a tag (a control character,
/// more than 64 characters) is an error at the record's line, so nothing is stored that cannot be shown.
enum ForeignTags {
    /// Where a Taskwarrior project is kept in ike: the tag `project:NAME`, apart from Taskwarrior's tags
    /// (Docs/Decisions.md, 2026-11-25, "Tags in every format").
    static let projectPrefix = "project:"

    /// The tags `names` name. Spaces inside a name become `-` (`Home office` → `Home-office`): other apps
    /// allow them in a category, a tag cannot hold them. Empty names are skipped.
    static func parse(
        _ names: [String], field: String, line: Int, record: Int
    ) throws(ImportError) -> TagSet {
        var tags = TagSet()
        for name in names {
            let joined = joiningSpaces(name)
            if joined.isEmpty { continue }
            do {
                tags.insert(try Tag(joined))
            } catch {
                throw ImportError(line: line, record: record, "\(field): \(error)")
            }
        }
        try checkCount(tags, field: field, line: line, record: record)
        return tags
    }

    /// Refuses more tags on one task than it may carry (a file with 1,000 is an error, not cut short).
    static func checkCount(_ tags: TagSet, field: String, line: Int, record: Int) throws(ImportError) {
        guard tags.count > Tag.maximumPerTask else { return }
        throw ImportError(line: line, record: record, "\(field): \(TagError.tooMany(tags.count))")
    }

    /// The project of `tags` (the first spelled `project:NAME`, in key order) and the other tags, as
    /// Taskwarrior holds them. `Project:x` is a tag: Taskwarrior has no place for the spelling of the prefix.
    static func splittingProject(_ tags: TagSet) -> (project: String?, others: [String]) {
        var project: String?
        var others: [String] = []
        for tag in tags {
            if project == nil, tag.name.hasPrefix(projectPrefix), tag.name.count > projectPrefix.count {
                project = String(tag.name.dropFirst(projectPrefix.count))
            } else {
                others.append(tag.name)
            }
        }
        return (project, others)
    }

    /// `name` with each run of spaces between words replaced by one `-`, and spaces around it dropped.
    static func joiningSpaces(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: \.properties.isWhitespace) else { return name }
        return name.split(whereSeparator: { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) })
            .joined(separator: "-")
    }
}
