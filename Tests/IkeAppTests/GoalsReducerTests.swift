import IkeCore
import IkeTerm
import IkeTestSupport
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
        step(&state, .moveSelection(by: 1)) {
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-B"
        }
        step(&state, .nextScreen, reloads: true) {
            $0.screen = .goals
            $0.goals.selectedUID = "uid-B"
        }
        // Goals not read yet, so no goal is selected: the list keeps its own selection.
        step(&state, .showScreen(.list), reloads: true) { $0.screen = .list }
        step(&state, .previousScreen, reloads: true) { $0.screen = .stats }  // the tabs wrap around
    }

    @Test func selectionWalksTasksAcrossMonths() {
        var state = goalsState()
        #expect(state.goals.selectedUID == "uid-A")
        step(&state, .moveSelection(by: 2)) {
            $0.goals.selectedIndex = 2
            $0.goals.selectedUID = "uid-C"
        }
        #expect(state.goals.row(ofItem: 2) == 4)  // heading, A, B, heading, C
        step(&state, .selectLast) {
            $0.goals.selectedIndex = 3
            $0.goals.selectedUID = "uid-D"
        }
    }

    @Test func plusAndMinusMoveTheDeadlineADay() {
        var state = goalsState()
        step(&state, .moveSelection(by: 1)) {
            $0.goals.selectedIndex = 1
            $0.goals.selectedUID = "uid-B"
        }
        // The goal moves once the change is committed and read again.
        step(
            &state, .goals(.shiftDeadline(days: 1)),
            expecting: [
                .change(
                    .setDeadline(uid: "uid-B", LocalDate(iso: "2026-12-01")), label: "Deadline Tue 1 Dec: “B”"
                )
            ])
        step(&state, .selectLast) {
            $0.goals.selectedIndex = 3
            $0.goals.selectedUID = "uid-D"
        }
        // No deadline yet: + gives today, - gives today too (then moves on from there), and the message
        // says the task had none (issue 32, friction 8).
        let today = "Deadline Sun 22 Nov (it had none): “D”"
        step(
            &state, .goals(.shiftDeadline(days: 1)),
            expecting: [.change(.setDeadline(uid: "uid-D", testToday), label: today)])
        step(
            &state, .goals(.shiftDeadline(days: -1)),
            expecting: [.change(.setDeadline(uid: "uid-D", testToday), label: today)])
    }

    @Test func theSelectionFollowsATaskIntoAnotherMonth() {
        var state = goalsState()
        step(&state, .moveSelection(by: 1)) {
            $0.goals.selectedIndex = 1
            $0.goals.selectedUID = "uid-B"
        }
        let moved = [
            MonthGroup(month: YearMonth(year: 2026, month: 11), items: [dated("A", 0, "2026-11-27")]),
            MonthGroup(
                month: YearMonth(year: 2026, month: 12),
                items: [dated("B", 1, "2026-12-01"), dated("C", 2, "2026-12-01")]),
            MonthGroup(month: nil, items: [dated("D", 3, nil)]),
        ]
        // B is still the second goal, now under December.
        step(&state, .goals(.loaded(GoalsSnapshot(groups: moved, counts: TaskCounts(open: 4, done: 0))))) {
            $0.goals.groups = moved
        }
        #expect(state.goals.selectedItem == dated("B", 1, "2026-12-01"))
    }

    @Test func shiftArrowsExplainThatOrderFollowsTheDeadline() {
        var state = goalsState()
        #expect(KeyMap.standard.action(for: .shiftUp, in: state) == .goals(.explainOrder))
        step(&state, .goals(.explainOrder)) {
            $0.status = StatusMessage("Goals are ordered by deadline; change the order on the list (1)")
        }
        // A list move reaches the reducer only on the list: elsewhere it changes nothing, even when the
        // hidden list's selection could move (found by the whole-state comparison).
        _ = reduce(&state, .showScreen(.list))
        _ = reduce(&state, .list(.select(index: 1)))
        _ = reduce(&state, .showScreen(.goals))
        step(&state, .list(.moveTaskUp)) { $0.status = nil }
        step(&state, .list(.moveTaskDown))
    }

    @Test func listKeysActOnTheGoalsSelection() {
        var state = goalsState()
        step(&state, .moveSelection(by: 2)) {
            $0.goals.selectedIndex = 2
            $0.goals.selectedUID = "uid-C"
        }
        // Done and delete first ask the store for the task's steps; without any, the change follows.
        step(&state, .toggleDone, expecting: [.load(.stepsOf(uid: "uid-C", .complete))])
        step(
            &state, .stepsCounted(uid: "uid-C", .complete, nil),
            expecting: [.change(.setDone(uid: "uid-C", true), label: "Done: “C”")])
        step(&state, .deleteTask, expecting: [.load(.stepsOf(uid: "uid-C", .delete))])
        step(
            &state, .stepsCounted(uid: "uid-C", .delete, nil),
            expecting: [.change(.delete(uid: "uid-C"), label: "Deleted “C”")])
        step(
            &state, .openEditor,
            expecting: [EditFormState.tagsRead, .load(.formParent(uid: "uid-C", parent: nil))]
        ) {
            $0.mode = .editForm(EditFormState(item: dated("C", 2, "2026-12-01")))
        }
        #expect(state.mode.form?.uid == "uid-C")
    }
}
