import IkeCore
import IkeTerm

/// The edit form: one task's fields being edited, where the keyboard is, and whether to ask before
/// throwing changes away.
public struct EditFormState: Hashable, Sendable {
    /// The task being edited; `nil` for a new task.
    public var uid: String?
    /// The task's short id, the number the command line takes; shown on the form's edge.
    public var id: Int64?
    public var title: TextField
    public var notes: TextField
    public var deadline: TextField
    /// The start ("don't show me this before"), read by the deadline's parser: `mon`, `2026-12-01 9:00`.
    public var start: TextField
    /// The repeat rule in words ("every 2 weeks"), empty for none.
    public var repeats: TextField
    /// The task's tags as `#work #home` words (a context as `@phone`).
    public var tags: TextField
    /// The parent's title as shown, or as typed to choose one (Tab).
    public var parent: TextField
    /// The chosen parent's uid; nil for none, or while a typed title is not chosen yet.
    public var parentUID: String?
    /// The Tab choice in progress in the Parent field; any other key ends it.
    public var parentChoice: ParentChoice?
    /// How many steps the task has (shown beside the Parent field).
    public var stepCount = 0
    /// Seconds of focus work on the task in all, read as the form opens; a read-only Focus row shows
    /// them when there are some.
    public var focusSeconds = 0
    /// The parent the task had: a save names the parent only when it changed.
    let originalParentUID: String?
    /// Each plain field's text (`PlainField`), as people type it: `30m`.
    public var plainFields: [PlainField: TextField] = [:]
    public var isImportant: Bool
    public var isUrgent: Bool
    public var isDone: Bool
    /// Whether the task was cancelled when the form opened: ticked, its Done box says so (`[-]`), and
    /// saving it ticked keeps it cancelled (marking a cancelled task done leaves it cancelled).
    public var wasCancelled = false
    public var focus: FormField = .title
    /// "Discard changes? y/n" is showing.
    public var isConfirmingDiscard = false
    /// Set after a refused save, so errors are shown even on fields not yet visited.
    public var showsErrors = false
    /// First notes line shown (notes scroll inside their box).
    public var notesScroll = 0
    /// The Tab completion in progress in the Tags field; any other key ends it.
    public var tagCompletion: TagCompletion?
    /// The values the form opened with, for the "changed?" check.
    private(set) var original: Snapshot
    /// The rule the task had: kept as it is while the Repeat field still shows its words, so a custom rule
    /// (which no phrase can say) or a COUNT already counted down survives an edit of another field.
    let originalRepeat: TaskRepeat?

    /// The comparable content of the form: each field's text, in Tab order.
    struct Snapshot: Hashable, Sendable {
        var values: [String]
    }

    /// A form for `item`, or an empty one for a new task when `item` is nil.
    public init(item: TodoItem?) {
        uid = item?.uid
        id = item?.id
        title = TextField(item?.title ?? "")
        notes = TextField(item?.notes ?? "", allowsNewlines: true)
        deadline = TextField(item?.deadlineWithTime?.description ?? "")
        start = TextField(
            item?.isSomeday == true ? Deadline.somedayWord : item?.startWithTime?.description ?? "")
        repeats = TextField(item?.repeats?.words ?? "")
        originalRepeat = item?.repeats
        // A blank after the last tag, so typing at the end starts a new one.
        let labels = item?.tags.map(\.label) ?? []
        tags = TextField(labels.isEmpty ? "" : labels.joined(separator: " ") + " ")
        // The title comes with the read the form asks for as it opens (`parentRead`).
        parent = TextField("")
        parentUID = item?.parentUID
        originalParentUID = item?.parentUID
        isImportant = item?.isImportant ?? false
        isUrgent = item?.isUrgent ?? false
        isDone = item?.isDone ?? false
        wasCancelled = item?.isCancelled ?? false
        for field in PlainField.allCases {
            plainFields[field] = TextField(item.flatMap(field.value(in:)).map(field.kind.shortText) ?? "")
        }
        original = Snapshot(values: [])
        original = snapshot
    }

