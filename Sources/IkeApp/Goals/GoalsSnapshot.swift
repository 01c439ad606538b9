import IkeCore

/// What one read of the store gives the goals screen: tasks grouped by deadline month, and the counts.
public struct GoalsSnapshot: Hashable, Sendable {
    public var groups: [MonthGroup]
    public var counts: TaskCounts

    /// A snapshot from its parts.
    public init(groups: [MonthGroup], counts: TaskCounts) {
        self.groups = groups
        self.counts = counts
    }
}
