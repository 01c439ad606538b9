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
        var expected = state
        let effects = reduce(&state, .moveSelection(by: 1))
        expected.list.selectedIndex = 1
        expected.list.selectedUID = "uid-B"
        #expect(state == expected)
        #expect(effects.isEmpty)
    }

    @Test func selectionIsClampedAtBothEnds() {
        var state = loadedState(["A", "B"])
        _ = reduce(&state, .moveSelection(by: -5))
        #expect(state.list.selectedIndex == 0)
        _ = reduce(&state, .selectLast)
        _ = reduce(&state, .moveSelection(by: 3))
        #expect(state.list.selectedIndex == 1 && state.list.selectedUID == "uid-B")
    }

    @Test func scrollingPastTheLoadedWindowAsksForAReload() {
        var state = loadedState((0..<40).map { "T\($0)" })
        state.list.window = Array(state.list.window.prefix(30))
        state.list.count = 1_000
        var expected = state
        let effects = reduce(&state, .pageDown)
        // 24 rows: 18 visible tasks, a page moves 17 and keeps the selection on the last visible row.
        expected.list.selectedIndex = 17
        expected.list.selectedUID = "uid-T17"
        #expect(state == expected)
        #expect(effects.isEmpty)
        let more = reduce(&state, .pageDown)
        #expect(state.list.selectedIndex == 34 && state.list.scrollTop == 17)
        #expect(state.list.selectedUID == nil)  // not loaded yet
        #expect(more == reloaded(state))
    }

    @Test func toggleDoneAsksForOneChangeAndChangesNothingYet() {
        var state = loadedState(["A", "B"])
        state.status = StatusMessage("old message")
        var expected = state
        let effects = reduce(&state, .toggleDone)
        expected.status = nil
        #expect(state == expected)
        #expect(effects == [.change(.setDone(uid: "uid-A", true), label: "Done: “A”")])
    }

    @Test func reorderingAsksToPlaceTheTaskBesideItsNeighbour() {
        var state = loadedState(["A", "B", "C"])
        _ = reduce(&state, .list(.select(index: 1)))
        #expect(
            reduce(&state, .list(.moveTaskUp)) == [
                .change(.move(uid: "uid-B", .before(uid: "uid-A")), label: "Moved up: “B”")
            ])
        #expect(
            reduce(&state, .list(.moveTaskDown)) == [
                .change(.move(uid: "uid-B", .after(uid: "uid-C")), label: "Moved down: “B”")
            ])
        _ = reduce(&state, .selectFirst)
        var expected = state
        #expect(reduce(&state, .list(.moveTaskUp)).isEmpty)
        expected.status = StatusMessage("Already at the top")
        #expect(state == expected)
    }

    @Test func aCommittedChangeIsRecordedAndOffersUndo() {
        var state = loadedState(["A"])
        let item = state.list.window[0]
        var done = item
        done.setDone(true, at: testNow)
        let entry = UndoEntry(mutation: .update(old: item, new: done), label: "Done: “A”")
        var expected = state
        let effects = reduce(&state, .committed(entry))
        expected.history.record(entry)
        expected.status = StatusMessage("Done: “A”", hint: "u undo")
        #expect(state == expected)
        #expect(effects == reloaded(state))
        #expect(reduce(&state, .undo) == [.undo(entry)])
        _ = reduce(&state, .undone(entry))
        #expect(state.history.nextUndo == nil && state.history.nextRedo == entry)
        #expect(state.status == StatusMessage("Undone: Done: “A”", hint: "Ctrl-R redo"))
        #expect(reduce(&state, .redo) == [.redo(entry)])
        _ = reduce(&state, .redone(entry))
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
        _ = reduce(&state, .list(.select(index: 2)))
        let moved = [task("C", 0), task("A", 1), task("B", 2)]
        let snapshot = ListSnapshot(
            counts: TaskCounts(open: 3, done: 0), count: 3, windowOffset: 0, window: moved, indexOfSelected: 0
        )
        var expected = state
        _ = reduce(&state, .list(.loaded(snapshot)))
        expected.list.window = moved
        expected.list.selectedIndex = 0
        #expect(state == expected)
    }

    @Test func whenTheSelectedTaskDisappearsTheSelectionKeepsItsPlace() {
        var state = loadedState(["A", "B", "C"])
        _ = reduce(&state, .list(.select(index: 2)))
        let snapshot = ListSnapshot(
            counts: TaskCounts(open: 2, done: 0), count: 2, windowOffset: 0,
            window: [task("A", 0), task("B", 1)],
            indexOfSelected: nil)
        _ = reduce(&state, .list(.loaded(snapshot)))
        #expect(state.list.selectedIndex == 1 && state.list.selectedUID == "uid-B")
        #expect(state.counts == TaskCounts(open: 2, done: 0))
    }

    @Test func quickAddKeepsABurstInOrder() {
        var state = loadedState(["A"])
        _ = reduce(&state, .list(.startQuickAdd))
        #expect(state.mode == .quickAdd(TextField()))
        for character in "할 일" { _ = reduce(&state, .typed(.char(character))) }
        #expect(state.mode.field?.text == "할 일")
        let first = reduce(&state, .list(.submitField))
        #expect(first == [.change(.add(titles: ["할 일"], at: .top), label: "Added “할 일”")])
        #expect(state.mode == .quickAdd(TextField()))
        let saved = TodoItem(uid: "new-1", title: "할 일", createdAt: testNow)
        _ = reduce(&state, .committed(UndoEntry(mutation: .insert(saved), label: "Added “할 일”")))
        #expect(state.list.lastQuickAddUID == "new-1" && state.list.selectedUID == "new-1")
        for character in "next" { _ = reduce(&state, .typed(.char(character))) }
        #expect(
            reduce(&state, .list(.submitField)) == [
                .change(.add(titles: ["next"], at: .after(uid: "new-1")), label: "Added “next”")
            ])
        // Enter on an empty line ends adding; Esc too.
        #expect(reduce(&state, .list(.submitField)).isEmpty)
        #expect(state.mode == .normal)
    }

    @Test func pastingSeveralLinesInQuickAddAddsOneTaskEach() {
        var state = loadedState([])
        _ = reduce(&state, .list(.startQuickAdd))
        let effects = reduce(&state, .paste("Buy milk\r\n\n  Call the bank \nRenew passport\n"))
        #expect(
            effects == [
                .change(
                    .add(titles: ["Buy milk", "Call the bank", "Renew passport"], at: .top),
                    label: "Added 3 tasks")
            ])
        #expect(state.mode == .quickAdd(TextField()))
        _ = reduce(&state, .paste("one line"))
        #expect(state.mode.field?.text == "one line")
    }

    @Test func searchFiltersAsYouTypeAndEscClears() {
        var state = loadedState(["Bank", "Milk"])
        _ = reduce(&state, .list(.startSearch))
        #expect(reduce(&state, .typed(.char("b"))) == reloaded(state))
        #expect(state.list.searchText == "b" && state.list.filter.text == "b")
        #expect(reduce(&state, .typed(.left)).isEmpty)  // moving the cursor does not search again
        _ = reduce(&state, .list(.submitField))
        #expect(state.mode == .normal && state.list.searchText == "b")
        _ = reduce(&state, .list(.startSearch))
        #expect(state.mode.field?.text == "b")
        #expect(reduce(&state, .list(.cancelField)) == reloaded(state))
        #expect(state.mode == .normal && state.list.searchText == "")
    }

    @Test func hideDoneTogglesTheFilter() {
        var state = loadedState(["A"])
        #expect(reduce(&state, .toggleHideDone) == reloaded(state))
        #expect(state.list.filter == TaskFilter(includeDone: false))
        #expect(state.status?.text == "Done tasks hidden")
    }

    @Test func resizingKeepsTheSelectionVisible() {
        var state = loadedState((0..<30).map { "T\($0)" })
        _ = reduce(&state, .list(.select(index: 17)))
        #expect(state.list.scrollTop == 0)
        _ = reduce(&state, .resized(Size(width: 40, height: 12)))
        // 12 rows leave 6 task rows: the selection must be on one of them.
        #expect(state.list.scrollTop == 12)
        #expect(state.layout.visibleTaskCount == 6)
    }

    @Test func quitStopsTheLoop() {
        var state = loadedState(["A"])
        #expect(reduce(&state, .quit) == [.quit])
        #expect(!state.isRunning)
    }

    @Test func failedChangesAreShownAsErrorsAndReread() {
        var state = loadedState(["A"])
        #expect(reduce(&state, .failed("the database is locked")) == reloaded(state))
        #expect(state.status == StatusMessage("the database is locked", kind: .error))
    }

    @Test func mouseClicksSelectAndToggleAndTheWheelScrolls() {
        var state = loadedState((0..<40).map { "T\($0)" })
        // Task rows start at screen row 3: a click on row 5 selects the third visible task.
        #expect(reduce(&state, .list(.mouse(MouseEvent(kind: .click, x: 30, y: 5)))).isEmpty)
        #expect(state.list.selectedIndex == 2 && state.list.selectedUID == "uid-T2")
        #expect(
            reduce(&state, .list(.mouse(MouseEvent(kind: .click, x: 2, y: 4)))) == [
                .change(.setDone(uid: "uid-T1", true), label: "Done: “T1”")
            ])
        #expect(reduce(&state, .list(.mouse(MouseEvent(kind: .click, x: 30, y: 1)))).isEmpty)  // the header
        #expect(state.list.selectedIndex == 1)
        _ = reduce(&state, .list(.mouse(MouseEvent(kind: .wheelDown, x: 0, y: 10))))
        #expect(state.list.scrollTop == 3 && state.list.selectedIndex == 3)
    }
    @Test func draggingATitleMovesTheTaskToTheRowItIsReleasedOn() {
        var state = loadedState((0..<10).map { "T\($0)" })
        // Press on T1's title (row 4), release on T4's row (7): T1 goes after T4.
        _ = reduce(&state, .list(.mouse(MouseEvent(kind: .press, x: 20, y: 4))))
        #expect(state.list.draggedUID == "uid-T1" && state.list.selectedUID == "uid-T1")
        #expect(
            reduce(&state, .list(.mouse(MouseEvent(kind: .release, x: 25, y: 7)))) == [
                .change(.move(uid: "uid-T1", .after(uid: "uid-T4")), label: "Moved “T1”")
            ])
        #expect(state.list.draggedUID == nil)
        // Upwards, released above the rows: before the first visible task.
        _ = reduce(&state, .list(.mouse(MouseEvent(kind: .press, x: 20, y: 6))))
        #expect(
            reduce(&state, .list(.mouse(MouseEvent(kind: .release, x: 25, y: 1)))) == [
                .change(.move(uid: "uid-T3", .before(uid: "uid-T0")), label: "Moved “T3”")
            ])
        // Released where it was pressed, or a plain click: nothing moves.
        _ = reduce(&state, .list(.mouse(MouseEvent(kind: .press, x: 20, y: 6))))
        #expect(reduce(&state, .list(.mouse(MouseEvent(kind: .release, x: 30, y: 6)))) == [])
        _ = reduce(&state, .list(.mouse(MouseEvent(kind: .click, x: 20, y: 5))))
        #expect(reduce(&state, .list(.mouse(MouseEvent(kind: .release, x: 30, y: 8)))) == [])
        // A press on the checkbox toggles instead of picking the task up.
        _ = reduce(&state, .list(.mouse(MouseEvent(kind: .press, x: 2, y: 5))))
        #expect(state.list.draggedUID == nil)
        // A double click opens the task in the form.
        _ = reduce(&state, .list(.mouse(MouseEvent(kind: .doubleClick, x: 20, y: 8))))
        #expect(state.mode.form?.title.text == "T5")
    }
}
