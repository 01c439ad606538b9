import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The list drawn as a tree (issue 33, item 2): steps under their parent with guides (ASCII where only
/// that can be drawn), a parent's fold mark and progress, deep guides cut at the front so a step's own
/// branch and title stay, CJK titles at their width.
@Suite("The list's tree")
struct TreeListViewTests {
    static func state(width: Int = 80, height: Int = 24, ascii: Bool = false) -> AppState {
        var items = [
            task("Move flat"), task("Pack"), task("Pack the books"), task("本棚の本を箱に詰める"), task("Book a van"),
            task("Shop"), task("Level 1"), task("Level 2"), task("Level 3"), task("Level 4"), task("Level 5"),
            task("Level 6 with a long title that has to be cut"),
        ]
        let parents = [nil, 0, 1, 1, 0, nil, 5, 6, 7, 8, 9, 10]
        for (index, parent) in parents.enumerated() {
            items[index].parentUID = parent.map { items[$0].uid }
        }
        var state = listState(width: width, height: height, items: items, ascii: ascii)
        state.list.depths = [0, 1, 2, 2, 1, 0, 1, 2, 3, 4, 5, 6]
        var steps: [String: StepCount] = [:]
        for parent in Set(parents.compactMap { $0 }) {
            let count = parents.count { $0 == parent }
            steps[items[parent].uid] = StepCount(steps: count, closed: parent == 1 ? 1 : 0)
        }
        state.list.steps = steps
        state.list.collapsed = [items[10].uid]
        return state
    }

    @Test func stepsStandUnderTheirParentWithGuides() {
        let wide = AppView.render(Self.state())
        assertSnapshot(wide, named: "tree-80x24")
        let text = wide.plainText
        #expect(text.contains("▾ Move flat 0/2"), "\(text)")
        #expect(text.contains("├─ ▾ Pack 1/2"), "\(text)")
        #expect(text.contains("│  ├─ Pack the books"), "\(text)")
        #expect(text.contains("│  └─ 本棚の本を箱に詰める"), "\(text)")
        #expect(text.contains("└─ Book a van"), "\(text)")
        #expect(text.contains("▸ Level 5"), "\(text)")
    }

    @Test func narrowAndASCIITreesKeepEachStepsOwnBranch() {
        var scrolled = Self.state(width: 40, height: 12)
        scrolled.list.scrollTop = 6
        scrolled.list.selectedIndex = 11
        scrolled.list.selectedUID = scrolled.list.window[11].uid
        let narrow = AppView.render(scrolled)
        assertSnapshot(narrow, named: "tree-40x12")
        // The deepest step's guides are cut at the front; its own branch and title stay.
        #expect(narrow.plainText.contains("…       └─ Level 6"), "\(narrow.plainText)")
        let ascii = AppView.render(Self.state(ascii: true))
        assertSnapshot(ascii, named: "tree-ascii-80x24")
        #expect(ascii.plainText.contains("|  `- Pack the books") == false)
        #expect(ascii.plainText.contains("|  |- Pack the books"), "\(ascii.plainText)")
        let big = AppView.render(Self.state(width: 120, height: 40))
        assertSnapshot(big, named: "tree-120x40")
    }
}

/// The question a parent's steps raise shows in the input row, the keys that answer it in the footer
/// (issue 33, item 3).
@Suite("A parent's steps: the question")
struct StepsChoiceViewTests {
    @Test func theQuestionAndItsKeysShow() {
        var state = TreeListViewTests.state()
        state.mode = .stepsChoice(
            StepsChoice(kind: .complete, uid: "uid-Move flat", title: "Move flat", steps: 2))
        let wide = AppView.render(state)
        assertSnapshot(wide, named: "steps-choice-80x24")
        #expect(
            wide.plainText.contains("“Move flat” has 2 open steps: mark them done too?"), "\(wide.plainText)")
        #expect(wide.plainText.contains("a all"), "\(wide.plainText)")
        var narrow = TreeListViewTests.state(width: 40, height: 12)
        narrow.mode = .stepsChoice(
            StepsChoice(kind: .delete, uid: "uid-Move flat", title: "新しいアパートへ引っ越す準備をする", steps: 1))
        let small = AppView.render(narrow)
        assertSnapshot(small, named: "steps-choice-40x12")
        #expect(small.plainText.contains("has 1 step: delete it too?"), "\(small.plainText)")
    }
}

/// The form's Parent row: the parent's title with the task's steps counted beside it, or the error when a
/// typed title names no task (issue 33, item 4).
@Suite("The form's Parent row")
struct FormParentViewTests {
    @Test func theParentRowShowsTheTitleAndTheStepsOrTheError() {
        var state = listState()
        var form = EditFormState(item: task("Pack"))
        form.parent = TextField("Move flat")
        form.parentUID = "uid-Move flat"
        form.stepCount = 3
        state.mode = .editForm(form)
        let chosen = AppView.render(state)
        assertSnapshot(chosen, named: "form-parent-80x24")
        #expect(chosen.plainText.contains("Parent    [Move flat"), "\(chosen.plainText)")
        #expect(chosen.plainText.contains("3 steps"), "\(chosen.plainText)")
        form.parent = TextField("shop")
        form.parentUID = nil
        form.showsErrors = true
        state.mode = .editForm(form)
        let typed = AppView.render(state).plainText
        #expect(typed.contains("✗ Tab chooses the task"), "\(typed)")
    }
}
