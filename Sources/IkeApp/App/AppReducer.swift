import IkeCore
import IkeTerm

/// The only writer of `AppState`: applies one action and returns the effects to run. No I/O happens here.
///
/// Screen actions go to their screen's reducer; what crosses screens (routing shared keys, switching
/// screens, the selected task, commits and undo) is decided here. Actions a reducer asks to follow
/// (`Reaction.then`) are reduced within the same call, and a screen that must be read again gets one
/// `Effect.load` built from the final state, after the other effects.
public func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
    var reaction = state.reduceAction(action)
    var index = 0
    while index < reaction.then.count {
        reaction = reaction + state.reduceAction(reaction.then[index])
        index += 1
    }
    // The header's "3 to sync" follows every commit, here or elsewhere, and every sync.
    if state.sync != nil && action.changesWhatWaitsForSync { reaction.effects.append(.readSyncStatus) }
    guard reaction.reloads else { return reaction.effects }
    return reaction.effects + [.load(state.loadRequest(narrowedTo: reaction.narrowing))]
}

extension AppState {
    mutating func reduceAction(_ action: Action) -> Reaction {
        if action.isUserIntent {
            status = nil
            if action != .interrupt { isQuitArmed = false }
        }
        switch action {
        case .moveSelection(let delta): return moveSelection(by: delta)
        case .pageUp: return moveSelection(by: -max(1, layout.visibleTaskCount - 1))
        case .pageDown: return moveSelection(by: max(1, layout.visibleTaskCount - 1))
        case .selectFirst: return moveSelection(by: Int.min / 2)
        case .selectLast: return moveSelection(by: Int.max / 2)
        case .toggleHideDone:
            return reduceAction(.list(.toggleHideDone))
        case .toggleFutureStarts:
            return reduceAction(.list(.toggleFutureStarts))
        case .toggleDoneOccurrences:
            return reduceAction(.list(.toggleDoneOccurrences))
        case .toggleIDs:
            showsIDs.toggle()
            status = StatusMessage(
                showsIDs ? "Task ids shown (for ike done ID and other commands)" : "Task ids hidden",
                hint: keys.hint(.viewIDs, "toggle"))
            return .none

        case .toggleDone, .deleteTask:
            if let item = selectedTask, let choice = stepsChoice(for: action, item) {
                mode = .stepsChoice(choice)
                return .none
            }
            if let item = selectedTask, let read = stepsRead(for: action, item) { return [.load(read)] }
            return changeSelectedTask(action)
        case .stepsCounted(let uid, let kind, let count): return stepsCounted(uid: uid, kind, count)
        case .toggleCancelled, .toggleImportant, .toggleUrgent, .skipOccurrence:
            return changeSelectedTask(action)
        case .answerSteps(let answer): return answerSteps(answer)
        case .deferTask:
            guard let item = selectedTask else { return .none }
            guard !item.isDone else {
                status = StatusMessage(
                    TaskLabel.quoted(item.title) + " is \(item.status.words): it has no start to move")
                return .none
            }
            mode = .deferStart(DeferPrompt(item))
            return .none
        case .openEditor:
            guard let item = selectedTask else { return .none }
            mode = .editForm(EditFormState(item: item))
            return [EditFormState.tagsRead, EditFormState.parentRead(item)]
        case .openNewTaskForm:
            mode = .editForm(EditFormState(item: nil))
            return [EditFormState.tagsRead]
        case .undo:
            guard let entry = history.nextUndo else { return .none }
            return [.undo(entry)]
        case .redo:
            guard let entry = history.nextRedo else { return .none }
            return [.redo(entry)]

        case .nextScreen: return stepScreen(by: 1)
        case .previousScreen: return stepScreen(by: -1)
        case .showScreen(let target): return show(target)
        case .showHelp:
            mode = .help
            helpScroll = 0
            return pauseCountdowns(.help, true)
        case .scrollHelp(let delta):
            // The view clamps to the real line count; this bound only stops runaway presses.
            helpScroll = min(max(0, helpScroll + delta), keys.bindings.count * 2)
            return .none
        case .closeOverlay:
            mode = .normal
            return pauseCountdowns(.help, false)
        case .typed(let key):
            switch mode {
            case .editForm: return reduceAction(.form(.typed(key)))
            case .tagChooser: return reduceAction(.tagFilter(.typed(key)))
            default: return reduceAction(.list(.typed(key)))
            }
        case .paste(let text):
            switch mode {
            case .editForm: return reduceAction(.form(.paste(text)))
            case .tagChooser: return reduceAction(.tagFilter(.paste(text)))
            default: return reduceAction(.list(.paste(text)))
            }

        case .list(let action): return reduceScreen(\.list) { ListReducer.reduce(&$0, action, &$1) }
        case .goals(let action): return reduceScreen(\.goals) { GoalsReducer.reduce(&$0, action, &$1) }
        case .matrix(.add):
            // The list's quick add, one line and its markers, into the focused quadrant.
            let reaction = reduceAction(.list(.startQuickAdd))
            list.quickAddQuadrant = matrix.focused
            return reaction
        case .matrix(let action): return reduceScreen(\.matrix) { MatrixReducer.reduce(&$0, action, &$1) }
        case .review(let action): return reduceScreen(\.review) { ReviewReducer.reduce(&$0, action, &$1) }
        case .openFocus: return openFocus(on: selectedTask)
        case .focusOn(let item): return openFocus(on: item)
        case .focus(let action):
            let reaction = reduceScreen(\.focus) { FocusReducer.reduce(&$0, action, &$1) }
            // A round under the card goes on when the card closes.
            guard focus.session == nil, action.closesCard, screen == .review else { return reaction }
            return reaction + reduceAction(.review(.pause(.away, false)))
        case .stats(let action): return reduceScreen(\.stats) { StatsReducer.reduce(&$0, action, &$1) }
        case .form(let action):
            return reduceScreen(\.mode) { _, context in FormReducer.reduce(action, &context) }
        case .tagFilter(let action): return reduceScreen(\.list) { TagFilterReducer.reduce(&$0, action, &$1) }
        case .sync(let action): return reduceScreen(\.sync) { SyncReducer.reduce(&$0, action, &$1) }

        case .started:
            guard let deck = openingDeck else { return .reload }
            openingDeck = nil
            review.source = deck
            return show(.review) + [.buildDeck(deck, today: today, firstWeekday: list.firstWeekday)]
        case .storeChanged: return .reload
        case .checkDue: return [.load(.dueCounts(today))]
        case .reviewDue:
            review.source = .due
            return show(.review) + [.buildDeck(.due, today: today, firstWeekday: list.firstWeekday)]
        case .dueCountsRead(let counts):
            let previous = dueCounts
            dueCounts = counts
            guard counts != previous else { return .none }
            if let previous, status != nil, status == dueMessage(previous) {
                // The counts on the line stay true whatever moved them.
                status = counts.isEmpty ? nil : dueMessage(counts)
            } else if status == nil && !counts.isEmpty
                && previous.map({ counts.overdue > $0.overdue }) ?? true
            {
                // Said on start and on a new day, and again when more became overdue (a timed deadline
                // passed, another program added one), unless something more pressing is on the line.
                status = dueMessage(counts)
            }
            // The overdue view holds what the counts count: read it again when they moved. A start time
            // that came shows a task the list and the matrix hid until then.
            guard let previous, screen == .list || screen == .matrix else { return .none }
            let started = counts.startedToday != previous.startedToday && !list.showsFutureStarts
            return started || (screen == .list && list.view == .overdue) ? .reload : .none
        case .resized(let newSize):
            size = newSize
            return list.ensureSelectionVisible(layout)
        case .suspend:
            return pauseCountdowns(.suspended, true) + [.suspend]
        case .resumed: return pauseCountdowns(.suspended, false)
        case .focusChanged(let focused): return pauseCountdowns(.focusLost, !focused)
        case .tick(let now):
            let effects = focus.session?.tick(now) ?? []
            return reduceAction(.review(.tick(now))) + Reaction(effects: effects)
        case .dayChanged(let day):
            now = LocalMoment(startOf: day)
            dueCounts = nil
            // Yesterday's counts and messages are stale ("1 overdue" that is now due today, "Done: …"): the
            // new day's counts take the line when they are read. A failure stays until it is dealt with.
            if status?.kind == .info { status = nil }
            return .reload + [.load(.dueCounts(day))]
        case .minuteChanged(let moment):
            guard moment.date == today else {
                let newDay = reduceAction(.dayChanged(moment.date))
                now = moment
                return newDay
            }
            now = moment
            // Counting is two index reads; once a minute it keeps the counts (and the overdue view) on time.
            return dueCounts == nil ? .none : [.load(.dueCounts(today))]
        case .quit:
            isRunning = false
            // A round in progress ends with the app: it is recorded before the loop stops.
            return reduceAction(.review(.appQuits)) + [.quit]
        case .interrupt: return interrupt()

        case .committed(let entry):
            history.record(entry)
            _ = reduceAction(.review(.committed(entry)))
            let wasQuickAdd = mode.isQuickAdd
            if mode.form != nil { mode = .normal }
            status = StatusMessage(entry.label, hint: keys.hint(.historyUndo, "undo"))
            let inserted = entry.mutation.insertedUIDs
            if !inserted.isEmpty { list.unsavedLine = nil }
            let shared = list.filter
            if shared.hasText || shared.expression != nil || list.isViewNarrowed
                || list.tagFilter != nil
            {
                // A task added under a kept search, view or tag stays in sight until the filter changes.
                list.pinnedUIDs += inserted
            }
            // A done occurrence that completing a recurring task recorded is not what the person added: the
            // selection stays on the task they completed.
            if case .insert(let item) = entry.mutation.lastInsert, item.seriesUID == nil {
                list.follow(item.uid)
                goals.selectedUID = item.uid
                matrix.remember(item, today: today)
                if wasQuickAdd { list.lastQuickAddUID = item.uid }
            }
            return reloadAfter(entry.mutation)
        case .undone(let entry):
            history.didUndo()
            // The review's own effects stay: an undo after time is up changes what its round record counts.
            let review = reduceAction(.review(.undone(entry)))
            status = StatusMessage("Undone: " + entry.label, hint: keys.hint(.historyRedo, "redo"))
            if let uid = entry.mutation.uids.first, !entry.mutation.isInsertOnly { list.follow(uid) }
            return Reaction(effects: review.effects, reloads: true)
        case .redone(let entry):
            history.didRedo()
            status = StatusMessage("Redone: " + entry.label, hint: keys.hint(.historyUndo, "undo"))
            return .reload
        case .failed(let message):
            _ = reduceAction(.review(.changeFailed))
            status = StatusMessage(message, kind: .error)
            return .reload
        case .editedTaskGone(let uid):
            guard case .editForm(var form) = mode, form.uid == uid else {
                status = StatusMessage("That task was deleted by another program", kind: .error)
                return .reload
            }
            form.uid = nil
            form.id = nil
            mode = .editForm(form)
            status = StatusMessage(
                "Another program deleted this task: \(keys.keyName(.formSave)) saves it as a new one, "
                    + "\(keys.keyName(.formCancel)) discards it",
                kind: .error)
            return .reload
        case .undoFailed(let message):
            history.discardUndo()
            status = StatusMessage("Cannot undo: " + message, kind: .error)
            return .reload
        case .redoFailed(let message):
            history.discardRedo()
            status = StatusMessage("Cannot redo: " + message, kind: .error)
            return .reload
        case .writePending(let label):
            pendingWrites += 1
            status = StatusMessage("Saving when the database is free: " + label)
            return .none
        case .writeSettled:
            pendingWrites = max(0, pendingWrites - 1)
            return .none
        case .loadFailed(let message):
            // No reload: reading again now would most likely fail again, in a loop.
            status = StatusMessage("Cannot read the database: " + message, kind: .error)
            return .none
        case .showStatus(let message):
            status = message
            return .none
        }
    }

