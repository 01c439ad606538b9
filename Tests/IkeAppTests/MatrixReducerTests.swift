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
        _ = reduce(&state, .matrix(.move(dx: 0, dy: 1)))
        #expect(state.matrix.selectedItem?.title == "D2")
        // At the bottom edge of Do first, ↓ crosses into Delegate below (empty), then ↓ stops there.
        _ = reduce(&state, .matrix(.move(dx: 0, dy: 1)))
        #expect(state.matrix.focused == .delegate && state.matrix.selectedItem == nil)
        _ = reduce(&state, .matrix(.move(dx: 1, dy: 0)))
        #expect(state.matrix.focused == .eliminate && state.matrix.selectedItem?.title == "E1")
        _ = reduce(&state, .matrix(.move(dx: 0, dy: -1)))
        // From the top of Eliminate, ↑ goes to the last task of Schedule above.
        #expect(state.matrix.focused == .schedule && state.matrix.selectedItem?.title == "S1")
        _ = reduce(&state, .matrix(.move(dx: 0, dy: -1)))
        #expect(state.matrix.focused == .schedule)  // the top edge of the grid
        _ = reduce(&state, .matrix(.move(dx: 1, dy: 0)))
        #expect(state.matrix.focused == .schedule)  // the right edge
    }

    @Test func tabWalksTheQuadrantsInReadingOrderThenTheNextScreen() {
        var state = matrixState()
        var seen: [Quadrant] = []
        for _ in 0..<4 {
            seen.append(state.matrix.focused)
            #expect(KeyMap.standard.action(for: .tab, in: state) == .matrix(.cycle(by: 1)))
            _ = reduce(&state, .matrix(.cycle(by: 1)))
        }
        #expect(seen == [.doFirst, .schedule, .delegate, .eliminate])
        // Past the last quadrant Tab goes on to the review screen, so Tab alone reaches every screen.
        #expect(state.screen == .review)
        _ = reduce(&state, .previousScreen)
        #expect(state.screen == .matrix)
        for _ in 0..<3 { _ = reduce(&state, .matrix(.cycle(by: -1))) }
        #expect(state.matrix.focused == .doFirst)
        _ = reduce(&state, .matrix(.cycle(by: -1)))
        #expect(state.screen == .goals)
    }

    @Test func shiftArrowsCarryTheTaskAndTheFocusFollows() {
        var state = matrixState()
        _ = reduce(&state, .matrix(.move(dx: 0, dy: 1)))
        let effects = reduce(&state, .matrix(.carry(dx: 1, dy: 0)))
        #expect(
            effects == [.change(.setQuadrant(uid: "uid-D2", .schedule), label: "Moved to Schedule: “D2”")])
        #expect(state.matrix.focused == .schedule && state.matrix.selectedUID[.schedule] == "uid-D2")
        // After the reload the selection is on the carried task in its new quadrant.
        let moved: [Quadrant: [TodoItem]] = [
            .doFirst: [flagged("D1", 0, .doFirst)],
            .schedule: [flagged("D2", 1, .schedule), flagged("S1", 2, .schedule)],
            .delegate: [], .eliminate: state.matrix.items(.eliminate),
        ]
        _ = reduce(
            &state,
            .matrix(
                .loaded(
                    MatrixSnapshot(quadrants: moved, totals: moved.mapValues(\.count), counts: state.counts)))
        )
        #expect(state.matrix.selectedItem?.title == "D2")
        #expect(reduce(&state, .matrix(.carry(dx: 0, dy: -1))).isEmpty)
        #expect(state.status == StatusMessage("No quadrant that way"))
    }

    @Test func addOpensAFormWithTheQuadrantsFlagsThatEnterSaves() {
        var state = matrixState()
        _ = reduce(&state, .matrix(.cycle(by: 2)))  // Delegate: urgent, not important
        _ = reduce(&state, .matrix(.add))
        #expect(state.mode.form?.isUrgent == true && state.mode.form?.isImportant == false)
        for character in "Reply" { _ = reduce(&state, .typed(.char(character))) }
        let effects = reduce(&state, .form(.submit))
        let saved = SavedTask(
            uid: nil, title: "Reply", notes: "", deadline: nil, isImportant: false, isUrgent: true,
            isDone: false)
        #expect(effects == [.change(.save(saved), label: "Added “Reply”")])
    }

    /// One hide-done setting for every screen (issue 14: the matrix kept its own, hidden at start, and its
    /// footer said "hide done" whatever the state).
    @Test func dotHidesDoneTasksOnEveryScreenAtOnce() {
        var state = matrixState()
        #expect(state.matrixFilter == TaskFilter(includeDone: true))
        #expect(reduce(&state, .toggleHideDone) == reloaded(state))
        #expect(state.list.hideDone)
        #expect(state.matrixFilter == TaskFilter(includeDone: false))
        #expect(state.status == StatusMessage("Done tasks hidden", hint: ". toggle"))
        #expect(state.keys.hints(for: state).contains { $0.keys == "." && $0.label == "show done" })
        _ = reduce(&state, .showScreen(.list))
        #expect(state.list.filter == TaskFilter(includeDone: false))
    }

    @Test func switchingToTheMatrixFocusesTheSelectedTasksQuadrant() {
        var state = loadedState(["A", "B"])
        _ = reduce(&state, .moveSelection(by: 1))
        #expect(reduce(&state, .showScreen(.matrix)) == reloaded(state))
        #expect(state.matrix.focused == .eliminate && state.matrix.selectedUID[.eliminate] == "uid-B")
    }
}
