import IkeCore

/// Reads the tags with how many open and done tasks have each, most used first, for the `#` chooser and
/// the edit form's completion.
public enum TagCountLoader: ScreenLoader {
    /// The tags some task matching `filter` has. Callers pass only hide-done, so this is the tally the
    /// triggers keep: one row per tag, however many tasks there are.
    public static func load(_ filter: TaskFilter, from store: TaskStore) throws -> [TagCount] {
        try store.tagCounts(filter).sorted { lhs, rhs in
            lhs.total != rhs.total ? lhs.total > rhs.total : lhs.tag < rhs.tag
        }
    }
}
