import Foundation
import IkeCore

/// One task as a file describes it, before it is matched against the store.
public struct ImportedTask: Hashable, Sendable {
    /// The uid it is matched and stored by (the format's id, or one derived from its content).
    public var uid: String
    /// The id exactly as the file wrote it, matched first: a file ike exported keeps ike's uids.
    public var writtenID: String?
    public var title: String
    public var notes: String = ""
    public var deadline: LocalDate?
    public var isDone = false
    public var doneAt: Date?
    public var isImportant = false
    public var isUrgent = false
    public var createdAt: Date?
    /// Only ike JSON carries it; otherwise the import time is used.
    public var updatedAt: Date?
    /// The tags the record names; `nil` when the file has no place for tags (a CSV file without a `tags`
    /// column, the simple JSON shapes), so a matched task keeps its own.
    public var tags: TagSet?
    /// The title an ike before formats carried tags of their own read from this record (its tags as
    /// `+word`s, its markup unescaped), when that differs from `title`. A derived uid is made from it, so
    /// files imported then match the same tasks now, and a record whose legacy title is the one such an
    /// ike wrote for a stored task is that task unchanged.
    public var legacyTitle: String?
    /// Where the task starts in the file (1-based), for messages.
    public var line: Int
    /// Its position among the file's tasks (1-based).
    public var record: Int

    /// Sets both flags from a quadrant.
    public var quadrant: Quadrant {
        get { Quadrant(important: isImportant, urgent: isUrgent) }
        set {
            isImportant = newValue.isImportant
            isUrgent = newValue.isUrgent
        }
    }

    /// A task from its title and place; every other field has its empty value.
    public init(uid: String, title: String, line: Int, record: Int) {
        self.uid = uid
        self.title = title
        self.line = line
        self.record = record
    }
}

/// What a codec read from a file: tasks in file order, and the records it skipped on purpose.
public struct ParsedFile: Sendable {
    public var format: InterchangeFormat
    public var tasks: [ImportedTask]
    /// Records left out with the reason (Taskwarrior's deleted tasks), shown by `--dry-run`.
    public var skipped: [(title: String, reason: String)] = []

    /// A parse result from its tasks.
    public init(format: InterchangeFormat, tasks: [ImportedTask]) {
        self.format = format
        self.tasks = tasks
    }
}