    /// Ctrl-C: text typed into the form or quick add is not thrown away by one press. The form asks
    /// its discard question (a second Ctrl-C there quits); quick add says what would be lost.
    private mutating func interrupt() -> Reaction {
        switch mode {
        case .editForm(let form) where form.isDirty && !form.isConfirmingDiscard:
            return reduceAction(.form(.cancel))
        case .quickAdd(let field) where !field.text.isEmpty && !isQuitArmed:
            isQuitArmed = true
            let key = keys.keyName(.appInterrupt)
            status = StatusMessage(
                "\(key) again quits without adding “\(field.text)”; \(keys.keyName(.quickAddSave)) adds it")
            return .none
        default:
            return reduceAction(.quit)
        }
    }

    /// Moves the selection on the screen that is showing.
    private mutating func moveSelection(by delta: Int) -> Reaction {
        switch screen {
        case .list: reduceAction(.list(.moveSelection(by: delta)))
        case .goals: reduceAction(.goals(.moveSelection(by: delta)))
        case .matrix: reduceAction(.matrix(.moveSelection(by: delta)))
        case .review, .stats: .none
        }
    }

    /// "2 overdue · 3 due today" with the key that reviews them.
    private func dueMessage(_ counts: DueCounts) -> StatusMessage {
        StatusMessage(counts.summary, hint: keys.hint(.reviewDue, "review"))
    }

