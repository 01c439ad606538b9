import IkeCore

/// What one read of the store gives the list screen: counts and a window of rows around the selection.
public struct ListSnapshot: Hashable, Sendable {
    public var counts: TaskCounts
    /// Tasks matching the filter.
    public var count: Int
    public var windowOffset: Int
    public var window: [TodoItem]
    /// Where the selected uid now is in the filtered list, or `nil` when it no longer matches.
    public var indexOfSelected: Int?
    /// When no task matches: how many would, but have not started yet (the empty frame says so).
    public var notStarted: Int
    /// The titles of the window's steps' parents, by uid (`TaskStore.parentTitles`).
    public var parentTitles: [String: String]
    /// Read as a tree: each window row's depth (empty when flat).
    public var depths: [Int] = []
    /// The window's parents' progress, by uid.
    public var steps: [String: StepCount] = [:]
    /// The window's collapsed parents.
    public var collapsed: Set<String> = []
    /// The filter whose count is still to be read, when `count` is only what the window holds (a search
    /// for words, whose count reads every task, is counted after the first frame: `ListLoader`).
    public var countLater: TaskFilter?

    /// A snapshot from its parts.
    public init(
        counts: TaskCounts, count: Int, windowOffset: Int, window: [TodoItem], indexOfSelected: Int?,
        notStarted: Int = 0, parentTitles: [String: String] = [:]
    ) {
        self.parentTitles = parentTitles
        self.counts = counts
        self.count = count
        self.windowOffset = windowOffset
        self.window = window
        self.indexOfSelected = indexOfSelected
        self.notStarted = notStarted
    }
}
