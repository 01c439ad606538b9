import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The matrix: navigation inside and across quadrants, cycling, carrying tasks between quadrants.
@Suite("Matrix reducer")
struct MatrixReducerTests {
    func flagged(_ title: String, _ index: Int, _ quadrant: Quadrant) -> TodoItem {
        var item = task(title, index)
        item.quadrant = quadrant
        return item
    }

    /// Do first: D1 D2 · Schedule: S1 · Delegate: (none) · Eliminate: E1 E2 E3.
    func matrixState() -> AppState {
        var state = loadedState([])
        state.screen = .matrix
        let quadrants: [Quadrant: [TodoItem]] = [
            .doFirst: [flagged("D1", 0, .doFirst), flagged("D2", 1, .doFirst)],
            .schedule: [flagged("S1", 2, .schedule)],
            .delegate: [],
            .eliminate: [
                flagged("E1", 3, .eliminate), flagged("E2", 4, .eliminate), flagged("E3", 5, .eliminate),
            ],
        ]
        let totals = quadrants.mapValues(\.count)
        _ = reduce(
            &state,
            .matrix(
                .loaded(
                    MatrixSnapshot(quadrants: quadrants, totals: totals, counts: TaskCounts(open: 6, done: 0))
                )))
        return state
    }

    @Test func arrowsMoveWithinAndAcrossQuadrantEdges() {
        var state = matrixState()
        #expect(state.matrix.focused == .doFirst && state.matrix.selectedItem?.title == "D1")
        step(&state, .matrix(.move(dx: 0, dy: 1))) {
            $0.matrix.selectedIndex[.doFirst] = 1
            $0.matrix.selectedUID[.doFirst] = "uid-D2"
        }
        // At the bottom edge of Do first, ↓ crosses into Delegate below (empty), then ↓ stops there.
        step(&state, .matrix(.move(dx: 0, dy: 1))) { $0.matrix.focused = .delegate }
        #expect(state.matrix.selectedItem == nil)
        step(&state, .matrix(.move(dx: 0, dy: 1)))
        step(&state, .matrix(.move(dx: 1, dy: 0))) { $0.matrix.focused = .eliminate }
        #expect(state.matrix.selectedItem?.title == "E1")
        // From the top of Eliminate, ↑ goes to the last task of Schedule above.
        step(&state, .matrix(.move(dx: 0, dy: -1))) { $0.matrix.focused = .schedule }
        #expect(state.matrix.selectedItem?.title == "S1")
        step(&state, .matrix(.move(dx: 0, dy: -1)))  // the top edge of the grid
        step(&state, .matrix(.move(dx: 1, dy: 0)))  // the right edge
    }

    @Test func tabWalksTheQuadrantsInReadingOrderThenTheNextScreen() {
        var state = matrixState()
        #expect(state.matrix.focused == .doFirst)
        for next in [Quadrant.schedule, .delegate, .eliminate] {
            #expect(KeyMap.standard.action(for: .tab, in: state) == .matrix(.cycle(by: 1)))
            step(&state, .matrix(.cycle(by: 1))) { $0.matrix.focused = next }
        }
        #expect(KeyMap.standard.action(for: .tab, in: state) == .matrix(.cycle(by: 1)))
        // Past the last quadrant Tab goes on to the review screen, so Tab alone reaches every screen.
        step(&state, .matrix(.cycle(by: 1)), reloads: true) { $0.screen = .review }
        // Back on the matrix, the focus and selection are where they were.
        step(&state, .previousScreen, reloads: true) { $0.screen = .matrix }
        for next in [Quadrant.delegate, .schedule, .doFirst] {
            step(&state, .matrix(.cycle(by: -1))) { $0.matrix.focused = next }
        }
        // Before the first quadrant Shift-Tab goes to the goals screen, taking the selected task along.
        step(&state, .matrix(.cycle(by: -1)), reloads: true) {
            $0.screen = .goals
            $0.goals.selectedUID = "uid-D1"
        }
    }

