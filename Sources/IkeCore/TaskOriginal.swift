/// A task's original in one format, as the export reads it (Docs/Architecture.md, "Originals").
public struct TaskOriginal: Hashable, Sendable {
    /// The record as its app wrote it.
    public var text: String
    /// The task's `updatedAt` in milliseconds when an import stored `text`; nil once the task or its tags
    /// changed after that (a trigger clears it), or for an original put back by undo.
    public var stamp: Int64?

    /// An original from its parts.
    public init(text: String, stamp: Int64?) {
        self.text = text
        self.stamp = stamp
    }

    /// Whether `item` has not changed since the record was stored, so the record is the task as it is and
    /// goes back as written, without being read again.
    public func isUntouched(by item: TodoItem) -> Bool {
        stamp != nil && stamp == item.updatedAt.milliseconds
    }
}
