import Foundation

/// A field of a task, declared once (issue 31): every layer that must decide something about a field
/// answers through an exhaustive `switch` over these, so a new field is a compile error wherever it needs a
/// decision. A field that is one plain value is a `PlainField`, which every layer handles as one case. The
/// raw values are the names the conflict log and `task_field_time` keep.
public enum TaskField: CaseIterable, Hashable, Sendable {
    case title, notes
    /// The deadline's date and its time of day, one field.
    case deadline
    /// Open, done or cancelled (`TaskStatus`): one value, as iCalendar's STATUS is.
    case done
    /// When the task was done.
    case doneAt
    case important, urgent
    case created
    case tags
    case repeats
    /// For a done occurrence, the repeating task it was one of (`seriesUID`).
    case series
    /// The position in the list (`orderKey`).
    case order
    /// The day (and time) the task can be started (`start`, `startTime`), one field as the deadline is.
    case start
    /// The task this one is a step of (`parentUID`, issue 33): a uid, so a link to a task not here yet (an
    /// import or sync that brings the child first) is kept until it arrives.
    case parent
    /// A field of one plain value (`PlainField`), declared there.
    case plain(PlainField)

    /// Every field, in declaration order, the plain fields last.
    public static let allCases: [TaskField] =
        [
            .title, .notes, .deadline, .done, .doneAt, .important, .urgent, .created, .tags, .repeats,
            .series,
            .order, .start, .parent,
        ] + PlainField.allCases.map(TaskField.plain)

    /// The name the conflict log and `task_field_time` keep, and the generated tables show.
    public var rawValue: String {
        switch self {
        case .title: "title"
        case .notes: "notes"
        case .deadline: "deadline"
        case .done: "done"
        case .doneAt: "done-at"
        case .important: "important"
        case .urgent: "urgent"
        case .created: "created"
        case .tags: "tags"
        case .repeats: "repeat"
        case .series: "series"
        case .order: "order"
        case .start: "start"
        case .parent: "parent"
        case .plain(let field): field.name
        }
    }

    /// The field with this `rawValue`, if any.
    public init?(rawValue: String) {
        guard let field = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = field
    }

    /// Whether `old` and `new` differ in this field.
    public func differs(_ old: TodoItem, _ new: TodoItem) -> Bool {
        switch self {
        case .title: old.title != new.title
        case .notes: old.notes != new.notes
        case .deadline: old.deadline != new.deadline || old.deadlineTime != new.deadlineTime
        case .done: old.status != new.status
        case .doneAt: old.doneAt != new.doneAt
        case .important: old.isImportant != new.isImportant
        case .urgent: old.isUrgent != new.isUrgent
        case .order: old.orderKey != new.orderKey
        // The names, not the set: a tag's new spelling is an edit.
        case .tags: old.tags.names != new.tags.names
        case .repeats: old.repeats != new.repeats
        case .series: old.seriesUID != new.seriesUID
        case .created: old.createdAt != new.createdAt
        case .start: old.start != new.start || old.startTime != new.startTime
        case .parent: old.parentUID != new.parentUID
        case .plain(let field): field.value(in: old) != field.value(in: new)
        }
    }

    /// Copies this field of `source` into `target`.
    public func copy(from source: TodoItem, into target: inout TodoItem) {
        switch self {
        case .title: target.title = source.title
        case .notes: target.notes = source.notes
        case .deadline:
            target.deadline = source.deadline
            target.deadlineTime = source.deadlineTime
        case .done:
            target.isDone = source.isDone
            target.isCancelled = source.isCancelled
        case .doneAt: target.doneAt = source.doneAt
        case .important: target.isImportant = source.isImportant
        case .urgent: target.isUrgent = source.isUrgent
        case .order: target.orderKey = source.orderKey
        case .tags: target.tags = source.tags
        case .repeats: target.repeats = source.repeats
        case .series: target.seriesUID = source.seriesUID
        case .created: target.createdAt = source.createdAt
        case .start:
            target.start = source.start
            target.startTime = source.startTime
        case .parent: target.parentUID = source.parentUID
        case .plain(let field): field.set(field.value(in: source), in: &target)
        }
    }

    /// Whether a change of this field is an edit whose time is recorded (`task_field_time`), so sync gives
    /// a field changed on two machines to the later edit of it (Docs/Sync.md, "Merging"). When a task was
    /// done goes with done; the series and the creation time are facts, not edits.
    public var recordsEditTime: Bool {
        switch self {
        case .title, .notes, .deadline, .done, .important, .urgent, .order, .tags, .repeats, .start, .parent,
            .plain:
            true
        case .doneAt, .series, .created: false
        }
    }

    /// The field in words for messages ("notes", "when done").
    public var words: String {
        switch self {
        case .title: "title"
        case .notes: "notes"
        case .deadline: "deadline"
        case .done: "done"
        case .doneAt: "when done"
        case .important: "important"
        case .urgent: "urgent"
        case .created: "when created"
        case .tags: "tags"
        case .repeats: "repeat rule"
        case .series: "series"
        case .order: "position"
        case .start: "start"
        case .parent: "parent"
        case .plain(let field): field.words
        }
    }

    /// Whether `item` holds something in this field that a format without it would leave out. A position is
    /// never left out (a file's order is the list's), and every task has a creation time.
    public func isSet(in item: TodoItem) -> Bool {
        switch self {
        case .title: !item.title.isEmpty
        case .notes: !item.notes.isEmpty
        case .deadline: item.deadline != nil
        case .done: item.isDone
        case .doneAt: item.doneAt != nil
        case .important: item.isImportant
        case .urgent: item.isUrgent
        case .created: true
        case .tags: !item.tags.isEmpty
        case .repeats: item.repeats != nil
        case .series: item.seriesUID != nil
        case .order: false
        case .start: item.start != nil
        case .parent: item.parentUID != nil
        case .plain(let field): field.value(in: item) != nil
        }
    }

    /// The fields in which `old` and `new` differ, in declaration order.
    public static func changed(from old: TodoItem, to new: TodoItem) -> [TaskField] {
        allCases.filter { $0.differs(old, new) }
    }
}
