import IkeCore

/// The fields of the edit form, in Tab order: each edits one field of the task (`TaskField.formField`).
public enum FormField: CaseIterable, Hashable, Sendable {
    case title, notes, deadline, start, repeats, tags
    /// The task this one is a step of, chosen by title (issue 33, item 4).
    case parent
    /// A plain field's one line of text (`PlainField`), after the tags: every plain field has one.
    case plain(PlainField)
    case important, urgent, done

    public static let allCases: [FormField] =
        [.title, .notes, .deadline, .start, .repeats, .tags, .parent]
        + PlainField.allCases.map(FormField.plain)
        + [.important, .urgent, .done]

    /// The label shown before the field.
    public var label: String {
        switch self {
        case .title: "Title"
        case .notes: "Notes"
        case .deadline: "Deadline"
        case .start: "Start"
        case .repeats: "Repeat"
        case .tags: "Tags"
        case .parent: "Parent"
        case .important: "Important"
        case .urgent: "Urgent"
        case .done: "Done"
        case .plain(let field): field.label
        }
    }

    /// Whether the field is a checkbox (Space toggles it) rather than text.
    public var isCheckbox: Bool {
        switch self {
        case .important, .urgent, .done: true
        case .title, .notes, .deadline, .start, .repeats, .tags, .parent, .plain: false
        }
    }
}

extension TaskField {
    /// The form field that edits it; `nil` for what the form leaves to the store (when it was done goes
    /// with done, the creation time and the series are facts, the position is the list's).
    public var formField: FormField? {
        switch self {
        case .title: .title
        case .notes: .notes
        case .deadline: .deadline
        case .repeats: .repeats
        case .tags: .tags
        case .important: .important
        case .urgent: .urgent
        case .done: .done
        case .plain(let field): .plain(field)
        case .start: .start
        case .parent: .parent
        case .doneAt, .created, .series, .order: nil
        }
    }
}
