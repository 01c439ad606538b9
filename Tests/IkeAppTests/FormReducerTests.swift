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
        step(&state, .moveSelection(by: 1)) {
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-B"
        }
        step(
            &state, .openEditor,
            expecting: [EditFormState.tagsRead, .load(.formParent(uid: "uid-B", parent: nil))]
        ) {
            $0.mode = .editForm(EditFormState(item: task("B", 1)))
        }
        #expect(state.mode.form?.title.text == "B" && state.mode.form?.focus == .title)
    }

    @Test func focusMovesThroughEveryFieldAndWraps() {
        var state = editing()
        #expect(state.mode.form?.focus == .title)
        for next in FormField.allCases.dropFirst() + [.title, .notes] {
            step(&state, .form(.focus(by: 1))) { $0.changeForm { $0.focus = next } }
        }
        step(&state, .form(.focus(by: -2))) { $0.changeForm { $0.focus = .done } }
    }

    @Test func typingEditsTheFocusedFieldAndSpaceTicksCheckboxes() {
        var state = editing("Call")
        step(&state, .typed(.end))  // the cursor is already at the end
        for text in ["Call ", "Call 은", "Call 은행"] {
            step(&state, .typed(.char(text.last!))) { $0.changeForm { $0.title = TextField(text) } }
        }
        // Space arrives as formToggle (the form's binding): in a text field it types a space.
        step(&state, .form(.toggle)) { $0.changeForm { $0.title = TextField("Call 은행 ") } }
        step(&state, .form(.focus(by: tabs(from: .title, to: .important)))) {
            $0.changeForm { $0.focus = .important }
        }
        step(&state, .form(.toggle)) { $0.changeForm { $0.isImportant = true } }
        step(&state, .typed(.char("x")))  // checkboxes take no text
        #expect(state.mode.form?.isDirty == true)
    }

    @Test func enterInNotesStartsANewLineAndOnTheLastFieldSaves() {
        var state = editing("Call")
        step(&state, .form(.focus(by: 1))) { $0.changeForm { $0.focus = .notes } }
        for text in prefixes("one") {
            step(&state, .typed(.char(text.last!))) {
                $0.changeForm { $0.notes = TextField(text, allowsNewlines: true) }
            }
        }
        step(&state, .form(.submit)) { $0.changeForm { $0.notes = TextField("one\n", allowsNewlines: true) } }
        for text in prefixes("two").map({ "one\n" + $0 }) {
            step(&state, .typed(.char(text.last!))) {
                $0.changeForm { $0.notes = TextField(text, allowsNewlines: true) }
            }
        }
        // Enter in notes is a new line: the focus stays.
        step(&state, .form(.submit)) {
            $0.changeForm { $0.notes = TextField("one\ntwo\n", allowsNewlines: true) }
        }
        step(&state, .form(.focus(by: 1))) { $0.changeForm { $0.focus = .deadline } }
        // Enter on the deadline goes to the next field.
        step(&state, .form(.submit)) { $0.changeForm { $0.focus = .start } }
        step(&state, .form(.focus(by: tabs(from: .start, to: .done)))) {
            $0.changeForm { $0.focus = .done }
        }
        let saved = formSave("uid-Call", title: "Call", notes: "one\ntwo\n")
        // The form stays open until the save is committed.
        step(&state, .form(.submit), expecting: [.change(saved, label: "Saved “Call”")])
    }

    @Test func theEstimateTypedInItsRowIsSavedAndAWrongOneIsRefused() {
        var state = editing("Call")
        let estimate = FormField.plain(.estimate)
        step(&state, .form(.focus(by: tabs(from: .title, to: estimate)))) {
            $0.changeForm { $0.focus = estimate }
        }
        for text in prefixes("soon") {
            step(&state, .typed(.char(text.last!))) {
                $0.changeForm { $0.plainFields[.estimate] = TextField(text) }
            }
        }
        // Not saved: the error shows at once.
        step(&state, .form(.save)) {
            $0.changeForm { $0.showsErrors = true }
            $0.status = StatusMessage("Nothing saved: fix the marked field", kind: .error)
        }
        let error = state.mode.form?.plainError(.estimate, today: testToday)
        #expect(error == "Not a duration such as 30m or PT1H30M")
        state.changeForm { $0.plainFields[.estimate] = TextField("1h30m") }
        let saved = formSave("uid-Call", title: "Call", plain: [.estimate: .minutes(90)])
        step(&state, .form(.save), expecting: [.change(saved, label: "Saved “Call”")]) { $0.status = nil }
    }

    @Test func saveParsesTheDeadlineAgainstToday() {
        var state = editing("Call")
        step(&state, .form(.focus(by: 2))) { $0.changeForm { $0.focus = .deadline } }
        for text in prefixes("4 dec") {
            step(&state, .typed(.char(text.last!))) { $0.changeForm { $0.deadline = TextField(text) } }
        }
        #expect(
            state.mode.form?.parsedDeadline(today: testToday)
                == .success(Deadline(date: LocalDate(iso: "2026-12-04")!)))
        let saved = formSave("uid-Call", title: "Call", deadline: LocalDate(iso: "2026-12-04"))
        step(&state, .form(.save), expecting: [.change(saved, label: "Saved “Call”")])
    }

    @Test(arguments: [("", "x"), ("Call", "next blursday")])
    func invalidFieldsBlockTheSaveAndShowErrors(title: String, deadline: String) {
        var state = editing(title.isEmpty ? "placeholder" : title)
        state.changeForm {
            $0.title.setText(title)
            $0.deadline.setText(deadline)
        }
        step(&state, .form(.save)) {
            $0.changeForm { $0.showsErrors = true }
            $0.status = StatusMessage("Nothing saved: fix the marked field", kind: .error)
        }
        if title.isEmpty { #expect(state.mode.form?.titleError == "A task needs a title") }
        if deadline == "next blursday" {
            #expect(
                state.mode.form?.deadlineError(today: testToday)?.contains("“blursday” is not a weekday")
                    == true)
        }
    }

    @Test func escapeClosesAnUnchangedFormAtOnceButAsksForAChangedOne() {
        var state = editing()
        step(&state, .form(.cancel)) { $0.mode = .normal }
        state = editing()
        step(&state, .typed(.char("!"))) { $0.changeForm { $0.title = TextField("Call the bank!") } }
        step(&state, .form(.cancel)) { $0.changeForm { $0.isConfirmingDiscard = true } }
        step(&state, .form(.confirmDiscard(false))) { $0.changeForm { $0.isConfirmingDiscard = false } }
        step(&state, .form(.cancel)) { $0.changeForm { $0.isConfirmingDiscard = true } }
        step(&state, .form(.confirmDiscard(true))) {
            $0.mode = .normal
            $0.status = StatusMessage("Changes discarded")
        }
    }

    @Test func theFormClosesOnlyOnceTheSaveIsCommitted() {
        var state = editing()
        let saved = formSave("uid-Call the bank", title: "Call the bank")
        step(&state, .form(.save), expecting: [.change(saved, label: "Saved “Call the bank”")])
        // Nothing lost: the form stays open so the person can try again.
        step(&state, .failed("the database is locked"), reloads: true) {
            $0.status = StatusMessage("the database is locked", kind: .error)
        }
        let item = task("Call the bank", 0)
        let entry = UndoEntry(mutation: .update(old: item, new: item), label: "Saved")
        step(&state, .committed(entry), expecting: rowReloaded(state, item.uid)) {
            $0.mode = .normal
            $0.history.record(entry)
            $0.status = StatusMessage("Saved", hint: "u undo")
        }
    }

    @Test func newTaskFormStartsEmpty() {
        var state = loadedState([])
        step(&state, .openNewTaskForm, expecting: [EditFormState.tagsRead]) {
            $0.mode = .editForm(EditFormState(item: nil))
        }
        #expect(state.mode.form?.isNew == true && state.mode.form?.isDirty == false)
    }
}
