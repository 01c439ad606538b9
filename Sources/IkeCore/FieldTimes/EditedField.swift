/// The parts of a task whose last change is recorded, so that sync gives a field changed on two machines to
/// the later edit of that field, not of the whole task (Docs/Sync.md, "Merging"). The raw values are the
/// names the conflict log uses.
public enum EditedField: String, CaseIterable, Hashable, Sendable {
    case title, notes, deadline, done, important, urgent, order, tags
    case repeats = "repeat"

    /// Whether `old` and `new` differ in this field. A deadline is its date and time together.
    public func differs(_ old: TodoItem, _ new: TodoItem) -> Bool {
        switch self {
        case .title: old.title != new.title
        case .notes: old.notes != new.notes
        case .deadline: old.deadline != new.deadline || old.deadlineTime != new.deadlineTime
        case .done: old.isDone != new.isDone
        case .important: old.isImportant != new.isImportant
        case .urgent: old.isUrgent != new.isUrgent
        case .order: old.orderKey != new.orderKey
        // The names, not the set: a tag's new spelling is an edit.
        case .tags: old.tags.names != new.tags.names
        case .repeats: old.repeats != new.repeats
        }
    }

    /// The fields in which `old` and `new` differ.
    public static func changed(from old: TodoItem, to new: TodoItem) -> [EditedField] {
        allCases.filter { $0.differs(old, new) }
    }
}
