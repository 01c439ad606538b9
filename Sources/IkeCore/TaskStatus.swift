import Foundation

/// Whether a task is open, done or cancelled: the value of its done field (`TaskField.done`). Cancelled is
/// closed without being done (iCalendar's `STATUS:CANCELLED`, Thunderbird's and todoman's cancel): it is
/// out of every open count as a done task is, drawn apart from done, and kept cancelled on every write
/// (issue 30, item 7; Docs/Sync.md, "The VTODO mapping").
public enum TaskStatus: String, CaseIterable, Hashable, Sendable {
    case open, done, cancelled

    /// The status in words, as the conflict log and messages show it.
    public var words: String { rawValue }
}

extension TodoItem {
    /// The task's status, from `isDone` and `isCancelled`.
    public var status: TaskStatus {
        isCancelled ? .cancelled : isDone ? .done : .open
    }

    /// Gives the task `status` at `now`: closing it (done or cancelled) stamps `doneAt` with `now`,
    /// reopening clears it; the status it has already changes nothing.
    public mutating func setStatus(_ status: TaskStatus, at now: Date) {
        guard status != self.status else { return }
        isDone = status != .open
        isCancelled = status == .cancelled
        doneAt = status == .open ? nil : Date(storedMilliseconds: now)
    }
}
