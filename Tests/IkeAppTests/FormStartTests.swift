import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The form's Start field (issue 34, item 1): read by the deadline's parser, saved with the task, and a
/// start after the deadline refused in the form before the store would refuse it.
@Suite("The form's start")
struct FormStartTests {
    func editing(_ title: String = "Call") -> AppState {
        var state = loadedState([title, "Other"])
        _ = reduce(&state, .openEditor)
        return state
    }

    @Test func aTypedStartIsReadAsADeadlineIsAndSaved() {
        var state = editing()
        step(&state, .form(.focus(by: tabs(from: .title, to: .start)))) {
            $0.changeForm {
                $0.focus = .start
                $0.start.isSelected = true
            }
        }
        for text in prefixes("1 dec 9:00") {
            step(&state, .typed(.char(text.last!))) { $0.changeForm { $0.start = TextField(text) } }
        }
        let saved = formSave(
            "uid-Call", title: "Call", start: LocalDate(iso: "2026-12-01"),
            startTime: TimeOfDay(hour: 9, minute: 0))
        step(&state, .form(.save), expecting: [.change(saved, label: "Saved “Call”")])
    }

    @Test func aStartAfterTheDeadlineIsMarkedAndNotSaved() {
        var state = editing()
        state.changeForm {
            $0.deadline.setText("2026-12-01")
            $0.start.setText("2026-12-02")
        }
        #expect(state.mode.form?.startError(today: testToday) == "Starts after the deadline")
        step(&state, .form(.save)) {
            $0.changeForm { $0.showsErrors = true }
            $0.status = StatusMessage("Nothing saved: fix the marked field", kind: .error)
        }
        // The same day is fine, and so is a time before a timed deadline's.
        state.changeForm { $0.start.setText("2026-12-01") }
        #expect(state.mode.form?.startError(today: testToday) == nil)
        state.changeForm {
            $0.deadline.setText("2026-12-01 17:00")
            $0.start.setText("2026-12-01 18:00")
        }
        #expect(state.mode.form?.startError(today: testToday) == "Starts after the deadline")
        state.changeForm { $0.start.setText("31 feb") }
        #expect(state.mode.form?.startError(today: testToday) != nil)
    }

    @Test func theFormOpensWithTheTasksStart() {
        var item = TodoItem(uid: "u", title: "Call", createdAt: testNow)
        item.start = LocalDate(iso: "2026-12-01")
        item.startTime = TimeOfDay(hour: 9, minute: 30)
        #expect(EditFormState(item: item).start.text == "2026-12-01 09:30")
    }
}
