import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// Reducer steps compared as whole states (the swift-composable-architecture way): every field that
/// changes is written out, so an unexpected change anywhere fails the test.
@Suite("Reducer")
struct ReducerTests {
    @Test func movingTheSelectionDownFollowsTheTask() {
        var state = loadedState(["A", "B", "C"])
        step(&state, .moveSelection(by: 1)) {
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-B"
        }
    }

    @Test func selectionIsClampedAtBothEnds() {
        var state = loadedState(["A", "B"])
        step(&state, .moveSelection(by: -5))  // already on the first task: nothing moves
        step(&state, .selectLast) {
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-B"
        }
        step(&state, .moveSelection(by: 3))  // already on the last task
    }

    @Test func scrollingPastTheLoadedWindowAsksForAReload() {
        var state = loadedState((0..<40).map { "T\($0)" })
        state.list.window = Array(state.list.window.prefix(30))
        state.list.count = 1_000
        // 24 rows: 18 visible tasks, a page moves 17 and keeps the selection on the last visible row.
        step(&state, .pageDown) {
            $0.list.selectedIndex = 17
            $0.list.selectedUID = "uid-T17"
        }
        step(&state, .pageDown, reloads: true) {
            $0.list.selectedIndex = 34
            $0.list.scrollTop = 17
            $0.list.selectedUID = nil  // not loaded yet
        }
    }

    @Test func toggleDoneAsksForOneChangeAndChangesNothingYet() {
        var state = loadedState(["A", "B"])
        state.status = StatusMessage("old message")
        step(&state, .toggleDone, expecting: [.change(.setDone(uid: "uid-A", true), label: "Done: “A”")]) {
            $0.status = nil  // a key replaces the last message
        }
    }

    @Test func reorderingAsksToPlaceTheTaskBesideItsNeighbour() {
        var state = loadedState(["A", "B", "C"])
        step(&state, .list(.select(index: 1))) {
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-B"
        }
        // The list changes only once the move is committed and read again.
        step(
            &state, .list(.moveTaskUp),
            expecting: [.change(.move(uid: "uid-B", .before(uid: "uid-A")), label: "Moved up: “B”")])
        step(
            &state, .list(.moveTaskDown),
            expecting: [.change(.move(uid: "uid-B", .after(uid: "uid-C")), label: "Moved down: “B”")])
        step(&state, .selectFirst) {
            $0.list.selectedIndex = 0
            $0.list.selectedUID = "uid-A"
        }
        step(&state, .list(.moveTaskUp)) { $0.status = StatusMessage("Already at the top") }
    }

    @Test func aCommittedChangeIsRecordedAndOffersUndo() {
        var state = loadedState(["A"])
        let item = state.list.window[0]
        var done = item
        done.setDone(true, at: testNow)
        let entry = UndoEntry(mutation: .update(old: item, new: done), label: "Done: “A”")
        step(&state, .committed(entry), expecting: rowReloaded(state, item.uid)) {
            $0.history.record(entry)
            $0.status = StatusMessage("Done: “A”", hint: "u undo")
        }
        #expect(state.history.undoStack == [entry] && state.history.redoStack == [])
        // Undo asks the store first; the history moves once the undo is committed.
        step(&state, .undo, expecting: [.undo(entry)]) { $0.status = nil }
        step(&state, .undone(entry), reloads: true) {
            $0.history.didUndo()
            $0.status = StatusMessage("Undone: Done: “A”", hint: "Ctrl-R redo")
        }
        #expect(state.history.nextUndo == nil && state.history.nextRedo == entry)
        step(&state, .redo, expecting: [.redo(entry)]) { $0.status = nil }
        step(&state, .redone(entry), reloads: true) {
            $0.history.didRedo()
            $0.status = StatusMessage("Redone: Done: “A”", hint: "u undo")
        }
        #expect(state.history.nextUndo == entry && state.history.nextRedo == nil)
    }

    @Test func aNewChangeClearsRedo() {
        var history = UndoHistory()
        let a = UndoEntry(mutation: .move(uid: "a", from: "a0", to: "a1"), label: "a")
        let b = UndoEntry(mutation: .move(uid: "b", from: "a0", to: "a1"), label: "b")
        history.record(a)
        history.didUndo()
        #expect(history.nextRedo == a)
        history.record(b)
        #expect(history.nextRedo == nil && history.nextUndo == b)
        history.record(UndoEntry(mutation: .batch([]), label: "nothing"))
        #expect(history.undoStack == [b])
    }

