import IkeCore
import IkeTerm

extension EditFormState {
    /// A key typed into the focused text field (checkboxes take no text).
    mutating func edit(_ key: Key) {
        switch focus {
        case .title: _ = title.apply(key)
        case .notes: _ = notes.apply(key)
        case .deadline: _ = deadline.apply(key)
        case .repeats: _ = repeats.apply(key)
        case .tags: _ = tags.apply(key)
        case .important, .urgent, .done: break
        }
    }

    /// Moves the focus `delta` fields, wrapping around.
    mutating func moveFocus(by delta: Int) {
        let count = FormField.allCases.count
        deadline.isSelected = false
        focus = FormField(rawValue: ((focus.rawValue + delta) % count + count) % count)!
        // A deadline is more often replaced than edited: entering the field selects it, so typing
        // "fri" gives "fri", not "2026-11-27fri".
        if focus == .deadline { deadline.isSelected = true }
    }

    /// Space: toggles the focused checkbox, or types a space into a text field.
    mutating func toggleOrSpace() {
        switch focus {
        case .important: isImportant.toggle()
        case .urgent: isUrgent.toggle()
        case .done: isDone.toggle()
        case .title, .notes, .deadline, .repeats, .tags: edit(.char(" "))
        }
    }

    /// The task the form describes, checked: `nil` with `showsErrors` set when a field is wrong.
    mutating func validated(today: LocalDate, firstWeekday: Weekday = .monday) -> SavedTask? {
        guard let title = TodoItem.normalizedTitle(title.text),
            case .success(let deadline) = parsedDeadline(today: today, firstWeekday: firstWeekday),
            case .success(let repeats) = parsedRepeat(today: today, firstWeekday: firstWeekday),
            case .success(let tags) = parsedTags
        else {
            showsErrors = true
            return nil
        }
        return SavedTask(
            uid: uid, title: title, notes: notes.text, deadline: deadline?.date, deadlineTime: deadline?.time,
            isImportant: isImportant,
            isUrgent: isUrgent, isDone: isDone, tags: tags, repeats: repeats)
    }
}

/// What the edit form saves: every editable field of one task (`uid` nil for a new task).
public struct SavedTask: Hashable, Sendable {
    public var uid: String?
    public var title: String
    public var notes: String
    public var deadline: LocalDate?
    /// The deadline's time of day; `nil` for a deadline that lasts its whole day.
    public var deadlineTime: TimeOfDay? = nil
    public var isImportant: Bool
    public var isUrgent: Bool
    public var isDone: Bool
    /// Every tag the task will have (the form replaces the set).
    public var tags: TagSet = []
    /// How the task repeats; `nil` for not at all (the form replaces the rule).
    public var repeats: TaskRepeat?
}
