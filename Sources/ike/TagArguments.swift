import ArgumentParser
import IkeCore

/// Reading `--tag`/`--untag` values and showing tags, shared by `add`, `edit`, `list` and `tags`.
enum TagArguments {
    /// The tags `names` give, or a usage error naming the option: a bad tag is a typing mistake, refused
    /// before the database is opened.
    static func parse(_ names: [String], option: String) throws -> TagSet {
        do {
            return try TagSet(parsing: names)
        } catch {
            throw ValidationError("\(option): \(error)")
        }
    }

    /// `  #home #work @phone` after a title, or nothing: a tag shows with the `#` quick add will read,
    /// a context with its own `@`. A tag read from another app can hold what `Tag` refuses today, so it is
    /// shown safely (`CLIOutput.visible`) wherever the line goes.
    static func suffix(_ tags: TagSet) -> String {
        tags.isEmpty ? "" : "  " + CLIOutput.visible(tags.map(shown).joined(separator: " "))
    }

    /// One tag as the command line shows it.
    static func shown(_ tag: Tag) -> String {
        tag.name.hasPrefix("@") ? tag.name : "#" + tag.name
    }
}
