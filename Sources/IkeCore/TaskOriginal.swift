/// A task's original in one format, as the export reads it (Docs/Architecture.md, "Originals").
public struct TaskOriginal: Hashable, Sendable {
    /// The record as its app wrote it.
    public var text: String
    /// The task's `updatedAt` in milliseconds when an import stored `text`; nil once the task or its tags
    /// changed after that (a trigger clears it), or for an original put back by undo.
    public var stamp: Int64?
    /// Whether the task has never held a start here: none now, and no edit of its start recorded. Its
    /// original's start (DTSTART, `wait`, `t:`) was then read by no ike (starts came with schema v21, and
    /// iCalendar's with v23), so an export keeps it rather than taking it away as if removed here.
    public var startNeverHeld: Bool

    /// An original from its parts.
    public init(text: String, stamp: Int64?, startNeverHeld: Bool = false) {
        self.text = text
        self.stamp = stamp
        self.startNeverHeld = startNeverHeld
    }

    /// `item` as its original's patch compares it with `read` (what the original says): with `read`'s start
    /// when the task never held one here (`startNeverHeld`), so that start is not taken for removed.
    public func comparable(
        _ item: TodoItem, readStart start: LocalDate?, time: TimeOfDay?
    ) -> TodoItem {
        guard startNeverHeld, item.start == nil, let start else { return item }
        var kept = item
        kept.start = start
        kept.startTime = time
        return kept
    }

    /// Whether `item` has not changed since the record was stored, so the record is the task as it is and
    /// goes back as written, without being read again.
    public func isUntouched(by item: TodoItem) -> Bool {
        stamp != nil && stamp == item.updatedAt.milliseconds
    }
}
