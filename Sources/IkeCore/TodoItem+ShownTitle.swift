extension TodoItem {
    /// What screens and messages show for a task without a title (Docs/Decisions.md, 2026-11-25). Only
    /// shown: the stored title stays empty, and exports write none.
    public static let untitledLabel = "(no title)"

    /// The title as shown: the title, or `untitledLabel` when it is empty.
    public var shownTitle: String { title.isEmpty ? Self.untitledLabel : title }
}
