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
    /// The deadline's wall-clock time, when the format gave one.
    public var deadlineTime: TimeOfDay?
    /// The start (`TodoItem.start`) and its time, when the format gave one.
    public var start: LocalDate?
    public var startTime: TimeOfDay?
    /// Whether the record has a place for a start; `false` for a CSV file without a `start` column, so a
    /// matched task keeps its own.
    public var hasStartField = true
    /// The uid of the task's parent (`TodoItem.parentUID`), when the record names one.
    public var parentUID: String?
    /// Whether the record has a place for a parent; `false` for a CSV file without a `parent` column, so
    /// a matched task keeps its own.
    public var hasParentField = true
    /// A todo.txt line's `id:` and `p:` words (`TodoTxtParentWords`), kept until the lines of the import
    /// are linked; `nil` for a line without them and for other formats.
    var todoTxtLink: TodoTxtParentWords.Link?
    public var isDone = false
    /// Whether the record says the task was cancelled (closed without being done); `nil` where the format
    /// has no place for it (todo.txt, Taskwarrior, the simple JSON shapes), so a closed record leaves a
    /// cancelled task cancelled (`status(besides:)`).
    public var isCancelled: Bool?
    public var doneAt: Date?
    public var isImportant = false
    /// Whether the task was placed in the matrix (`TodoItem.isTriaged`), for a format that says (ike JSON's
    /// `inbox`); `nil`: placed when it has a flag.
    public var isTriaged: Bool?
    public var isUrgent = false
    public var createdAt: Date?
    /// When the record last changed in its app (ike JSON `updatedAt`, Taskwarrior `modified`, iCalendar
    /// `LAST-MODIFIED`): a record older than the stored task's last change does not overwrite it. `nil`
    /// when the format carries none; the import time is used.
    public var updatedAt: Date?
    /// Why the record stands for a task deleted in its app (“deleted in Taskwarrior”), or `nil`: a task
    /// ike holds with its uid is deleted, and a record for a task ike does not hold is skipped.
    public var deletion: String?
    /// For a done record of a repeating task (a todo.txt line with `rec:`, which topydo and Simpletask copy
    /// when it is done: the done copy and the next open one have the same text), or a done record whose uid
    /// was derived from its text, the uid of this one occurrence (`UID-done-DAY`), which it takes by
    /// `occurrenceRule`, so a done record never becomes the new state of an open task of the same text.
    public var occurrenceUID: String?
    /// How the task repeats (`nil`: it does not, or the file has no place for a repeat; see
    /// `hasRepeatField`).
    public var repeats: TaskRepeat?
    /// Whether the record has a place for a repeat; `false` for a CSV file without a `repeat` column, so
    /// a matched task keeps its own rule.
    public var hasRepeatField = true
    /// For a done occurrence of a repeating task, the repeating task's uid (ike JSON `series`,
    /// `X-IKE-SERIES`, a completed RECURRENCE-ID override, a completed Taskwarrior instance).
    public var seriesUID: String?
    /// When the record takes `occurrenceUID` (see `OccurrenceRule`).
    public var occurrenceRule = OccurrenceRule.repeating
    /// The plain fields the record speaks of (`PlainField`): a value, or `nil` for none; a field the file
    /// has no place for is absent, so a matched task keeps its own (but see `hasEveryPlainField`).
    public var plain: [PlainField: PlainValue?] = [:]
    /// Whether the record's format has a place for every plain field (ike JSON, iCalendar, Taskwarrior), so
    /// one absent from `plain` is none. Those formats add only the values they find: a dictionary of
    /// "none" for each of 100k records was an allocation each.
    public var hasEveryPlainField = false

    /// The status the record gives a task whose status is `stored` (`nil` for a new one): cancelled when
    /// it says so (a cancelled record is closed even where its done column says otherwise), done or open
    /// as it says; a closed record of a format without cancelled keeps a cancelled task cancelled.
    public func status(besides stored: TaskStatus?) -> TaskStatus {
        switch isCancelled {
        case true?: .cancelled
        case false?: isDone ? .done : .open
        case nil: isDone ? (stored == .cancelled ? .cancelled : .done) : .open
        }
    }

    /// What the record says of `field`: a value, `.some(nil)` for none, or `nil` when it has no place for it.
    public func plainValue(_ field: PlainField) -> PlainValue?? {
        if let given = plain[field] { return given }
        return hasEveryPlainField ? .some(nil) : nil
    }
    /// The tags the record names; `nil` when the file has no place for tags (a CSV file without a `tags`
    /// column, the simple JSON shapes), so a matched task keeps its own.
    public var tags: TagSet?
    /// The title an ike before formats carried tags of their own read from this record (its tags as
    /// `+word`s, its markup unescaped), when that differs from `title`. A derived uid is made from it, so
    /// files imported then match the same tasks now, and a record whose legacy title is the one such an
    /// ike wrote for a stored task is that task unchanged.
    public var legacyTitle: String?
    /// The record as its app wrote it, kept beside the task for an export to the same format
    /// (`OriginalRecord`); nil for formats that keep none or a record over the size limit.
    public var original: String?
    /// Where the task starts in the file (1-based), for messages.
    public var line: Int
    /// Its position among the file's tasks (1-based).
    public var record: Int
    /// The file it came from in an import of several files: an index into `ParsedFile.sources` (0, and
    /// unused, when the import is one file).
    public var source = 0

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
    /// Records left out with the reason (Taskwarrior's recurrence templates), shown by `--dry-run`.
    public var skipped: [(title: String, reason: String)] = []
    /// The files of an import of several files, which `ImportedTask.source` indexes; empty for one file
    /// (then `format` is every record's).
    public var sources: [ImportSource] = []
    /// The focus periods an ike JSON export carries (`"focus"`); an import adds those not stored yet.
    public var focusPeriods: [FocusPeriodEntry] = []

    /// A parse result from its tasks.
    public init(format: InterchangeFormat, tasks: [ImportedTask]) {
        self.format = format
        self.tasks = tasks
    }
}
