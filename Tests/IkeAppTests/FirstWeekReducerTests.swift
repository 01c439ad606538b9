import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// Issue 14's fixes at the reducer: each step compared as a whole state.
@Suite("A new user's first week: reducer")
struct FirstWeekReducerTests {
    /// End, G and PgDn reach the last deck of the chooser; Home, g and PgUp the first.
    @Test func endAndHomeReachTheLastAndFirstDeck() {
        var state = loadedState(["A"])
        _ = reduce(&state, .showScreen(.review))
        for key: Key in [.end, .char("G"), .pageDown] {
            var expected = state
            expected.review.source = ReviewState.fixedSources.last!
            let action = state.keys.action(for: key, in: state)!
            #expect(reduce(&state, action) == [])
            expectNoDifference(state, expected)
            _ = reduce(&state, state.keys.action(for: .home, in: state)!)
        }
        _ = reduce(&state, state.keys.action(for: .end, in: state)!)
        for key: Key in [.home, .char("g"), .pageUp] {
            var expected = state
            expected.review.source = ReviewState.fixedSources.first!
            _ = reduce(&state, state.keys.action(for: key, in: state)!)
            expectNoDifference(state, expected)
            _ = reduce(&state, state.keys.action(for: .end, in: state)!)
        }
    }

    /// Ctrl-C in a changed form asks the form's question; a second Ctrl-C quits.
    @Test func ctrlCInAChangedFormAsksBeforeQuitting() {
        var state = loadedState(["A"])
        _ = reduce(&state, .openNewTaskForm)
        _ = reduce(&state, .typed(.char("x")))
        let interrupt = state.keys.action(for: .ctrl("c"), in: state)!
        #expect(interrupt == .interrupt)
        step(&state, interrupt) { $0.changeForm { $0.isConfirmingDiscard = true } }
        step(&state, state.keys.action(for: .ctrl("c"), in: state)!, expecting: [.quit]) {
            $0.isRunning = false
        }
    }

    /// Ctrl-C in a clean form, or with nothing typed, quits at once as before.
    @Test func ctrlCWithNothingTypedQuits() {
        var state = loadedState(["A"])
        _ = reduce(&state, .openNewTaskForm)
        step(&state, .interrupt, expecting: [.quit]) { $0.isRunning = false }
        var adding = loadedState(["A"])
        _ = reduce(&adding, .list(.startQuickAdd))
        step(&adding, .interrupt, expecting: [.quit]) { $0.isRunning = false }
    }

    /// Ctrl-C over a line typed into quick add says what would be lost; a second one quits, any other
    /// key disarms it.
    @Test func ctrlCInQuickAddWithTextAsksFirst() {
        var state = loadedState(["A"])
        _ = reduce(&state, .list(.startQuickAdd))
        _ = reduce(&state, .typed(.char("x")))
        step(&state, .interrupt) {
            $0.isQuitArmed = true
            $0.status = StatusMessage("Ctrl-C again quits without adding “x”; Enter adds it")
        }
        step(&state, .typed(.char("y"))) {
            $0.isQuitArmed = false
            $0.status = nil
            $0.mode = .quickAdd(TextField("xy"))
        }
        _ = reduce(&state, .interrupt)
        step(&state, .interrupt, expecting: [.quit]) {
            $0.isRunning = false
            $0.isQuitArmed = false
            $0.status = nil
        }
    }

    /// Esc in quick add cancels, as everywhere (issue 32, friction 3): nothing is added, and the line
    /// typed so far comes back with the next quick add; Enter adds it.
    @Test func escInQuickAddCancelsAndTheLineComesBack() {
        var state = loadedState(["A"])
        _ = reduce(&state, .list(.startQuickAdd))
        _ = reduce(&state, .paste("Pasted line"))
        let escape = state.keys.action(for: .escape, in: state)!
        step(&state, escape) {
            $0.mode = .normal
            $0.list.draftLine = "Pasted line"
        }
        step(&state, .list(.startQuickAdd)) {
            $0.mode = .quickAdd(TextField("Pasted line"))
            $0.list.draftLine = nil
        }
        step(
            &state, .list(.submitField),
            expecting: [.change(.add(titles: ["Pasted line"], at: .top), label: "Added “Pasted line”")]
        ) {
            $0.mode = .quickAdd(TextField())
            $0.list.unsavedLine = "Pasted line"
        }
        // An empty line leaves nothing to bring back.
        step(&state, escape) { $0.mode = .normal }
    }

    /// Entering the deadline field selects it, so typing a phrase replaces the stored date.
    @Test func enteringTheDeadlineFieldSelectsItsText() {
        var state = loadedState(["A"])
        var item = state.list.window[0]
        item.deadline = LocalDate(iso: "2026-11-27")
        _ = reduce(
            &state,
            .list(
                .loaded(
                    ListSnapshot(
                        counts: state.counts, count: 1, windowOffset: 0, window: [item], indexOfSelected: 0)))
        )
        _ = reduce(&state, .openEditor)
        step(&state, .form(.focus(by: 2))) {
            $0.changeForm {
                $0.focus = .deadline
                $0.deadline.isSelected = true
            }
        }
        for key: Key in [.char("f"), .char("r"), .char("i")] { _ = reduce(&state, .typed(key)) }
        #expect(state.mode.form?.deadline.text == "fri")
        step(&state, .form(.focus(by: 1))) {
            $0.changeForm {
                $0.focus = .start
                $0.start.isSelected = true
            }
        }
    }

