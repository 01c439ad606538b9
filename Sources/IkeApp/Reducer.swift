import IkeCore
import IkeTerm

/// The only writer of `AppState`: applies one action and returns the effects to run. No I/O happens here.
public func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
    if action.isUserIntent { state.status = nil }
    switch action {
    case .moveSelection(let delta): return state.selectOnScreen(by: delta)
    case .pageUp: return state.selectOnScreen(by: -max(1, state.layout.visibleTaskCount - 1))
    case .pageDown: return state.selectOnScreen(by: max(1, state.layout.visibleTaskCount - 1))
    case .selectFirst: return state.selectOnScreen(by: Int.min / 2)
    case .selectLast: return state.selectOnScreen(by: Int.max / 2)
    case .select(let index): return state.select(index)
    case .scroll(let delta): return state.scroll(by: delta)
    case .mouse(let event): return state.handleMouse(event)

    case .toggleDone, .toggleImportant, .toggleUrgent, .moveTaskUp, .moveTaskDown, .deleteTask:
        return state.changeSelectedTask(action)
    case .undo:
        guard let entry = state.history.nextUndo else { return [] }
        return [.undo(entry)]
    case .redo:
        guard let entry = state.history.nextRedo else { return [] }
        return [.redo(entry)]

    case .nextScreen: return state.stepScreen(by: 1)
    case .previousScreen: return state.stepScreen(by: -1)
    case .showScreen(let target): return state.show(target)
    case .shiftDeadline(let days): return state.shiftDeadline(days: days)
    case .matrixMove(let dx, let dy): return state.moveInMatrix(dx: dx, dy: dy)
    case .matrixCycle(let delta): return state.cycleMatrix(by: delta)
    case .matrixCarry(let dx, let dy): return state.carryInMatrix(dx: dx, dy: dy)
    case .addInQuadrant: return state.addInQuadrant()
    case .explainGoalsOrder:
        state.status = StatusMessage("Goals are ordered by deadline; change the order on the list (1)")
        return []
    case .reviewChoose(let delta): return state.chooseReviewSource(by: delta)
    case .reviewStart: return state.startReview()
    case .reviewDone: return state.decideCard(.done)
    case .reviewLater: return state.decideCard(.later)
    case .reviewDelete: return state.decideCard(.deleted)
    case .reviewReveal: return state.toggleReveal()
    case .reviewUndo: return state.undoDecision()
    case .reviewLeave: return state.leaveRound()
    case .reviewRestart: return state.restartRound()
    case .reviewSummary: return state.showRoundSummary()
    case .openEditor: return state.openForm(new: false)
    case .openNewTaskForm: return state.openForm(new: true)
    case .formFocus, .formToggle, .formSubmit, .formSave, .formCancel, .formConfirmDiscard:
        return state.reduceForm(action)

    case .startQuickAdd:
        state.mode = .quickAdd(TextField())
        state.list.lastQuickAddUID = nil
        return []
    case .startSearch:
        state.mode = .search(TextField(state.list.searchText))
        return []
    case .toggleHideDone where state.screen == .matrix:
        state.matrix.showsDone.toggle()
        state.status = StatusMessage(
            state.matrix.showsDone ? "Done tasks shown" : "Done tasks hidden", hint: ". toggle")
        return [.reload]
    case .toggleHideDone:
        state.list.hideDone.toggle()
        state.status = StatusMessage(
            state.list.hideDone ? "Done tasks hidden" : "Done tasks shown", hint: ". toggle")
        return [.reload]
    case .showHelp:
        state.mode = .help
        state.helpScroll = 0
        state.setReviewPaused(.help, true)
        return []
    case .scrollHelp(let delta):
        // The view clamps to the real line count; this bound only stops runaway presses.
        state.helpScroll = min(max(0, state.helpScroll + delta), KeyMap.bindings.count * 2)
        return []
    case .closeOverlay:
        state.mode = .normal
        state.setReviewPaused(.help, false)
        return []
    case .edit(let key): return state.editField(key)
    case .paste(let text): return state.paste(text)
    case .submitField: return state.submitField()
    case .cancelField: return state.cancelField()

    case .resized(let size):
        state.size = size
        return state.ensureSelectionVisible()
    case .suspend:
        state.setReviewPaused(.suspended, true)
        return [.suspend]
    case .resumed:
        state.setReviewPaused(.suspended, false)
        return []
    case .focusChanged(let focused):
        state.setReviewPaused(.focusLost, !focused)
        return []
    case .tick(let now): return state.tick(now)
    case .quit:
        state.isRunning = false
        return [.quit]
    case .storeChanged: return [.reload]

    case .loaded(let snapshot):
        state.apply(snapshot)
        return []
    case .loadedMatrix(let snapshot):
        state.apply(matrix: snapshot)
        return []
    case .loadedReview(let snapshot): return state.apply(review: snapshot)
    case .deckBuilt(let source, let deck): return state.beginRound(source, deck: deck)
    case .loadedGoals(let groups, let counts):
        state.counts = counts
        state.apply(goals: groups)
        return []
    case .committed(let entry):
        state.history.record(entry)
        state.attachToDecision(entry)
        if state.mode.form != nil { state.mode = .normal }
        state.status = StatusMessage(entry.label, hint: "u undo")
        if case .insert(let item) = entry.mutation.lastInsert {
            state.list.selectedUID = item.uid
            state.goals.selectedUID = item.uid
            state.matrix.selectedUID[item.quadrant] = item.uid
            if state.mode.isQuickAdd { state.list.lastQuickAddUID = item.uid }
        }
        return [.reload]
    case .undone(let entry):
        state.history.didUndo()
        state.bringBack(undone: entry)
        state.status = StatusMessage("Undone: " + entry.label, hint: "Ctrl-R redo")
        if let uid = entry.mutation.uids.first, !entry.mutation.isInsertOnly { state.list.selectedUID = uid }
        return [.reload]
    case .redone(let entry):
        state.history.didRedo()
        state.status = StatusMessage("Redone: " + entry.label, hint: "u undo")
        return [.reload]
    case .failed(let message):
        state.restoreFailedDecision()
        state.status = StatusMessage(message, kind: .error)
        return [.reload]
    case .undoFailed(let message):
        state.history.discardUndo()
        state.status = StatusMessage("Cannot undo: " + message, kind: .error)
        return [.reload]
    case .redoFailed(let message):
        state.history.discardRedo()
        state.status = StatusMessage("Cannot redo: " + message, kind: .error)
        return [.reload]
    case .showStatus(let message):
        state.status = message
        return []
    }
}

extension Action {
    /// Actions that come from the person (their status line replaces the last message).
    var isUserIntent: Bool {
        switch self {
        case .loaded, .loadedGoals, .loadedMatrix, .loadedReview, .deckBuilt, .committed, .undone, .redone,
            .failed, .undoFailed, .redoFailed, .showStatus, .storeChanged, .resized, .resumed, .focusChanged,
            .tick:
            false
        default: true
        }
    }
}

extension Mode {
    var isQuickAdd: Bool {
        if case .quickAdd = self { return true }
        return false
    }
}

extension Mutation {
    /// The last task this change inserted, if any (quick add selects it).
    var lastInsert: Mutation? {
        switch self {
        case .insert: self
        case .batch(let list): list.reversed().lazy.compactMap(\.lastInsert).first
        default: nil
        }
    }

    /// Whether the change only adds tasks (so undoing it leaves nothing to select).
    var isInsertOnly: Bool {
        switch self {
        case .insert: true
        case .batch(let list): list.allSatisfy(\.isInsertOnly)
        default: false
        }
    }
}
