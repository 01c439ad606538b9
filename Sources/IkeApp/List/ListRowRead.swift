import IkeCore

/// One row of the list read again after a change to that task's fields alone, with what the frame shows
/// beside it that the change can move: the open and done counts and its parent's progress.
///
/// Such a change leaves every other row where it was: while the task still shows, so do its parents, and
/// the same rows show in the same order (Docs/Architecture.md, "A change to one task's fields"). So the
/// list takes this in place of reading its window again (`ListLoader.loadRow`).
public struct ListRowRead: Hashable, Sendable {
    public var item: TodoItem
    public var depth: Int
    public var counts: TaskCounts
    /// The progress of the task's parent, when it has one.
    public var parentSteps: StepCount?

    /// A read row from its parts.
    public init(item: TodoItem, depth: Int, counts: TaskCounts, parentSteps: StepCount?) {
        self.item = item
        self.depth = depth
        self.counts = counts
        self.parentSteps = parentSteps
    }
}