    /// `I` shows and hides the id column, saying what the ids are for.
    @Test func capitalIShowsAndHidesTaskIDs() {
        var state = loadedState(["A"])
        #expect(state.keys.action(for: .char("I"), in: state) == .toggleIDs)
        step(&state, .toggleIDs) {
            $0.showsIDs = true
            $0.status = StatusMessage("Task ids shown (for ike done ID and other commands)", hint: "I toggle")
        }
        step(&state, .toggleIDs) {
            $0.showsIDs = false
            $0.status = StatusMessage("Task ids hidden", hint: "I toggle")
        }
    }

    /// Quick add reads `due:` and `!`/`!!` out of the line; a plain line is added as before.
    @Test func quickAddReadsDueAndBangs() {
        var state = loadedState(["A"])
        _ = reduce(&state, .list(.startQuickAdd))
        _ = reduce(&state, .paste("Pay rent due:fri !"))
        let edit = TaskEdit(title: "Pay rent", deadline: .some(LocalDate(iso: "2026-11-27")), urgent: true)
        step(
            &state, .list(.submitField),
            expecting: [.change(.addEdited([edit], at: .top), label: "Added “Pay rent”")]
        ) {
            $0.mode = .quickAdd(TextField())
            $0.list.unsavedLine = "Pay rent due:fri !"
        }
        _ = reduce(&state, .paste("Buy milk tomorrow"))
        step(
            &state, .list(.submitField),
            expecting: [
                .change(.add(titles: ["Buy milk tomorrow"], at: .top), label: "Added “Buy milk tomorrow”")
            ]
        ) {
            $0.mode = .quickAdd(TextField())
            $0.list.unsavedLine = "Buy milk tomorrow"
        }
    }

    /// Quick add's `start:` sets the start, and the status says the task is hidden until then and which
    /// key shows it (issue 34); with starts shown, it says nothing of hiding.
    @Test func quickAddReadsTheStartAndSaysWhereTheTaskWent() {
        var state = loadedState(["A"])
        _ = reduce(&state, .list(.startQuickAdd))
        _ = reduce(&state, .paste("Plan the party start:tue"))
        var edit = TaskEdit(title: "Plan the party", deadline: .some(nil))
        edit.start = .some(LocalDate(iso: "2026-11-24"))
        let label = "Added “Plan the party”, hidden until Tue 24 Nov (W shows it)"
        step(&state, .list(.submitField), expecting: [.change(.addEdited([edit], at: .top), label: label)]) {
            $0.mode = .quickAdd(TextField())
            $0.list.unsavedLine = "Plan the party start:tue"
        }
        state.list.showsFutureStarts = true
        _ = reduce(&state, .paste("Plan the party start:tue"))
        step(
            &state, .list(.submitField),
            expecting: [.change(.addEdited([edit], at: .top), label: "Added “Plan the party”")]
        ) {
            $0.mode = .quickAdd(TextField())
        }
    }

    /// Quick add reads "next week" in weeks from the settings' first weekday (testToday is a Sunday).
    @Test func quickAddCountsWeeksFromTheFirstWeekday() {
        var state = loadedState(["A"])
        state.list.firstWeekday = .sunday
        _ = reduce(&state, .list(.startQuickAdd))
        _ = reduce(&state, .paste("Plan due:next week"))
        let edit = TaskEdit(title: "Plan", deadline: .some(LocalDate(iso: "2026-11-29")))
        step(
            &state, .list(.submitField),
            expecting: [.change(.addEdited([edit], at: .top), label: "Added “Plan”")]
        ) {
            $0.mode = .quickAdd(TextField())
            $0.list.unsavedLine = "Plan due:next week"
        }
    }

    /// A typed line whose `due:` cannot be read is not added, and its text stays to be fixed.
    @Test func anUnreadableDueKeepsTheLine() {
        var state = loadedState(["A"])
        _ = reduce(&state, .list(.startQuickAdd))
        _ = reduce(&state, .paste("Party due:blursday"))
        let before = state.mode
        let effects = reduce(&state, .list(.submitField))
        #expect(effects.isEmpty)
        #expect(state.mode == before)
        #expect(state.status?.kind == .error && state.status?.text.contains("blursday") == true)
        // Cancelled, the line waits for the next quick add.
        #expect(reduce(&state, .list(.cancelField)).isEmpty)
        #expect(state.mode == .normal && state.list.draftLine == "Party due:blursday")
        _ = reduce(&state, .list(.startQuickAdd))
        #expect(state.mode == before)
    }
}
