import IkeCore
import IkeTerm

/// The quick-add and search fields of the list: typing, pasting, Enter and Esc.
enum FieldReducer {
    /// A key typed into the quick-add or search field.
    static func typed(_ key: Key, _ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        switch context.mode {
        case .quickAdd(var field):
            _ = field.apply(key)
            context.mode = .quickAdd(field)
            return .none
        case .search(var field):
            guard field.apply(key) else { return .none }
            context.mode = .search(field)
            return setSearch(field.text, &list)
        case .deferStart(var prompt):
            _ = prompt.field.apply(key)
            context.mode = .deferStart(prompt)
            return .none
        case .normal, .help, .editForm, .tagChooser, .stepsChoice, .whenChoice:
            return .none
        }
    }

    /// Pasted text: in quick add, several lines add one task each; in search it is typed.
    static func paste(_ text: String, _ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        switch context.mode {
        case .quickAdd(var field):
            let lines = text.split(whereSeparator: \.isNewline).compactMap {
                TodoItem.normalizedTitle(String($0))
            }
            if lines.count > 1 {
                let typed = TodoItem.normalizedTitle(field.text).map { [$0] } ?? []
                field.setText("")
                context.mode = .quickAdd(field)
                return addTasks(typed + lines, list, &context) ?? .none
            }
            field.insert(text)
            context.mode = .quickAdd(field)
            return .none
        case .search(var field):
            field.insert(text)
            context.mode = .search(field)
            return setSearch(field.text, &list)
        case .deferStart(var prompt):
            prompt.field.insert(text.split(whereSeparator: \.isNewline).joined(separator: " "))
            context.mode = .deferStart(prompt)
            return .none
        case .normal, .help, .editForm, .tagChooser, .stepsChoice, .whenChoice:
            context.status = StatusMessage(
                "To add pasted lines as tasks, press \(context.keys.keyName(.taskQuickAdd)) first, then paste"
            )
            return .none
        }
    }

    /// Enter: quick add saves the line and takes the next (an empty line ends adding); search keeps its
    /// filter.
    static func submit(_ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        switch context.mode {
        case .quickAdd(let field): return saveLine(field, &list, &context)
        case .search:
            context.mode = .normal
            return .none
        case .deferStart(let prompt): return deferTask(prompt, &context)
        case .normal, .help, .editForm, .tagChooser, .stepsChoice, .whenChoice:
            return .none
        }
    }

    /// Enter in the defer prompt: the task starts on the day typed (tomorrow for none), or the prompt
    /// stays open saying why it cannot.
    private static func deferTask(_ prompt: DeferPrompt, _ context: inout ScreenContext) -> Reaction {
        switch prompt.start(today: context.today, firstWeekday: context.firstWeekday) {
        case .failure(let error):
            context.status = StatusMessage(error.message, kind: .error)
            return .none
        case .success(let start):
            context.mode = .normal
            if prompt.decidesCard { return .then(.review(.deferCard(start))) }
            var edit = TaskEdit()
            edit.start = .some(start.date)
            edit.startTime = start.time
            let label =
                (start.date == .someday ? "Someday: " : "Starts \(start.startDescription): ")
                + TaskLabel.quoted(prompt.title)
            return [.change(.save(uid: prompt.uid, edit), label: label)]
        }
    }

    /// Esc: quick add stops, adding the line typed so far (the footer calls it "done"); search clears
    /// its filter.
    static func cancel(_ list: inout ListState, _ context: inout ScreenContext) -> Reaction {
        switch context.mode {
        case .quickAdd(let field):
            // Esc cancels, as everywhere; the line waits for the next quick add rather than being lost.
            context.mode = .normal
            list.draftLine = field.text.isEmpty ? nil : field.text
            return .none
        case .search:
            context.mode = .normal
            return setSearch("", &list)
        case .deferStart:
            context.mode = .normal
            return .none
        case .normal, .help, .editForm, .tagChooser, .stepsChoice, .whenChoice:
            return .none
        }
    }

