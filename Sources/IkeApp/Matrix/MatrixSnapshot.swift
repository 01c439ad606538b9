import IkeCore

/// One read of the store for the matrix: a window of each quadrant's tasks and their totals.
public struct MatrixSnapshot: Hashable, Sendable {
    public var quadrants: [Quadrant: [TodoItem]]
    public var totals: [Quadrant: Int]
    public var counts: TaskCounts
    /// The titles of the shown steps' parents, by uid: a step's breadcrumb (issue 33, item 4).
    public var parentTitles: [String: String] = [:]

    /// A snapshot from its parts.
    public init(quadrants: [Quadrant: [TodoItem]], totals: [Quadrant: Int], counts: TaskCounts) {
        self.quadrants = quadrants
        self.totals = totals
        self.counts = counts
    }
}

/// Reads the matrix: each quadrant up to its limit (enough for the selection and a few screens), so the
/// matrix opens quickly on 100k tasks.
public enum MatrixLoader: ScreenLoader {
    public static func load(_ query: MatrixQuery, from store: TaskStore) throws -> MatrixSnapshot {
        var quadrants: [Quadrant: [TodoItem]] = [:]
        var totals: [Quadrant: Int] = [:]
        for quadrant in Quadrant.allCases {
            var quadrantFilter = query.filter
            quadrantFilter.quadrant = quadrant
            quadrants[quadrant] = try store.items(quadrantFilter, limit: query.limits[quadrant] ?? 200)
            totals[quadrant] = try store.count(quadrantFilter)
        }
        var snapshot = MatrixSnapshot(quadrants: quadrants, totals: totals, counts: try store.counts())
        snapshot.parentTitles = try store.parentTitles(of: quadrants.values.flatMap { $0 })
        return snapshot
    }
}
