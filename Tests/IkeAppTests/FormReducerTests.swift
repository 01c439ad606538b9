import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The edit form: focus, editing, validation, the dirty check, save and cancel.
@Suite("Edit form reducer")
struct FormReducerTests {
    func editing(_ title: String = "Call the bank") -> AppState {
        var state = loadedState([title, "Other"])
        _ = reduce(&state, .openEditor)
        return state
    }

    @Test func enterOpensTheFormOnTheSelectedTask() {
        var state = loadedState(["A", "B"])
        _ = reduce(&state, .moveSelection(by: 1))
        let effects = reduce(&state, .openEditor)
        #expect(effects.isEmpty)
        var expected = loadedState(["A", "B"])
        expected.list.selectedIndex = 1
        expected.list.selectedUID = "uid-B"
        expected.mode = .editForm(EditFormState(item: task("B", 1)))
        #expect(state == expected)
        #expect(state.mode.form?.title.text == "B" && state.mode.form?.focus == .title)
    }

    @Test func focusMovesThroughEveryFieldAndWraps() {
        var state = editing()
        var seen: [FormField] = []
        for _ in 0..<7 {
            seen.append(state.mode.form!.focus)
            _ = reduce(&state, .form(.focus(by: 1)))
        }
        #expect(seen == [.title, .notes, .deadline, .important, .urgent, .done, .title])
        #expect(state.mode.form?.focus == .notes)
        _ = reduce(&state, .form(.focus(by: -2)))
        #expect(state.mode.form?.focus == .done)
    }

    @Test func typingEditsTheFocusedFieldAndSpaceTicksCheckboxes() {
        var state = editing("Call")
        for key: Key in [.end, .char(" "), .char("은"), .char("행")] { _ = reduce(&state, .typed(key)) }
        // Space arrives as formToggle (the form's binding): in a text field it types a space.
        _ = reduce(&state, .form(.toggle))
        #expect(state.mode.form?.title.text == "Call 은행 ")
        _ = reduce(&state, .form(.focus(by: 3)))
        #expect(state.mode.form?.focus == .important)
        _ = reduce(&state, .form(.toggle))
        _ = reduce(&state, .typed(.char("x")))  // checkboxes take no text
        #expect(state.mode.form?.isImportant == true)
        #expect(state.mode.form?.isDirty == true)
    }

    @Test func enterInNotesStartsANewLineAndOnTheLastFieldSaves() {
        var state = editing("Call")
        _ = reduce(&state, .form(.focus(by: 1)))
        for character in "one" { _ = reduce(&state, .typed(.char(character))) }
        _ = reduce(&state, .form(.submit))
        for character in "two" { _ = reduce(&state, .typed(.char(character))) }
        #expect(state.mode.form?.notes.text == "one\ntwo")
        _ = reduce(&state, .form(.submit))
        #expect(state.mode.form?.focus == .notes)
        _ = reduce(&state, .form(.focus(by: 1)))
        _ = reduce(&state, .form(.submit))  // Enter on the deadline goes to the next field
        #expect(state.mode.form?.focus == .important)
        _ = reduce(&state, .form(.focus(by: 2)))
        let effects = reduce(&state, .form(.submit))
        let saved = SavedTask(
            uid: "uid-Call", title: "Call", notes: "one\ntwo\n", deadline: nil, isImportant: false,
            isUrgent: false,
            isDone: false)
        #expect(effects == [.change(.save(saved), label: "Saved “Call”")])
    }

    @Test func saveParsesTheDeadlineAgainstToday() {
        var state = editing("Call")
        _ = reduce(&state, .form(.focus(by: 2)))
        for character in "next fri" { _ = reduce(&state, .typed(.char(character))) }
        #expect(state.mode.form?.parsedDeadline(today: testToday) == .success(LocalDate(iso: "2026-12-04")))
        let effects = reduce(&state, .form(.save))
        guard case .change(.save(let saved), _) = effects.first else {
            Issue.record("no save: \(effects)")
            return
        }
        #expect(saved.deadline == LocalDate(iso: "2026-12-04"))
    }

    @Test(arguments: [("", "x"), ("Call", "next blursday")])
    func invalidFieldsBlockTheSaveAndShowErrors(title: String, deadline: String) {
        var state = editing(title.isEmpty ? "placeholder" : title)
        guard case .editForm(var form) = state.mode else { return }
        form.title.setText(title)
        form.deadline.setText(deadline)
        state.mode = .editForm(form)
        let effects = reduce(&state, .form(.save))
        #expect(effects.isEmpty)
        #expect(state.mode.form?.showsErrors == true)
        #expect(state.status == StatusMessage("Nothing saved: fix the marked field", kind: .error))
        if title.isEmpty { #expect(state.mode.form?.titleError == "A task needs a title") }
        if deadline == "next blursday" {
            #expect(
                state.mode.form?.deadlineError(today: testToday)?.contains("“blursday” is not a weekday")
                    == true)
        }
    }

    @Test func escapeClosesAnUnchangedFormAtOnceButAsksForAChangedOne() {
        var state = editing()
        _ = reduce(&state, .form(.cancel))
        #expect(state.mode == .normal)
        state = editing()
        _ = reduce(&state, .typed(.char("!")))
        _ = reduce(&state, .form(.cancel))
        #expect(state.mode.form?.isConfirmingDiscard == true)
        _ = reduce(&state, .form(.confirmDiscard(false)))
        #expect(
            state.mode.form?.isConfirmingDiscard == false && state.mode.form?.title.text == "Call the bank!")
        _ = reduce(&state, .form(.cancel))
        _ = reduce(&state, .form(.confirmDiscard(true)))
        #expect(state.mode == .normal)
        #expect(state.status == StatusMessage("Changes discarded"))
    }

    @Test func theFormClosesOnlyOnceTheSaveIsCommitted() {
        var state = editing()
        let effects = reduce(&state, .form(.save))
        #expect(effects.count == 1)
        #expect(state.mode.form != nil)
        _ = reduce(&state, .failed("the database is locked"))
        #expect(state.mode.form != nil)  // nothing lost: the person can try again
        let item = task("Call the bank", 0)
        _ = reduce(&state, .committed(UndoEntry(mutation: .update(old: item, new: item), label: "Saved")))
        #expect(state.mode == .normal)
    }

    @Test func newTaskFormStartsEmpty() {
        var state = loadedState([])
        _ = reduce(&state, .openNewTaskForm)
        #expect(state.mode == .editForm(EditFormState(item: nil)))
        #expect(state.mode.form?.isNew == true && state.mode.form?.isDirty == false)
    }
}
