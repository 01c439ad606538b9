import IkeCore

/// What the matrix asks the store for: the filter, and how many tasks of each quadrant to read.
public struct MatrixQuery: Hashable, Sendable {
    public var filter: TaskFilter
    public var limits: [Quadrant: Int]

    /// A query from its parts.
    public init(filter: TaskFilter, limits: [Quadrant: Int]) {
        self.filter = filter
        self.limits = limits
    }
}