    /// Adds the line in `field` and empties the field for the next one; an empty line ends adding. A line
    /// whose `due:` cannot be read stays in the field, quick add open.
    private static func saveLine(
        _ field: TextField, _ list: inout ListState, _ context: inout ScreenContext
    ) -> Reaction {
        guard let title = TodoItem.normalizedTitle(field.text) else {
            context.mode = .normal
            return .none
        }
        guard let reaction = addTasks([title], list, &context, strict: true) else { return .none }
        // Kept until the write lands, so a failed save puts the line back.
        list.unsavedLine = field.text
        context.mode = .quickAdd(TextField())
        return reaction
    }

    private static func setSearch(_ text: String, _ list: inout ListState) -> Reaction {
        guard text != list.searchText else { return .none }
        list.searchText = text
        list.filterChanged()
        return .reload
    }

    /// The start that hides the one task a line adds, if the list hides starts and it is to come.
    private static func hiddenUntil(
        _ lines: [QuickAddLine], _ list: ListState, _ context: ScreenContext
    )
        -> Deadline?
    {
        guard !list.showsFutureStarts, lines.count == 1, lines[0].markerError == nil,
            let start = lines[0].start
        else { return nil }
        let moment = LocalMoment(startOf: start.date).adding(minutes: start.time?.minutes ?? 0)
        return moment > context.now ? start : nil
    }

    /// Adds one task per line, read for quick add's markers; a typed line whose `due:` cannot be read is
    /// refused (`nil`) so that its text stays in the field, a pasted one keeps the word in its title.
    private static func addTasks(
        _ titles: [String], _ list: ListState, _ context: inout ScreenContext, strict: Bool = false
    ) -> Reaction? {
        guard !titles.isEmpty else { return nil }
        let lines = titles.map { QuickAddLine($0, today: context.today, firstWeekday: context.firstWeekday) }
        if strict, let error = lines.first(where: { $0.markerError != nil })?.markerError {
            context.status = StatusMessage("Not added: " + error, kind: .error)
            return nil
        }
        let placement =
            list.lastQuickAddUID.map { Placement.after(uid: $0) } ?? list.quickAddStep?.placement ?? .top
        let quadrant = list.quickAddQuadrant
        let edits = zip(titles, lines).compactMap { typed, line -> TaskEdit? in
            // A line that is all markers keeps its words as the title rather than vanishing.
            let title = line.markerError == nil ? (line.title.isEmpty ? typed : line.title) : typed
            // From the matrix, the focused quadrant's flags; a marker adds its own.
            let important = line.isImportant || quadrant?.isImportant == true
            let urgent = line.isUrgent || quadrant?.isUrgent == true
            var edit = TaskEdit(
                title: title, deadline: line.markerError == nil ? .some(line.deadline) : .none,
                deadlineTime: line.deadlineTime,
                important: important ? true : nil, urgent: urgent ? true : nil,
                tags: line.tags.isEmpty ? nil : line.tags,
                repeats: line.markerError == nil ? line.repeats.map(TaskRepeat.rule) : .none)
            edit.plain = line.plain.mapValues { .some($0) }
            // Added into a quadrant it is placed there, Eliminate too; elsewhere unflagged, in the inbox.
            edit.placesInMatrix = quadrant != nil
            if let step = list.quickAddStep { edit.parent = .some(step.parentUID) }
            if line.markerError == nil, let start = line.start {
                edit.start = .some(start.date)
                edit.startTime = start.time
            }
            return edit
        }
        let names = edits.map { $0.title! }
        var label = names.count == 1 ? "Added " + TaskLabel.quoted(names[0]) : "Added \(names.count) tasks"
        if let hidden = Self.hiddenUntil(lines, list, context), names.count == 1 {
            // It leaves the list at once: say where it went, and how to see it.
            let until =
                hidden.date == .someday ? "kept for someday" : "hidden until \(hidden.shortDescription)"
            label += ", \(until) (\(context.keys.keyName(.viewFutureStarts)) shows it)"
        }
        if !lines.contains(where: \.hasMarkers) && quadrant?.isImportant != true && quadrant?.isUrgent != true
            && list.quickAddStep == nil
        {
            return [.change(.add(titles: names, at: placement), label: label)]
        }
        return [.change(.addEdited(edits, at: placement), label: label)]
    }
}
