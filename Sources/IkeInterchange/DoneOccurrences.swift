/// When a done record takes the uid of its own occurrence (`ImportedTask.occurrenceUID`) instead of the uid
/// it names, so that it never becomes the new state of an open task with the same text.
public enum OccurrenceRule: Hashable, Sendable {
    /// A done copy of a repeating todo.txt task (a `rec:` word): an occurrence unless the store holds the
    /// uid as a done task that no open record of the import names (ike's own export of a task done in ike).
    case repeating
    /// A done record whose uid was derived from its text: an occurrence only beside an open record of the
    /// same uid in the import, or when the store already holds that occurrence. A lone done record closes
    /// the task it names (marked done in another app, then imported again).
    case besideOpenRecord
}

/// Uids for the records of one file without ids (todo.txt, Markdown, CSV): open and done records are
/// counted apart, so an open record's uid never depends on the done records before it, and a done record
/// that shares an open one's uid gets the uid of its own occurrence, `UID-done-DAY` (`-N` for the N-th of
/// one day).
struct DoneOccurrences {
    private var open: StableID.Deriver
    private var done: StableID.Deriver
    private var occurrences: [String: Int] = [:]

    /// Uids starting with `prefix-`.
    init(prefix: String) {
        open = StableID.Deriver(prefix: prefix)
        done = StableID.Deriver(prefix: prefix)
    }

    /// The uid of a record without one, from its normalised `text`, as `StableID` derives it.
    mutating func derivedUID(for text: String, isDone: Bool) -> String {
        isDone ? done.next(for: text) : open.next(for: text)
    }

    /// Marks the done `task` as the occurrence of `day` (an ISO date, or `undated`) under `rule`.
    mutating func mark(_ task: inout ImportedTask, doneOn day: String, rule: OccurrenceRule) {
        let occurrence = task.uid + "-done-" + day
        let repeats = occurrences[occurrence, default: 0]
        occurrences[occurrence] = repeats + 1
        task.occurrenceUID = occurrence + (repeats > 0 ? "-\(repeats + 1)" : "")
        task.occurrenceRule = rule
    }
}
