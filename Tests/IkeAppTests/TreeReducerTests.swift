import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The list's tree keys (issue 33, item 2) as whole-state reducer steps: a task into the one above and
/// out a level, Shift-↑↓ among siblings around their subtrees, folding and unfolding, and quick add of
/// steps, each asking for exactly one change (or one fold) and changing nothing else.
@Suite("The list's tree keys")
struct TreeReducerTests {
    /// Move flat › (Pack › Pack the books), Book a van; then Shop: five rows in tree order.
    static func treeState() -> AppState {
        var state = loadedState(["Move flat", "Pack", "Pack the books", "Book a van", "Shop"])
        state.list.window[1].parentUID = "uid-Move flat"
        state.list.window[2].parentUID = "uid-Pack"
        state.list.window[3].parentUID = "uid-Move flat"
        state.list.depths = [0, 1, 2, 1, 0]
        state.list.steps = [
            "uid-Move flat": StepCount(steps: 2, closed: 0), "uid-Pack": StepCount(steps: 1, closed: 0),
        ]
        return state
    }

    static func select(_ state: inout AppState, _ index: Int) {
        step(&state, .list(.select(index: index))) {
            $0.list.selectedIndex = index
            $0.list.selectedUID = $0.list.window[index].uid
            $0.status = nil  // a key replaces the last message
        }
    }

    @Test func shiftArrowsMoveATaskPastItsSiblingsSubtree() {
        var state = Self.treeState()
        Self.select(&state, 1)
        // "Pack" goes below "Book a van", its own step with it; it is already the first of its steps.
        step(
            &state, .list(.moveTaskDown),
            expecting: [
                .change(.move(uid: "uid-Pack", .after(uid: "uid-Book a van")), label: "Moved down: “Pack”")
            ])
        step(&state, .list(.moveTaskUp)) { $0.status = StatusMessage("Already the first of its steps") }
        // "Move flat" goes below "Shop", past its whole subtree.
        Self.select(&state, 0)
        step(
            &state, .list(.moveTaskDown),
            expecting: [
                .change(
                    .move(uid: "uid-Move flat", .after(uid: "uid-Shop")), label: "Moved down: “Move flat”")
            ])
    }

    @Test func aTaskBecomesAStepOfTheOneAboveAndMovesOutALevel() {
        var state = Self.treeState()
        Self.select(&state, 3)
        step(
            &state, .list(.indentTask),
            expecting: [
                .change(
                    .makeStep(uid: "uid-Book a van", parent: "uid-Pack"),
                    label: "Made “Book a van” a step of “Pack”")
            ])
        step(
            &state, .list(.outdentTask),
            expecting: [.change(.liftStep(uid: "uid-Book a van"), label: "Moved “Book a van” out a level")])
        Self.select(&state, 0)
        step(&state, .list(.indentTask)) {
            $0.status = StatusMessage("No task above it at its level to make it a step of")
        }
        step(&state, .list(.outdentTask)) { $0.status = StatusMessage("Already at the top level") }
    }

    @Test func leftFoldsAndSelectsTheParentRightUnfoldsAndSelectsTheFirstStep() {
        var state = Self.treeState()
        step(&state, .list(.collapseTask), expecting: [.setCollapsed(uid: "uid-Move flat", true)])
        step(&state, .list(.expandTask)) {
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-Pack"
        }
        Self.select(&state, 2)
        // A step without steps of its own: ← goes to its parent.
        step(&state, .list(.collapseTask)) {
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-Pack"
        }
        state.list.collapsed = ["uid-Pack"]
        step(&state, .list(.expandTask), expecting: [.setCollapsed(uid: "uid-Pack", false)])
    }

    @Test func theTreeKeysSayWhereTheTreeIsOnAFilteredList() {
        var state = Self.treeState()
        state.list.searchText = "pack"
        step(&state, .list(.indentTask)) {
            $0.status = StatusMessage("Steps show in your order over every task (Esc shows it)")
        }
    }

    @Test func quickAddMakesStepsWithOAndSiblingsWithAOnAStep() {
        var state = Self.treeState()
        Self.select(&state, 1)
        step(&state, .list(.startAddStep)) {
            $0.mode = .quickAdd(TextField(""))
            $0.list.quickAddStep = QuickAddStep(parentUID: "uid-Pack", title: "Pack", placement: .bottom)
        }
        for typed in prefixes("Tape") {
            step(&state, .typed(.char(typed.last!))) { $0.mode = .quickAdd(TextField(typed)) }
        }
        var edit = TaskEdit(title: "Tape", deadline: .some(nil))
        edit.parent = .some("uid-Pack")
        step(
            &state, .list(.submitField),
            expecting: [.change(.addEdited([edit], at: .bottom), label: "Added “Tape”")]
        ) {
            $0.mode = .quickAdd(TextField())
            $0.list.unsavedLine = "Tape"
        }
        step(&state, .closeOverlay) { $0.mode = .normal }
        // `a` on a step adds beside it, under the same parent.
        step(&state, .list(.startQuickAdd)) {
            $0.mode = .quickAdd(TextField(""))
            $0.list.quickAddStep = QuickAddStep(
                parentUID: "uid-Move flat", title: "Move flat", placement: .after(uid: "uid-Pack"))
        }
    }

    @Test func aDragDropsATaskBesideTheRowAtThatRowsLevel() {
        var state = Self.treeState()
        // Shop (row 8) onto Pack the books (row 6): a step of Pack, after it.
        step(&state, .list(.mouse(MouseEvent(kind: .press, x: 20, y: 7)))) {
            $0.list.selectedIndex = 4
            $0.list.selectedUID = "uid-Shop"
            $0.list.draggedUID = "uid-Shop"
        }
        step(
            &state, .list(.mouse(MouseEvent(kind: .release, x: 25, y: 5))),
            expecting: [
                .change(
                    .place(uid: "uid-Shop", parent: "uid-Pack", .before(uid: "uid-Pack the books")),
                    label: "Moved “Shop”")
            ]
        ) { $0.list.draggedUID = nil }
        // Book a van (a step) onto Move flat (the top level): out to the top, before it.
        step(&state, .list(.mouse(MouseEvent(kind: .press, x: 20, y: 6)))) {
            $0.list.selectedIndex = 3
            $0.list.selectedUID = "uid-Book a van"
            $0.list.draggedUID = "uid-Book a van"
        }
        step(
            &state, .list(.mouse(MouseEvent(kind: .release, x: 25, y: 3))),
            expecting: [
                .change(
                    .place(uid: "uid-Book a van", parent: nil, .before(uid: "uid-Move flat")),
                    label: "Moved “Book a van”")
            ]
        ) { $0.list.draggedUID = nil }
    }
}
