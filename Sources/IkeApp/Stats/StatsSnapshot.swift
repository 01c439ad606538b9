import IkeCore

/// What one read of the store gives the statistics screen: the figures and the header's counts.
public struct StatsSnapshot: Hashable, Sendable {
    public var statistics: TaskStatistics
    public var counts: TaskCounts

    /// A snapshot from its parts.
    public init(statistics: TaskStatistics, counts: TaskCounts) {
        self.statistics = statistics
        self.counts = counts
    }
}

/// Reads the statistics screen: every figure in one read transaction (`TaskStore.statistics`).
public enum StatsLoader: ScreenLoader {
    public static func load(_ query: StatsQuery, from store: TaskStore) throws -> StatsSnapshot {
        StatsSnapshot(statistics: try store.statistics(query), counts: try store.counts())
    }
}
