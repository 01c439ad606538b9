import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

@Suite("Goals reducer")
struct GoalsReducerTests {
    func dated(_ title: String, _ index: Int, _ deadline: String?) -> TodoItem {
        var item = task(title, index)
        item.deadline = deadline.flatMap(LocalDate.init(iso:))
        return item
    }

    func goalsState() -> AppState {
        var state = loadedState(["A", "B", "C", "D"])
        state.screen = .goals
        let groups = [
            MonthGroup(
                month: YearMonth(year: 2026, month: 11),
                items: [dated("A", 0, "2026-11-27"), dated("B", 1, "2026-11-30")]),
            MonthGroup(month: YearMonth(year: 2026, month: 12), items: [dated("C", 2, "2026-12-01")]),
            MonthGroup(month: nil, items: [dated("D", 3, nil)]),
        ]
        _ = reduce(
            &state, .goals(.loaded(GoalsSnapshot(groups: groups, counts: TaskCounts(open: 4, done: 0)))))
        return state
    }

    @Test func switchingScreensKeepsTheSelectedTask() {
        var state = loadedState(["A", "B"])
        _ = reduce(&state, .moveSelection(by: 1))
        #expect(reduce(&state, .nextScreen) == reloaded(state))
        #expect(state.screen == .goals && state.goals.selectedUID == "uid-B")
        #expect(reduce(&state, .showScreen(.list)) == reloaded(state))
        #expect(state.screen == .list)
        #expect(reduce(&state, .previousScreen) == reloaded(state))
        #expect(state.screen == .review)  // the tabs wrap around
    }

    @Test func selectionWalksTasksAcrossMonths() {
        var state = goalsState()
        #expect(state.goals.selectedUID == "uid-A")
        _ = reduce(&state, .moveSelection(by: 2))
        #expect(state.goals.selectedUID == "uid-C")
        #expect(state.goals.row(ofItem: 2) == 4)  // heading, A, B, heading, C
        _ = reduce(&state, .selectLast)
        #expect(state.goals.selectedUID == "uid-D" && state.goals.selectedIndex == 3)
    }

    @Test func plusAndMinusMoveTheDeadlineADay() {
        var state = goalsState()
        _ = reduce(&state, .moveSelection(by: 1))
        #expect(
            reduce(&state, .goals(.shiftDeadline(days: 1))) == [
                .change(
                    .setDeadline(uid: "uid-B", LocalDate(iso: "2026-12-01")), label: "Deadline Tue 1 Dec: “B”"
                )
            ])
        _ = reduce(&state, .selectLast)
        // No deadline yet: + gives today, - gives today too (then moves on from there).
        #expect(
            reduce(&state, .goals(.shiftDeadline(days: 1))) == [
                .change(.setDeadline(uid: "uid-D", testToday), label: "Deadline Sun 22 Nov: “D”")
            ])
    }

    @Test func theSelectionFollowsATaskIntoAnotherMonth() {
        var state = goalsState()
        _ = reduce(&state, .moveSelection(by: 1))
        let moved = [
            MonthGroup(month: YearMonth(year: 2026, month: 11), items: [dated("A", 0, "2026-11-27")]),
            MonthGroup(
                month: YearMonth(year: 2026, month: 12),
                items: [dated("B", 1, "2026-12-01"), dated("C", 2, "2026-12-01")]),
            MonthGroup(month: nil, items: [dated("D", 3, nil)]),
        ]
        _ = reduce(
            &state, .goals(.loaded(GoalsSnapshot(groups: moved, counts: TaskCounts(open: 4, done: 0)))))
        #expect(state.goals.selectedUID == "uid-B" && state.goals.selectedIndex == 1)
    }

    @Test func shiftArrowsExplainThatOrderFollowsTheDeadline() {
        var state = goalsState()
        #expect(reduce(&state, .goals(.explainOrder)).isEmpty)
        #expect(state.status?.text.contains("ordered by deadline") == true)
        #expect(reduce(&state, .list(.moveTaskUp)).isEmpty)
    }

    @Test func listKeysActOnTheGoalsSelection() {
        var state = goalsState()
        _ = reduce(&state, .moveSelection(by: 2))
        #expect(reduce(&state, .toggleDone) == [.change(.setDone(uid: "uid-C", true), label: "Done: “C”")])
        #expect(reduce(&state, .deleteTask) == [.change(.delete(uid: "uid-C"), label: "Deleted “C”")])
        _ = reduce(&state, .openEditor)
        #expect(state.mode.form?.uid == "uid-C")
    }
}
