import Foundation

/// The rules for keeping a record as another app wrote it (Docs/Formats.md, "What a round trip keeps").
///
/// An import of Taskwarrior, iCalendar or todo.txt stores each task's record (its original) beside the
/// task, per format; an export to the same format writes that record back with only the fields ike owns
/// changed, and only where the task's value differs from what the record says. Everything else (other
/// apps' fields, the time of day of a due date whose date did not change, the spelling of a uid) comes
/// back as it was. An export to another format ignores it.
enum OriginalRecord {
    /// Larger records are not kept (the task is then written back as ike writes it): a task's record is
    /// well under a kilobyte; one this large is mostly attachments or an alarm's payload that would
    /// weigh on every import and export.
    static let maximumBytes = 64 << 10

    /// `text` when it is small enough to keep, else nil.
    static func kept(_ text: String) -> String? {
        text.utf8.count <= maximumBytes ? text : nil
    }

    /// Whether `instant` is `other` to the whole second (the formats write no fractions).
    static func sameSecond(_ instant: Date, _ other: Date?) -> Bool {
        guard let other else { return false }
        return instant.timeIntervalSince1970.rounded(.down) == other.timeIntervalSince1970.rounded(.down)
    }
}
