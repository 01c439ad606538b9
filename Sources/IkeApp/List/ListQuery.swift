import IkeCore

/// What the list screen asks the store for: the filter and where the selection and viewport are.
public struct ListQuery: Hashable, Sendable {
    public var filter: TaskFilter
    public var order: TaskOrder
    /// The task to find again (it may have moved, or no longer match).
    public var selectedUID: String?
    /// Where the selection was, used when its task is gone.
    public var selectedIndex: Int
    public var scrollTop: Int
    public var visibleRows: Int
    /// Whether the rows are read as a tree (issue 33): each task followed by its steps, collapsed ones
    /// folded; else in `order`, flat.
    public var tree = false

    /// A query from its parts.
    public init(
        filter: TaskFilter, order: TaskOrder = .manual, selectedUID: String?, selectedIndex: Int,
        scrollTop: Int,
        visibleRows: Int
    ) {
        self.filter = filter
        self.order = order
        self.selectedUID = selectedUID
        self.selectedIndex = selectedIndex
        self.scrollTop = scrollTop
        self.visibleRows = visibleRows
    }
}
