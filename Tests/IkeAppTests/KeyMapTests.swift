import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

@Suite("Key table")
struct KeyMapTests {
    @Test func noTwoBindingsOfOneScopeShareAKey() {
        for scope in KeyScope.allCases {
            var seen: [Key: String] = [:]
            for binding in KeyMap.standard.bindings where binding.scope == scope {
                for key in binding.keys {
                    #expect(
                        seen[key] == nil,
                        "\(key) is bound twice in \(scope): \(seen[key] ?? "") and \(binding.id)")
                    seen[key] = binding.id.rawValue
                }
            }
        }
    }

    @Test func globalKeysDoNotShadowAnyScope() {
        let global = KeyMap.standard.bindings.filter { $0.scope == .global }.flatMap(\.keys)
        for binding in KeyMap.standard.bindings where binding.scope != .global {
            for key in binding.keys {
                #expect(!global.contains(key), "\(key) of \(binding.id) is also global")
            }
        }
    }

    @Test func idsAreUnique() {
        let ids = KeyMap.standard.bindings.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func keybindingsDocIsUpToDate() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Keybindings.md").path
        let generated = KeyMap.standard.markdown()
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            try generated.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let current = try? String(contentsOfFile: path, encoding: .utf8)
        #expect(
            current == generated,
            "Docs/Keybindings.md is stale: run UPDATE_DOCS=1 swift test --filter KeyMapTests")
    }

    @Test func dispatchPrefersTheModeThenGlobal() {
        var state = loadedState(["A"])
        #expect(KeyMap.standard.action(for: .char(" "), in: state) == .toggleDone)
        #expect(KeyMap.standard.action(for: .shiftUp, in: state) == .list(.moveTaskUp))
        #expect(KeyMap.standard.action(for: .char("q"), in: state) == .quit)
        #expect(KeyMap.standard.action(for: .ctrl("c"), in: state) == .interrupt)
        #expect(doesNothing(KeyMap.standard.action(for: .char("x"), in: state)))
        state.mode = .quickAdd(TextField())
        // While typing, letters are text, and only Ctrl-C / Ctrl-Z stay global.
        #expect(KeyMap.standard.action(for: .char("q"), in: state) == .typed(.char("q")))
        #expect(KeyMap.standard.action(for: .char(" "), in: state) == .typed(.char(" ")))
        #expect(KeyMap.standard.action(for: .enter, in: state) == .list(.submitField))
        #expect(KeyMap.standard.action(for: .ctrl("c"), in: state) == .interrupt)
        #expect(KeyMap.standard.action(for: .paste("x\ny"), in: state) == .paste("x\ny"))
        state.mode = .help
        #expect(KeyMap.standard.action(for: .char("q"), in: state) == .closeOverlay)
        // The form: Space types in a text field but ticks a checkbox; Enter and Ctrl-S are the form's.
        state.mode = .editForm(EditFormState(item: nil))
        #expect(KeyMap.standard.action(for: .char("q"), in: state) == .typed(.char("q")))
        #expect(KeyMap.standard.action(for: .char(" "), in: state) == .form(.toggle))
        #expect(KeyMap.standard.action(for: .ctrl("s"), in: state) == .form(.save))
        #expect(KeyMap.standard.action(for: .tab, in: state) == .form(.focus(by: 1)))
        var confirming = EditFormState(item: nil)
        confirming.isConfirmingDiscard = true
        state.mode = .editForm(confirming)
        #expect(KeyMap.standard.action(for: .char("y"), in: state) == .form(.confirmDiscard(true)))
        #expect(KeyMap.standard.action(for: .escape, in: state) == .form(.confirmDiscard(false)))
        #expect(
            KeyMap.standard.action(for: .char("x"), in: state)
                == .showStatus(StatusMessage("Discard changes? y/n")))
        // Goals: + and - move the deadline; Shift-arrows explain instead of reordering.
        state.mode = .normal
        state.screen = .goals
        state.goals.groups = [MonthGroup(month: nil, items: [task("A", 0)])]
        #expect(KeyMap.standard.action(for: .char("+"), in: state) == .goals(.shiftDeadline(days: 1)))
        #expect(KeyMap.standard.action(for: .shiftUp, in: state) == .goals(.explainOrder))
        #expect(doesNothing(KeyMap.standard.action(for: .char("a"), in: state)))
    }

    @Test func disabledBindingsSayWhy() {
        let empty = loadedState([])
        #expect(
            KeyMap.standard.action(for: .char(" "), in: empty)
                == .showStatus(StatusMessage("There is no task to change; press a to add one")))
        #expect(
            KeyMap.standard.action(for: .char("u"), in: empty)
                == .showStatus(StatusMessage("Nothing to undo")))
        #expect(
            KeyMap.standard.action(for: .ctrl("r"), in: empty)
                == .showStatus(StatusMessage("Nothing to redo")))
    }

    @Test func footerHintsComeFromTheTable() {
        let hints = KeyMap.standard.hints(for: loadedState(["A"]))
        #expect(hints.map(\.keys) == ["␣", "S-↑↓", "⏎", "d", "a", "/", ".", "#", "?"])
        #expect(
            hints.map(\.label) == [
                "done", "move", "edit", "delete", "add", "search", "hide done", "tag", "help",
            ])
        // Keys that would do nothing are not offered (issue 32, friction 8): with no goal loaded, none of
        // the task's; on an empty list, `a add` comes first.
        var goals = loadedState(["A"])
        goals.screen = .goals
        #expect(KeyMap.standard.hints(for: goals).map(\.label) == ["search", "hide done", "tag", "help"])
        #expect(KeyMap.standard.hints(for: loadedState([])).map(\.label).first == "add")
        goals.mode = .editForm(EditFormState(item: nil))
        #expect(KeyMap.standard.hints(for: goals).map(\.label) == ["next", "save", "cancel"])
    }
}