    var snapshot: Snapshot {
        Snapshot(values: FormField.allCases.map(comparedValue))
    }

    /// What the dirty check compares of `field`: its text (the tag words, blanks between them not counted),
    /// or a checkbox's state.
    private func comparedValue(_ field: FormField) -> String {
        switch field {
        case .title: title.text
        case .notes: notes.text
        case .deadline: deadline.text
        case .start: start.text
        case .repeats: repeats.text
        case .tags: Self.words(tags.text).joined(separator: " ")
        // The choice, not the shown title (which arrives after the form opens); typed text while none.
        case .parent: parentUID ?? "\u{1}" + parent.text
        case .important: isImportant ? "1" : "0"
        case .urgent: isUrgent ? "1" : "0"
        case .done: isDone ? "1" : "0"
        case .plain(let field): plainFields[field]?.text ?? ""
        }
    }

    /// The blank-separated words of `text`.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Whether anything differs from what the form opened with.
    public var isDirty: Bool { snapshot != original }

    /// Whether this form creates a task rather than editing one.
    public var isNew: Bool { uid == nil }

    /// What the deadline field reads as against `today` (weeks from `firstWeekday`): a date with its time
    /// if one was typed, none, or the parser's error.
    public func parsedDeadline(
        today: LocalDate, firstWeekday: Weekday = .monday
    ) -> Result<Deadline?, DeadlineParseError> {
        Result { () throws(DeadlineParseError) -> Deadline? in
            try DeadlineParser(today: today, firstWeekday: firstWeekday).parseDeadline(deadline.text)
        }
    }

    /// What the start field reads as, as the deadline field does.
    public func parsedStart(
        today: LocalDate, firstWeekday: Weekday = .monday
    ) -> Result<Deadline?, DeadlineParseError> {
        Result { () throws(DeadlineParseError) -> Deadline? in
            try Deadline.start(start.text, parser: DeadlineParser(today: today, firstWeekday: firstWeekday))
        }
    }

    /// The error to show beside the start: the parser's, or that it comes after the deadline (which the
    /// store refuses, so the form says it before a save).
    public func startError(today: LocalDate, firstWeekday: Weekday = .monday) -> String? {
        switch parsedStart(today: today, firstWeekday: firstWeekday) {
        case .failure(let error): return error.message
        case .success(nil): return nil
        case .success(let start?):
            guard case .success(let deadline?) = parsedDeadline(today: today, firstWeekday: firstWeekday),
                deadline.comesBefore(start: start)
            else { return nil }
            return start.date == .someday
                ? "Someday has no deadline: clear it first" : "Starts after the deadline"
        }
    }

    /// The error to show beside the title, if any.
    public var titleError: String? {
        TodoItem.normalizedTitle(title.text) == nil ? "A task needs a title" : nil
    }

    /// The error to show beside the deadline, if any.
    public func deadlineError(today: LocalDate, firstWeekday: Weekday = .monday) -> String? {
        if case .failure(let error) = parsedDeadline(today: today, firstWeekday: firstWeekday) {
            return error.message
        }
        return nil
    }

    /// What the Tags field reads as: the tags, or why one of its words is not a tag.
    public var parsedTags: Result<TagSet, TagError> {
        Result { () throws(TagError) -> TagSet in try TagSet(parsing: Self.words(tags.text)) }
    }

    /// The error to show under the tags once it is worth showing: after a refused save, or when the
    /// keyboard has left the field (not while a word is half typed, "#" on its way to "#work").
    public var tagsError: String? {
        guard showsErrors || focus != .tags, case .failure(let error) = parsedTags else { return nil }
        return error.description
    }

    /// The text field with the keyboard, if the focus is on one.
    public var focusedField: TextField? {
        switch focus {
        case .title: title
        case .notes: notes
        case .deadline: deadline
        case .start: start
        case .repeats: repeats
        case .tags: tags
        case .parent: parent
        case .plain(let field): plainFields[field]
        case .important, .urgent, .done: nil
        }
    }
}