    @Test func shiftArrowsCarryTheTaskAndTheFocusFollows() {
        var state = matrixState()
        step(&state, .matrix(.move(dx: 0, dy: 1))) {
            $0.matrix.selectedIndex[.doFirst] = 1
            $0.matrix.selectedUID[.doFirst] = "uid-D2"
        }
        // The focus goes ahead to Schedule, waiting for D2 there; its index follows once it is read.
        step(
            &state, .matrix(.carry(dx: 1, dy: 0)),
            expecting: [.change(.setQuadrant(uid: "uid-D2", .schedule), label: "Moved to Schedule: “D2”")]
        ) {
            $0.matrix.focused = .schedule
            $0.matrix.selectedUID[.schedule] = "uid-D2"
        }
        // After the reload the selection is on the carried task in its new quadrant.
        let moved: [Quadrant: [TodoItem]] = [
            .doFirst: [flagged("D1", 0, .doFirst)],
            .schedule: [flagged("D2", 1, .schedule), flagged("S1", 2, .schedule)],
            .delegate: [], .eliminate: state.matrix.items(.eliminate),
        ]
        step(
            &state,
            .matrix(
                .loaded(
                    MatrixSnapshot(quadrants: moved, totals: moved.mapValues(\.count), counts: state.counts)))
        ) {
            $0.matrix.quadrants = moved
            $0.matrix.totals = moved.mapValues(\.count)
            // D2 left Do first: its selection falls back to the task still there.
            $0.matrix.selectedIndex[.doFirst] = 0
            $0.matrix.selectedUID[.doFirst] = "uid-D1"
        }
        #expect(state.matrix.selectedItem?.title == "D2")
        step(&state, .matrix(.carry(dx: 0, dy: -1))) { $0.status = StatusMessage("No quadrant that way") }
    }

    /// The matrix's `a` is the list's quick add (issue 32, bug 6: it opened a form whose Enter saved and
    /// whose title read no markers): one line, its markers read, into the focused quadrant.
    @Test func addIsQuickAddIntoTheFocusedQuadrant() {
        var state = matrixState()
        step(&state, .matrix(.cycle(by: 2))) { $0.matrix.focused = .delegate }  // urgent, not important
        step(&state, .matrix(.add)) {
            $0.mode = .quickAdd(TextField())
            $0.list.quickAddQuadrant = .delegate
        }
        _ = reduce(&state, .paste("Reply due:2026-12-01 #mail"))
        var edit = TaskEdit(
            title: "Reply", deadline: LocalDate(iso: "2026-12-01"), deadlineTime: nil, urgent: true,
            tags: try! TagSet(parsing: ["mail"]))
        edit.placesInMatrix = true
        step(
            &state, .list(.submitField),
            expecting: [.change(.addEdited([edit], at: .top), label: "Added “Reply”")]
        ) {
            $0.mode = .quickAdd(TextField())
            $0.list.unsavedLine = "Reply due:2026-12-01 #mail"
        }
        // From the list, quick add adds into no quadrant of its own.
        _ = reduce(&state, .list(.cancelField))
        _ = reduce(&state, .list(.startQuickAdd))
        #expect(state.list.quickAddQuadrant == nil)
    }

    /// One hide-done setting for every screen (issue 14: the matrix kept its own, hidden at start, and its
    /// footer said "hide done" whatever the state).
    @Test func dotHidesDoneTasksOnEveryScreenAtOnce() {
        var state = matrixState()
        #expect(state.matrixFilter.includeDone)
        step(&state, .toggleHideDone, expecting: [.remember(.hideDone, "1")], reloads: true) {
            $0.list.hideDone = true
            $0.status = StatusMessage("Done tasks hidden", hint: ". toggle")
        }
        #expect(!state.matrixFilter.includeDone)
        // The matrix hides what has not started yet, as the list does.
        #expect(state.matrixFilter.startedBy == state.now)
        #expect(state.keys.hints(for: state).contains { $0.keys == "." && $0.label == "show done" })
        _ = reduce(&state, .showScreen(.list))
        #expect(state.list.filter == TaskFilter(includeDone: false))
    }

    @Test func switchingToTheMatrixFocusesTheSelectedTasksQuadrant() {
        var state = loadedState(["A", "B"])
        step(&state, .moveSelection(by: 1)) {
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-B"
        }
        step(&state, .showScreen(.matrix), reloads: true) {
            $0.screen = .matrix
            // Added without a flag and never placed: B waits in the inbox, which gets the keys.
            $0.matrix.isInboxFocused = true
            $0.matrix.inboxUID = "uid-B"
        }
        // Placed, it is found in its quadrant.
        var placed = state.list.window[1]
        placed.quadrant = .eliminate
        state.list.window[1] = placed
        _ = reduce(&state, .showScreen(.list))
        step(&state, .showScreen(.matrix), reloads: true) {
            $0.screen = .matrix
            $0.matrix.isInboxFocused = false
            $0.matrix.focused = .eliminate
            $0.matrix.selectedUID[.eliminate] = "uid-B"
        }
    }
}
