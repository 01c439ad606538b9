import IkeCore

/// One read of the store for the matrix: a window of each quadrant's tasks and their totals, and the
/// inbox of tasks never placed.
public struct MatrixSnapshot: Hashable, Sendable {
    public var quadrants: [Quadrant: [TodoItem]]
    public var totals: [Quadrant: Int]
    public var counts: TaskCounts
    /// The titles of the shown steps' parents, by uid: a step's breadcrumb (issue 33, item 4).
    public var parentTitles: [String: String] = [:]
    /// The inbox's first tasks in list order (issue 35, item 5).
    public var inbox: [TodoItem] = []
    public var inboxTotal = 0

    /// A snapshot from its parts.
    public init(
        quadrants: [Quadrant: [TodoItem]], totals: [Quadrant: Int], counts: TaskCounts,
        inbox: [TodoItem] = [], inboxTotal: Int = 0
    ) {
        self.quadrants = quadrants
        self.totals = totals
        self.counts = counts
        self.inbox = inbox
        self.inboxTotal = inboxTotal
    }
}

/// Reads the matrix: each quadrant up to its limit (enough for the selection and a few screens), so the
/// matrix opens quickly on 100k tasks; urgency counts a near deadline (`TaskStore.readMatrix`).
public enum MatrixLoader: ScreenLoader {
    public static func load(_ query: MatrixQuery, from store: TaskStore) throws -> MatrixSnapshot {
        let read = try store.readMatrix(
            query.filter, urgentThrough: query.urgentThrough, limits: query.limits,
            inboxLimit: query.inboxLimit)
        var snapshot = MatrixSnapshot(
            quadrants: read.quadrants, totals: read.totals, counts: try store.counts(), inbox: read.inbox,
            inboxTotal: read.inboxTotal)
        snapshot.parentTitles = try store.parentTitles(of: read.quadrants.values.flatMap { $0 } + read.inbox)
        return snapshot
    }
}
