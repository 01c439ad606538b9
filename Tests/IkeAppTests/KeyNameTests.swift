import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// Every key name a person reads comes from the key table: remapped keys change the messages too.
@Suite("Key names from the table")
struct KeyNameTests {
    /// A table where the keys messages name are bound elsewhere.
    static let remapped = KeyMap.standard
        .remapping(.historyUndo, to: [.char("z")])
        .remapping(.historyRedo, to: [.ctrl("y")])
        .remapping(.viewHideDone, to: [.char("H")])
        .remapping(.taskQuickAdd, to: [.char("n")])
        .remapping(.screenList, to: [.function(1)])
        .remapping(.reviewAgain, to: [.char("R")])
        .remapping(.reviewUndo, to: [.char("Z")])
        .remapping(.formDiscard, to: [.char("j")])
        .remapping(.formKeepEditing, to: [.char("k")])

    func state(_ titles: [String] = ["A"]) -> AppState {
        var state = loadedState(titles, keys: Self.remapped)
        state.status = nil
        return state
    }

    @Test func undoRedoAndHideDoneHintsNameTheConfiguredKeys() {
        var state = state()
        let item = state.list.window[0]
        var done = item
        done.setDone(true, at: testNow)
        let entry = UndoEntry(mutation: .update(old: item, new: done), label: "Done: “A”")
        step(&state, .committed(entry), expecting: rowReloaded(state, item.uid)) {
            $0.history.record(entry)
            $0.status = StatusMessage("Done: “A”", hint: "z undo")
        }
        step(&state, .undone(entry), reloads: true) {
            $0.history.didUndo()
            $0.status = StatusMessage("Undone: Done: “A”", hint: "Ctrl-Y redo")
        }
        // Remembered for the next run (issue 32).
        step(&state, .toggleHideDone, expecting: [.remember(.hideDone, "1")], reloads: true) {
            $0.list.hideDone = true
            $0.status = StatusMessage("Done tasks hidden", hint: "H toggle")
        }
    }

    @Test func explanationsNameTheConfiguredKeys() {
        var state = state()
        step(&state, .paste("x")) {
            $0.status = StatusMessage("To add pasted lines as tasks, press n first, then paste")
        }
        step(&state, .showScreen(.goals), reloads: true) {
            $0.screen = .goals
            $0.goals.selectedUID = "uid-A"
            $0.status = nil
        }
        step(&state, .goals(.explainOrder)) {
            $0.status = StatusMessage("Goals are ordered by deadline; change the order on the list (F1)")
        }
        let empty = loadedState([], keys: Self.remapped)
        #expect(
            Self.remapped.action(for: .char(" "), in: empty)
                == .showStatus(StatusMessage("There is no task to change; press n to add one")))
    }

    @Test func theFormsQuestionAndHelpTextNameTheConfiguredKeys() {
        var state = state()
        step(&state, .openNewTaskForm, expecting: [EditFormState.tagsRead]) {
            $0.mode = .editForm(EditFormState(item: nil))
        }
        step(&state, .typed(.char("x"))) { $0.changeForm { $0.title = TextField("x") } }
        step(&state, .form(.cancel)) { $0.changeForm { $0.isConfirmingDiscard = true } }
        #expect(
            Self.remapped.action(for: .char("x"), in: state)
                == .showStatus(StatusMessage("Discard changes? j/k")))
        let help = Self.remapped.helpSections(for: state).flatMap(\.rows).map(\.text)
        #expect(help.contains("Delete the task (undo with z)"))
        #expect(!help.contains { $0.contains("{") })
    }

    @Test func theFooterDrawsTheConfiguredKeys() {
        let table = Self.remapped.remapping(.taskMoveUp, to: [.char("K")]).remapping(
            .taskMoveDown, to: [.char("J")])
        let hints = table.hints(for: loadedState(["A"], keys: table))
        #expect(hints.map(\.keys) == ["␣", "K J", "⏎", "d", "n", "/", "H", "#", "?"])
        #expect(Key.joinedName([.shiftUp, .shiftDown, .shiftLeft, .shiftRight]) == "S-arrows")
        #expect(Key.joinedName([.shiftUp, .shiftDown]) == "S-↑↓")
    }
}
