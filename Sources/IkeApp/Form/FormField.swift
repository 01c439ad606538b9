/// The fields of the edit form, in Tab order.
public enum FormField: Int, CaseIterable, Hashable, Sendable {
    case title, notes, deadline, repeats, tags, important, urgent, done

    /// The label shown before the field.
    public var label: String {
        switch self {
        case .title: "Title"
        case .notes: "Notes"
        case .deadline: "Deadline"
        case .repeats: "Repeat"
        case .tags: "Tags"
        case .important: "Important"
        case .urgent: "Urgent"
        case .done: "Done"
        }
    }

    /// Whether the field is a checkbox (Space toggles it) rather than text.
    public var isCheckbox: Bool { rawValue >= FormField.important.rawValue }
}
