import IkeCore

/// What the matrix asks the store for: the filter, how many tasks of each quadrant and of the inbox to
/// read, and the last deadline that makes an open task urgent (`UrgencyRule`, from today).
public struct MatrixQuery: Hashable, Sendable {
    public var filter: TaskFilter
    public var limits: [Quadrant: Int]
    public var urgentThrough: LocalDate
    public var inboxLimit: Int

    /// A query from its parts.
    public init(filter: TaskFilter, limits: [Quadrant: Int], urgentThrough: LocalDate, inboxLimit: Int = 200)
    {
        self.filter = filter
        self.limits = limits
        self.urgentThrough = urgentThrough
        self.inboxLimit = inboxLimit
    }
}