    /// "Mon 7 Dec", "Mon 7 Dec 9:30": the next occurrence keeps the task's time of day.
    static func dueWords(_ deadline: LocalDate, _ time: TimeOfDay?) -> String {
        deadline.shortDescription + (time.map { " " + $0.description } ?? "")
    }

    /// Turns a change key into a store change on the selected task.
    mutating func changeSelectedTask(_ action: Action) -> Reaction {
        guard let item = selectedTask else { return .none }
        let title = TaskLabel.quoted(item.title)
        switch action {
        case .toggleDone:
            let next = item.isDone ? nil : item.nextOccurrence(after: today)
            let label =
                (item.isCancelled ? "Reopened: " : item.isDone ? "Not done: " : "Done: ") + title
                + (next.map { " · next due " + Self.dueWords($0.deadline, item.deadlineTime) } ?? "")
            return [.change(.setDone(uid: item.uid, !item.isDone), label: label)]
        case .toggleCancelled:
            if item.isCancelled {
                return [.change(.setDone(uid: item.uid, false), label: "Reopened: " + title)]
            }
            let repeating = item.repeats != nil ? " · it repeats no more" : ""
            return [.change(.cancel(uid: item.uid), label: "Cancelled: " + title + repeating)]
        case .skipOccurrence:
            guard !item.isDone, item.repeats?.rule != nil else {
                status = StatusMessage(
                    title + (item.isDone ? " is \(item.status.words)" : " does not repeat")
                        + ": there is no occurrence to skip")
                return .none
            }
            let next = item.nextOccurrence(after: today)
            let label =
                "Skipped: " + title
                + (next.map { " · next due " + Self.dueWords($0.deadline, item.deadlineTime) }
                    ?? ", the last time")
            return [.change(.skipOccurrence(uid: item.uid), label: label)]
        case .toggleImportant:
            let label = (item.isImportant ? "Not important: " : "Important: ") + title
            return [.change(.setImportant(uid: item.uid, !item.isImportant), label: label)]
        case .toggleUrgent:
            let label = (item.isUrgent ? "Not urgent: " : "Urgent: ") + title
            return [.change(.setUrgent(uid: item.uid, !item.isUrgent), label: label)]
        case .deleteTask:
            return [.change(.delete(uid: item.uid), label: "Deleted " + title)]
        default:
            return .none
        }
    }

    /// Tab / Shift-Tab: the next or previous screen, wrapping around.
    private mutating func stepScreen(by delta: Int) -> Reaction {
        let all = Screen.allCases
        return show(all[((all.firstIndex(of: screen)! + delta) % all.count + all.count) % all.count])
    }

    /// Switches screens, keeping the same task selected where it is shown.
    private mutating func show(_ target: Screen) -> Reaction {
        guard target != screen else { return .none }
        let uid = selectedTask?.uid
        // A round waits while another screen shows, and goes on when the review screen shows again.
        _ = reduceAction(.review(.pause(.away, target != .review)))
        screen = target
        switch target {
        case .list: if let uid { list.follow(uid) }
        case .goals: goals.selectedUID = uid ?? goals.selectedUID
        case .matrix:
            // The matrix keeps its own selection; the list's comes along when it has none.
            if let item = matrix.selectedItem ?? list.selectedItem { matrix.follow(item, today: today) }
        case .review, .stats: break
        }
        return .reload
    }
}
