import IkeCore

/// Reads the goals screen: every task matching the filter, grouped by the month of its deadline.
public enum GoalsLoader: ScreenLoader {
    /// The query is the list's filter (hide done, search), which the goals screen shares.
    public static func load(_ filter: TaskFilter, from store: TaskStore) throws -> GoalsSnapshot {
        GoalsSnapshot(groups: try store.monthGroups(filter), counts: try store.counts())
    }
}
