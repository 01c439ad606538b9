import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The form's Parent field (issue 33, item 4): the parent's title read as the form opens with the task's
/// steps counted, Tab asking the store for the tasks whose titles hold the typed text and cycling through
/// them, a typed title that names no task refused on save, and the choice saved as the task's parent.
@Suite("The form's Parent field")
struct FormParentTests {
    static func openForm(parent: String?) -> AppState {
        var state = loadedState(["Pack the books", "Move flat"])
        state.list.window[0].parentUID = parent
        return state
    }

    @Test func openingReadsTheParentAndTabChoosesAnother() {
        var state = Self.openForm(parent: "uid-Move flat")
        let item = state.list.window[0]
        let effects = reduce(&state, .openEditor)
        #expect(effects.contains(.load(.formParent(uid: item.uid, parent: "uid-Move flat"))))
        _ = reduce(&state, .form(.parentRead(title: "Move flat", steps: 2)))
        #expect(state.mode.form?.parent.text == "Move flat")
        #expect(state.mode.form?.stepCount == 2)
        #expect(state.mode.form?.isDirty == false)
        // Into the Parent field; typing names no task until Tab chooses one.
        while state.mode.form?.focus != .parent { _ = reduce(&state, .form(.focus(by: 1))) }
        for _ in 0..<9 { _ = reduce(&state, .form(.typed(.backspace))) }
        for character in "shop" { _ = reduce(&state, .form(.typed(.char(character)))) }
        #expect(state.mode.form?.parentUID == nil)
        #expect(state.keys.action(for: .tab, in: state) == .form(.completeParent))
        let asked = reduce(&state, .form(.completeParent))
        #expect(asked == [.load(.parentCandidates(text: "shop", excluding: item.uid))])
        let candidates = [
            ParentCandidate(uid: "uid-Shop", title: "Shop"),
            ParentCandidate(uid: "uid-Shop2", title: "Shop again"),
        ]
        _ = reduce(&state, .form(.parentCandidates(typed: "shop", candidates)))
        #expect(state.mode.form?.parent.text == "Shop")
        #expect(state.mode.form?.parentUID == "uid-Shop")
        _ = reduce(&state, .form(.completeParent))
        #expect(state.mode.form?.parentUID == "uid-Shop2")
        // Past the last candidate, back to the text as typed, which names no task.
        _ = reduce(&state, .form(.completeParent))
        #expect(state.mode.form?.parent.text == "shop")
        #expect(state.mode.form?.parentUID == nil)
        #expect(reduce(&state, .form(.save)).isEmpty)
        #expect(state.mode.form?.parentError == "Tab chooses the task it names; empty for none")
        // Any other key ended the cycle: Tab asks the store again.
        #expect(reduce(&state, .form(.completeParent)) == asked)
        _ = reduce(&state, .form(.parentCandidates(typed: "shop", candidates)))
        let saved = reduce(&state, .form(.save))
        guard case .change(.save(let uid, let edit), _) = saved.first else {
            Issue.record("no save: \(saved)")
            return
        }
        #expect(uid == item.uid)
        #expect(edit.parent == .some("uid-Shop"))
    }

    @Test func anEmptyParentFieldSavesNoParent() {
        var state = Self.openForm(parent: "uid-Move flat")
        _ = reduce(&state, .openEditor)
        while state.mode.form?.focus != .parent { _ = reduce(&state, .form(.focus(by: 1))) }
        _ = reduce(&state, .form(.parentRead(title: "Move flat", steps: 0)))
        for _ in 0..<9 { _ = reduce(&state, .form(.typed(.backspace))) }
        // Tab on an empty field moves on.
        _ = reduce(&state, .form(.completeParent))
        #expect(state.mode.form?.focus != .parent)
        guard case .change(.save(_, let edit), _) = reduce(&state, .form(.save)).first else {
            Issue.record("no save")
            return
        }
        #expect(edit.parent == .some(nil))
    }
}

/// The Parent field's candidates from the store: titles that hold the text, never the task or its steps.
@Suite("The Parent field's candidates")
struct ParentCandidateTests {
    @Test func candidatesHoldTheTextAndLeaveOutTheTaskAndItsSteps() throws {
        let store = try TaskStore.inMemory(environment: .fixed(at: testNow))
        func add(_ title: String, under parent: String? = nil) throws -> String {
            try addTask(store, title, under: parent)
        }
        let move = try add("Move flat")
        let pack = try add("Pack the flat", under: move)
        _ = try add("Clean the flat", under: pack)
        let other = try add("Flatbread")
        #expect(try store.parentCandidates(matching: "flat", excluding: pack).map(\.uid) == [move, other])
        #expect(try store.parentCandidates(matching: "FLAT", excluding: nil).count == 4)
        #expect(try store.parentCandidates(matching: " ", excluding: nil).isEmpty)
    }
}

/// Space in the Notes field on a checklist line ticks its box (issue 33, item 5); elsewhere it types.
@Suite("Ticking a checklist in the form")
struct FormChecklistTests {
    @Test func spaceOnAChecklistLineTicksItsBoxAndTypesElsewhere() {
        var form = EditFormState(
            item: TodoItem(
                uid: "u", title: "Move", notes: "Boxes:\n- [ ] Buy tape\n- [x] Call", createdAt: testNow))
        form.focus = .notes
        // The cursor at the start of "- [ ] Buy tape".
        form.notes.cursor = 7
        form.toggleOrSpace()
        #expect(form.notes.text == "Boxes:\n- [x] Buy tape\n- [x] Call")
        #expect(form.notes.cursor == 7)
        form.toggleOrSpace()
        #expect(form.notes.text == "Boxes:\n- [ ] Buy tape\n- [x] Call")
        // After the box, and on a line that is not one, Space types.
        form.notes.cursor = 13
        form.toggleOrSpace()
        #expect(form.notes.text == "Boxes:\n- [ ]  Buy tape\n- [x] Call")
        form.notes.cursor = 2
        form.toggleOrSpace()
        #expect(form.notes.text == "Bo xes:\n- [ ]  Buy tape\n- [x] Call")
        #expect(form.isDirty)
    }

    /// Notes with Windows line breaks (an import of a file written there): the form holds them as `\n`,
    /// and the line under the cursor is the one ticked.
    @Test func aChecklistWithWindowsLineBreaksTicksTheLineUnderTheCursor() {
        var form = EditFormState(
            item: TodoItem(
                uid: "u", title: "Move", notes: "Boxes:\r\n- [ ] Tape\r\n- [ ] Van", createdAt: testNow))
        form.focus = .notes
        // The cursor at the start of "- [ ] Van".
        form.notes.cursor = 18
        form.toggleOrSpace()
        #expect(form.notes.text == "Boxes:\n- [ ] Tape\n- [x] Van")
    }
}