    @Test func theSelectionFollowsItsTaskThroughAReload() {
        var state = loadedState(["A", "B", "C"])
        step(&state, .list(.select(index: 2))) {
            $0.list.selectedIndex = 2
            $0.list.selectedUID = "uid-C"
        }
        let moved = [task("C", 0), task("A", 1), task("B", 2)]
        let snapshot = ListSnapshot(
            counts: TaskCounts(open: 3, done: 0), count: 3, windowOffset: 0, window: moved, indexOfSelected: 0
        )
        step(&state, .list(.loaded(snapshot))) {
            $0.list.window = moved
            $0.list.selectedIndex = 0
        }
    }

    @Test func whenTheSelectedTaskDisappearsTheSelectionKeepsItsPlace() {
        var state = loadedState(["A", "B", "C"])
        step(&state, .list(.select(index: 2))) {
            $0.list.selectedIndex = 2
            $0.list.selectedUID = "uid-C"
        }
        let window = [task("A", 0), task("B", 1)]
        let snapshot = ListSnapshot(
            counts: TaskCounts(open: 2, done: 0), count: 2, windowOffset: 0, window: window,
            indexOfSelected: nil)
        step(&state, .list(.loaded(snapshot))) {
            $0.list.window = window
            $0.list.count = 2
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-B"
            $0.counts = TaskCounts(open: 2, done: 0)
        }
    }

    @Test func quickAddKeepsABurstInOrder() {
        var state = loadedState(["A"])
        step(&state, .list(.startQuickAdd)) { $0.mode = .quickAdd(TextField()) }
        for text in prefixes("할 일") {
            step(&state, .typed(.char(text.last!))) { $0.mode = .quickAdd(TextField(text)) }
        }
        // The field empties for the next title; the task appears once committed.
        step(
            &state, .list(.submitField),
            expecting: [.change(.add(titles: ["할 일"], at: .top), label: "Added “할 일”")]
        ) {
            $0.mode = .quickAdd(TextField())
            $0.list.unsavedLine = "할 일"  // put back if saving it fails
        }
        let saved = TodoItem(uid: "new-1", title: "할 일", createdAt: testNow)
        let entry = UndoEntry(mutation: .insert(saved), label: "Added “할 일”")
        // The new task is selected on every screen (the list's index follows once it is read again).
        step(&state, .committed(entry), reloads: true) {
            $0.history.record(entry)
            $0.status = StatusMessage("Added “할 일”", hint: "u undo")
            $0.list.selectedUID = "new-1"
            $0.list.lastQuickAddUID = "new-1"
            $0.list.unsavedLine = nil
            $0.goals.selectedUID = "new-1"
            $0.matrix.inboxUID = "new-1"  // no flag: the matrix's inbox
        }
        for text in prefixes("next") {
            step(&state, .typed(.char(text.last!))) {
                $0.mode = .quickAdd(TextField(text))
                $0.status = nil  // the first key replaces the message
            }
        }
        step(
            &state, .list(.submitField),
            expecting: [.change(.add(titles: ["next"], at: .after(uid: "new-1")), label: "Added “next”")]
        ) {
            $0.mode = .quickAdd(TextField())
            $0.list.unsavedLine = "next"
        }
        // Enter on an empty line ends adding; Esc too.
        step(&state, .list(.submitField)) { $0.mode = .normal }
    }

    @Test func pastingSeveralLinesInQuickAddAddsOneTaskEach() {
        var state = loadedState([])
        step(&state, .list(.startQuickAdd)) { $0.mode = .quickAdd(TextField()) }
        step(
            &state, .paste("Buy milk\r\n\n  Call the bank \nRenew passport\n"),
            expecting: [
                .change(
                    .add(titles: ["Buy milk", "Call the bank", "Renew passport"], at: .top),
                    label: "Added 3 tasks")
            ])
        step(&state, .paste("one line")) { $0.mode = .quickAdd(TextField("one line")) }
    }

    @Test func searchFiltersAsYouTypeAndEscClears() {
        var state = loadedState(["Bank", "Milk"])
        step(&state, .list(.startSearch)) { $0.mode = .search(TextField()) }
        step(&state, .typed(.char("b")), reloads: true) {
            $0.mode = .search(TextField("b"))
            $0.list.searchText = "b"
        }
        #expect(state.list.filter.text == "b")
        var cursorAtStart = TextField("b")
        cursorAtStart.cursor = 0
        // Moving the cursor does not search again.
        step(&state, .typed(.left)) { $0.mode = .search(cursorAtStart) }
        step(&state, .list(.submitField)) { $0.mode = .normal }
        step(&state, .list(.startSearch)) { $0.mode = .search(TextField("b")) }
        step(&state, .list(.cancelField), reloads: true) {
            $0.mode = .normal
            $0.list.searchText = ""
        }
    }

    @Test func hideDoneTogglesTheFilter() {
        var state = loadedState(["A"])
        step(&state, .toggleHideDone, expecting: [.remember(.hideDone, "1")], reloads: true) {
            $0.list.hideDone = true
            $0.status = StatusMessage("Done tasks hidden", hint: ". toggle")
        }
        #expect(state.list.filter == TaskFilter(includeDone: false))
    }

