import Foundation
import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// Five lines of notes, one of them Korean, for the form fixtures.
let formNotes = """
    Ask about the fixed rate.
    Bring passport and payslips.
    Compare offers from two banks.
    약속 시간 확인하기 before lunch
    Call back before Friday.
    """

/// The task the edit-form fixtures open: a Korean title, five lines of notes, important.
let formTask = TodoItem(
    uid: "uid-form", title: "할 일 등록", notes: formNotes, deadline: LocalDate(iso: "2026-12-01"),
    isImportant: true, createdAt: Date(timeIntervalSince1970: 1_795_338_000))

/// The list at `width`×`height` with the form open on `item` (a new task when nil), changed by `change`.
func formState(
    width: Int = 80, height: Int = 24, item: TodoItem? = formTask, color: Bool = true, ascii: Bool = false,
    _ change: (inout EditFormState) -> Void = { _ in }
) -> AppState {
    var state = listState(width: width, height: height, selected: 2, color: color, ascii: ascii)
    var form = EditFormState(item: item)
    if item != nil {
        form.deadline.setText("4 dec")
        // The cursor on the fourth line, after its Korean words.
        let lines: [Substring] = formNotes.split(separator: "\n")
        form.notes.cursor = lines.prefix(3).map { $0.count + 1 }.reduce(0, +) + 10
    }
    change(&form)
    state.mode = .editForm(form)
    return state
}

/// The screen of `state` with the form drawn over it.
func renderForm(_ state: AppState) -> ScreenBuffer {
    AppView.render(state)
}

/// The edit form over the list, at the reference sizes and in its special states, compared as text.
@Suite("Edit form snapshots")
struct EditFormSnapshotTests {
    @Test func titleFocused() {
        assertSnapshot(renderForm(formState()), named: "form-title-80x24")
        assertSnapshot(renderForm(formState(width: 40, height: 12)), named: "form-title-40x12")
    }

    @Test func notesFocused() {
        let change: (inout EditFormState) -> Void = { $0.focus = .notes }
        assertSnapshot(renderForm(formState(change)), named: "form-notes-80x24")
        assertSnapshot(renderForm(formState(width: 40, height: 12, change)), named: "form-notes-40x12")
    }

    @Test func deadlineFocused() {
        let change: (inout EditFormState) -> Void = { $0.focus = .deadline }
        assertSnapshot(renderForm(formState(change)), named: "form-deadline-80x24")
        assertSnapshot(renderForm(formState(width: 40, height: 12, change)), named: "form-deadline-40x12")
    }

    @Test func checkboxFocused() {
        let change: (inout EditFormState) -> Void = { $0.focus = .urgent }
        assertSnapshot(renderForm(formState(change)), named: "form-checkbox-80x24")
        assertSnapshot(renderForm(formState(width: 40, height: 12, change)), named: "form-checkbox-40x12")
    }

    @Test func newTask() {
        assertSnapshot(renderForm(formState(item: nil)), named: "form-new-80x24")
        assertSnapshot(renderForm(formState(width: 40, height: 12, item: nil)), named: "form-new-40x12")
    }

    @Test func unreadableDeadline() {
        let change: (inout EditFormState) -> Void = {
            $0.deadline.setText("blursday")
            $0.focus = .deadline
        }
        assertSnapshot(renderForm(formState(change)), named: "form-bad-deadline-80x24")
        assertSnapshot(renderForm(formState(width: 40, height: 12, change)), named: "form-bad-deadline-40x12")
    }

    @Test func emptyTitleAfterRefusedSave() {
        let change: (inout EditFormState) -> Void = {
            $0.title.setText("")
            $0.showsErrors = true
        }
        assertSnapshot(renderForm(formState(change)), named: "form-empty-title-80x24")
        assertSnapshot(renderForm(formState(width: 40, height: 12, change)), named: "form-empty-title-40x12")
    }

    @Test func discardQuestion() {
        let change: (inout EditFormState) -> Void = {
            $0.title.insert(" 2")
            $0.isConfirmingDiscard = true
        }
        assertSnapshot(renderForm(formState(change)), named: "form-discard-80x24")
        assertSnapshot(renderForm(formState(width: 40, height: 12, change)), named: "form-discard-40x12")
    }

    @Test func tenThousandCharacterTitle() {
        let title = String(repeating: "abcdefghij", count: 1_000)
        assertSnapshot(renderForm(formState { $0.title.setText(title) }), named: "form-long-title-80x24")
    }

    @Test func controlCharactersInTitle() {
        let item = task("Pay \u{1B}[31mrent\u{07} now\u{1B}", due: "2026-11-27")
        let buffer = renderForm(formState(item: item) { $0.title.insert("\u{1B}]0;x\u{07}!") })
        assertSnapshot(buffer, named: "form-control-characters-80x24")
        let controls = buffer.plainText.unicodeScalars.filter {
            $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F
        }
        #expect(controls.isEmpty)
    }

    @Test func asciiMonochrome() {
        let change: (inout EditFormState) -> Void = { $0.focus = .notes }
        assertSnapshot(
            renderForm(formState(color: false, ascii: true, change)), named: "form-ascii-mono-80x24")
        let bad: (inout EditFormState) -> Void = {
            $0.deadline.setText("blursday")
            $0.title.setText("")
            $0.focus = .important
        }
        assertSnapshot(
            renderForm(formState(width: 40, height: 12, color: false, ascii: true, bad)),
            named: "form-ascii-mono-errors-40x12")
    }

    @Test func smallestScreen() {
        assertSnapshot(renderForm(formState(width: 30, height: 8)), named: "form-30x8")
        let change: (inout EditFormState) -> Void = {
            $0.title.insert("!")
            $0.focus = .done
            $0.isConfirmingDiscard = true
        }
        assertSnapshot(renderForm(formState(width: 30, height: 8, change)), named: "form-discard-30x8")
    }

    @Test func tallScreenShowsMoreNotes() {
        assertSnapshot(
            renderForm(formState(width: 120, height: 40) { $0.focus = .notes }), named: "form-120x40")
    }
}
