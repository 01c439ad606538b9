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

    /// The edit the form describes, every field of it, checked: `nil` with `showsErrors` set when a field is
    /// wrong. Each form field writes its task field here: a new one is a compile error until it does.
    mutating func validated(today: LocalDate, firstWeekday: Weekday = .monday) -> TaskEdit? {
        guard let title = TodoItem.normalizedTitle(title.text),
            case .success(let deadline) = parsedDeadline(today: today, firstWeekday: firstWeekday),
            case .success(let repeats) = parsedRepeat(today: today, firstWeekday: firstWeekday),
            case .success(let tags) = parsedTags
        else {
            showsErrors = true
            return nil
        }
        var edit = TaskEdit()
        for field in FormField.allCases {
            switch field {
            case .title: edit.title = title
            case .notes: edit.notes = notes.text
            case .deadline:
                edit.deadline = .some(deadline?.date)
                edit.deadlineTime = deadline?.time
            case .repeats: edit.repeats = .some(repeats)
            case .tags: edit.tags = tags
            case .important: edit.isImportant = isImportant
            case .urgent: edit.isUrgent = isUrgent
            case .done: edit.isDone = isDone
            }
        }
        return edit
    }
}