    @Test func resizingKeepsTheSelectionVisible() {
        var state = loadedState((0..<30).map { "T\($0)" })
        step(&state, .list(.select(index: 17))) {
            $0.list.selectedIndex = 17
            $0.list.selectedUID = "uid-T17"
        }
        // 12 rows leave 6 task rows: the selection must be on one of them.
        step(&state, .resized(Size(width: 40, height: 12))) {
            $0.size = Size(width: 40, height: 12)
            $0.list.scrollTop = 12
        }
        #expect(state.layout.visibleTaskCount == 6)
    }

    @Test func quitStopsTheLoop() {
        var state = loadedState(["A"])
        step(&state, .quit, expecting: [.quit]) { $0.isRunning = false }
    }

    @Test func failedChangesAreShownAsErrorsAndReread() {
        var state = loadedState(["A"])
        step(&state, .failed("the database is locked"), reloads: true) {
            $0.status = StatusMessage("the database is locked", kind: .error)
        }
    }

    @Test func mouseClicksSelectAndToggleAndTheWheelScrolls() {
        var state = loadedState((0..<40).map { "T\($0)" })
        // Task rows start at screen row 3: a click on row 5 selects the third visible task.
        step(&state, .list(.mouse(MouseEvent(kind: .click, x: 30, y: 5)))) {
            $0.list.selectedIndex = 2
            $0.list.selectedUID = "uid-T2"
        }
        step(
            &state, .list(.mouse(MouseEvent(kind: .click, x: 2, y: 4))),
            expecting: [.change(.setDone(uid: "uid-T1", true), label: "Done: “T1”")]
        ) {
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-T1"
        }
        step(&state, .list(.mouse(MouseEvent(kind: .click, x: 30, y: 1))))  // the header
        step(&state, .list(.mouse(MouseEvent(kind: .wheelDown, x: 0, y: 10)))) {
            $0.list.scrollTop = 3
            $0.list.selectedIndex = 3
            $0.list.selectedUID = "uid-T3"
        }
    }

    @Test func draggingATitleMovesTheTaskToTheRowItIsReleasedOn() {
        var state = loadedState((0..<10).map { "T\($0)" })
        // Press on T1's title (row 4), release on T4's row (7): T1 goes after T4.
        step(&state, .list(.mouse(MouseEvent(kind: .press, x: 20, y: 4)))) {
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-T1"
            $0.list.draggedUID = "uid-T1"
        }
        step(
            &state, .list(.mouse(MouseEvent(kind: .release, x: 25, y: 7))),
            expecting: [.change(.move(uid: "uid-T1", .after(uid: "uid-T4")), label: "Moved “T1”")]
        ) { $0.list.draggedUID = nil }
        // Upwards, released above the rows: before the first visible task.
        step(&state, .list(.mouse(MouseEvent(kind: .press, x: 20, y: 6)))) {
            $0.list.selectedIndex = 3
            $0.list.selectedUID = "uid-T3"
            $0.list.draggedUID = "uid-T3"
        }
        step(
            &state, .list(.mouse(MouseEvent(kind: .release, x: 25, y: 1))),
            expecting: [.change(.move(uid: "uid-T3", .before(uid: "uid-T0")), label: "Moved “T3”")]
        ) { $0.list.draggedUID = nil }
        // Released where it was pressed, or a plain click: nothing moves.
        step(&state, .list(.mouse(MouseEvent(kind: .press, x: 20, y: 6)))) { $0.list.draggedUID = "uid-T3" }
        step(&state, .list(.mouse(MouseEvent(kind: .release, x: 30, y: 6)))) { $0.list.draggedUID = nil }
        step(&state, .list(.mouse(MouseEvent(kind: .click, x: 20, y: 5)))) {
            $0.list.selectedIndex = 2
            $0.list.selectedUID = "uid-T2"
        }
        step(&state, .list(.mouse(MouseEvent(kind: .release, x: 30, y: 8))))
        // A press on the checkbox toggles instead of picking the task up.
        step(
            &state, .list(.mouse(MouseEvent(kind: .press, x: 2, y: 5))),
            expecting: [.change(.setDone(uid: "uid-T2", true), label: "Done: “T2”")])
        // A double click opens the task in the form.
        step(
            &state, .list(.mouse(MouseEvent(kind: .doubleClick, x: 20, y: 8))),
            expecting: [EditFormState.tagsRead, .load(.formParent(uid: "uid-T5", parent: nil))]
        ) {
            $0.list.selectedIndex = 5
            $0.list.selectedUID = "uid-T5"
            $0.mode = .editForm(EditFormState(item: task("T5", 5)))
        }
        #expect(state.mode.form?.title.text == "T5")
    }
}
