import IkeCore
import IkeTerm

extension EditFormState {
    /// A key typed into the focused text field (checkboxes take no text).
    mutating func edit(_ key: Key) {
        switch focus {
        case .title: _ = title.apply(key)
        case .notes: _ = notes.apply(key)
        case .deadline: _ = deadline.apply(key)
        case .start: _ = start.apply(key)
        case .repeats: _ = repeats.apply(key)
        case .tags: _ = tags.apply(key)
        case .parent:
            let before = parent.text
            _ = parent.apply(key)
            // Typing names no task until Tab chooses one.
            if parent.text != before { parentUID = nil }
        case .plain(let field): _ = plainFields[field]?.apply(key)
        case .important, .urgent, .done: break
        }
    }

    /// Moves the focus `delta` fields, wrapping around.
    mutating func moveFocus(by delta: Int) {
        let fields = FormField.allCases
        let index = fields.firstIndex(of: focus) ?? 0
        deadline.isSelected = false
        start.isSelected = false
        focus = fields[((index + delta) % fields.count + fields.count) % fields.count]
        // A date is more often replaced than edited: entering its field selects it, so typing "fri"
        // gives "fri", not "2026-11-27fri".
        if focus == .deadline { deadline.isSelected = true }
        if focus == .start { start.isSelected = true }
    }

    /// The checklist entry (its index) whose line the Notes cursor is on, from the line's start up to its
    /// box's `]`; after the box Space types, so `- [ ] ` can still be typed.
    func checklistEntryAtCursor() -> Int? {
        let characters = Array(notes.text)
        let cursor = min(notes.cursor, characters.count)
        let before = characters[..<cursor]
        let line = before.count(where: Checklist.isLineBreak)
        let lineStart = (before.lastIndex(where: Checklist.isLineBreak) ?? -1) + 1
        guard let entry = Checklist(notes: notes.text).entries.firstIndex(where: { $0.line == line }),
            let open = characters[lineStart...].firstIndex(of: "[")
        else { return nil }
        return cursor <= open + 2 ? entry : nil
    }

    /// Space: toggles the focused checkbox, or types a space into a text field.
    mutating func toggleOrSpace() {
        switch focus {
        case .important: isImportant.toggle()
        case .urgent: isUrgent.toggle()
        case .done: isDone.toggle()
        case .notes:
            // On a checklist line, up to its box's `]`, Space ticks the box (issue 33, item 5).
            if let entry = checklistEntryAtCursor() {
                let cursor = notes.cursor
                notes.setText(Checklist.toggling(entry, in: notes.text))
                notes.cursor = cursor
            } else {
                edit(.char(" "))
            }
        case .title, .deadline, .start, .repeats, .tags, .parent, .plain: edit(.char(" "))
        }
    }

    /// The edit the form describes, every field of it, checked: `nil` with `showsErrors` set when a field is
    /// wrong. Each form field writes its task field here: a new one is a compile error until it does.
    mutating func validated(today: LocalDate, firstWeekday: Weekday = .monday) -> TaskEdit? {
        guard let title = TodoItem.normalizedTitle(title.text),
            case .success(let deadline) = parsedDeadline(today: today, firstWeekday: firstWeekday),
            case .success(let start) = parsedStart(today: today, firstWeekday: firstWeekday),
            startError(today: today, firstWeekday: firstWeekday) == nil,
            case .success(let repeats) = parsedRepeat(today: today, firstWeekday: firstWeekday),
            case .success(let tags) = parsedTags,
            case .success(let plain) = parsedPlainFields(today: today, firstWeekday: firstWeekday),
            case .success(let parent) = parsedParent
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
            case .start:
                edit.start = .some(start?.date)
                edit.startTime = start?.time
            case .repeats: edit.repeats = .some(repeats)
            case .tags: edit.tags = tags
            case .parent: if parent != originalParentUID { edit.parent = .some(parent) }
            case .important: edit.isImportant = isImportant
            case .urgent: edit.isUrgent = isUrgent
            case .done: edit.isDone = isDone
            case .plain(let field): edit.plain[field] = .some(plain[field] ?? nil)
            }
        }
        return edit
    }
}

extension EditFormState {
    /// What a plain field's text reads as: its value, `nil` for an empty field, or the error; a day as the
    /// deadline reads one against `today` (`fri`, `+3d`).
    public func parsed(
        _ field: PlainField, today: LocalDate, firstWeekday: Weekday = .monday
    ) -> Result<PlainValue?, PlainFieldError> {
        let text = plainFields[field]?.text ?? ""
        if text.allSatisfy(\.isWhitespace) { return .success(nil) }
        guard let value = field.kind.value(text, today: today, firstWeekday: firstWeekday) else {
            return .failure(PlainFieldError(field: field))
        }
        return .success(value)
    }

    /// Every plain field's value, or the first error.
    func parsedPlainFields(
        today: LocalDate, firstWeekday: Weekday
    ) -> Result<[PlainField: PlainValue?], PlainFieldError> {
        var values: [PlainField: PlainValue?] = [:]
        for field in PlainField.allCases {
            switch parsed(field, today: today, firstWeekday: firstWeekday) {
            case .success(let value): values[field] = .some(value)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(values)
    }

    /// The error to show beside a plain field once it is worth showing (after a refused save, or when the
    /// keyboard has left the field).
    public func plainError(_ field: PlainField, today: LocalDate, firstWeekday: Weekday = .monday) -> String?
    {
        guard showsErrors || focus != .plain(field),
            case .failure(let error) = parsed(field, today: today, firstWeekday: firstWeekday)
        else {
            return nil
        }
        return error.message
    }
}

/// A plain field's text that says no value of its kind.
public struct PlainFieldError: Error, Hashable, Sendable {
    public let field: PlainField

    /// "Not a duration such as 30m or PT1H30M".
    public var message: String {
        let example = field.kind.example
        return "Not " + example
    }
}
