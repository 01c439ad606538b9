import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The edit form's Tags field: what it shows, Tab completion, errors in place, and what a save asks for.
@Suite("Edit form: the Tags field")
struct FormTagsTests {
    /// A task with tags `names`, as a reducer test holds it.
    func tagged(_ title: String, _ names: [String]) -> TodoItem {
        var item = task(title, 0)
        item.tags = try! TagSet(parsing: names)
        return item
    }

    /// The list showing `item`, its form open on the Tags field, the tags in use read.
    func editingTags(_ item: TodoItem) -> AppState {
        var state = loadedState([])
        state.list.window = [item]
        state.list.count = 1
        state.list.selectedUID = item.uid
        _ = reduce(&state, .openEditor)
        _ = reduce(&state, .tagFilter(.loaded(testTagCounts)))
        _ = reduce(&state, .form(.focus(by: tabs(from: .title, to: .tags))))
        return state
    }

    func tagsField(_ text: String, cursor: Int? = nil) -> TextField {
        var field = TextField(text)
        if let cursor { field.cursor = cursor }
        return field
    }

    @Test func theFieldShowsTheTagsAsWordsAndOpeningTheFormReadsTheTagsInUse() {
        var state = loadedState([])
        let item = tagged("Call", ["work", "@phone", "할일"])
        state.list.window = [item]
        state.list.count = 1
        state.list.selectedUID = item.uid
        step(
            &state, .openEditor,
            expecting: [.load(.tagCounts(.all)), .load(.formParent(uid: item.uid, parent: nil))]
        ) {
            $0.mode = .editForm(EditFormState(item: item))
        }
        // Contexts keep their @; a blank after the last tag, so typing at the end starts a new one.
        #expect(state.mode.form?.tags.text == "@phone #work #할일 ")
        #expect(state.mode.form?.isDirty == false)
        step(&state, .tagFilter(.loaded(testTagCounts))) { $0.tagCounts = testTagCounts }
        #expect(EditFormState(item: task("Plain", 0)).tags.text == "")
    }

    @Test func tabCompletesAUniqueMatchAndABlankFollows() {
        var state = editingTags(tagged("Call", []))
        for text in ["h", "ho"] {
            step(&state, .typed(.char(text.last!))) { $0.changeForm { $0.tags = TextField(text) } }
        }
        #expect(state.keys.action(for: .tab, in: state) == .form(.completeTag))
        step(&state, .form(.completeTag)) { $0.changeForm { $0.tags = TextField("#home ") } }
        // Nothing left to complete: Tab moves on, as it does in every other field.
        step(&state, .form(.completeTag)) {
            $0.changeForm { $0.focus = FormField.allCases[tabs(from: .title, to: .tags) + 1] }
        }
    }

    @Test func repeatedTabCyclesThroughTheMatchesMostUsedFirstAndBackToTheTypedWord() {
        var state = editingTags(tagged("Call", ["home"]))
        step(&state, .typed(.char("W"))) { $0.changeForm { $0.tags = TextField("#home W") } }
        let cycle = TagCompletion(typed: "W", candidates: ["#work", "#Workshop"], index: 0, start: 6)
        step(&state, .form(.completeTag)) {
            $0.changeForm {
                $0.tags = TextField("#home #work")
                $0.tagCompletion = cycle
            }
        }
        step(&state, .form(.completeTag)) {
            $0.changeForm {
                $0.tags = TextField("#home #Workshop")
                $0.tagCompletion?.index = 1
            }
        }
        step(&state, .form(.completeTag)) {
            $0.changeForm {
                $0.tags = TextField("#home W")
                $0.tagCompletion?.index = 2
            }
        }
        step(&state, .form(.completeTag)) {
            $0.changeForm {
                $0.tags = TextField("#home #work")
                $0.tagCompletion?.index = 0
            }
        }
        // Any other key ends the cycle: the word stays as completed, and the next Tab starts afresh.
        step(&state, .typed(.char(" "))) {
            $0.changeForm {
                $0.tags = TextField("#home #work ")
                $0.tagCompletion = nil
            }
        }
    }

    @Test func tagsInTheFieldAreNotOfferedAgainAndTheWordAtTheCursorIsTheOneCompleted() {
        var state = editingTags(tagged("Call", ["work"]))
        // "#work " then "wo": work is in the field already, so Workshop is the one match.
        step(&state, .paste("wo")) { $0.changeForm { $0.tags = TextField("#work wo") } }
        step(&state, .form(.completeTag)) { $0.changeForm { $0.tags = TextField("#work #Workshop ") } }
        // With the cursor inside the first word, that word is the one completed, without a new blank.
        state.changeForm { $0.tags = self.tagsField("ca #work", cursor: 1) }
        step(&state, .form(.completeTag)) {
            $0.changeForm { $0.tags = self.tagsField("#café #work", cursor: 5) }
        }
    }

    @Test func anInvalidTagIsShownInPlaceOnceTheFieldIsLeftAndBlocksTheSave() {
        var state = editingTags(tagged("Call", []))
        step(&state, .typed(.char("#"))) { $0.changeForm { $0.tags = TextField("#") } }
        // Not while "#" is on its way to "#work".
        #expect(state.mode.form?.tagsError == nil)
        step(&state, .form(.focus(by: tabs(from: .tags, to: .important)))) {
            $0.changeForm { $0.focus = .important }
        }
        #expect(state.mode.form?.tagsError == "“#” is not a tag: a tag needs a name")
        step(&state, .form(.save)) {
            $0.changeForm { $0.showsErrors = true }
            $0.status = StatusMessage("Nothing saved: fix the marked field", kind: .error)
        }
        let long = String(repeating: "x", count: 65)
        state.changeForm {
            $0.focus = .tags
            $0.tags.setText("ok " + long)
        }
        // After a refused save the error shows while the field is being typed in; the name is cut.
        #expect(state.mode.form?.tagsError == "a tag is at most 64 characters: “\(long.prefix(64))…”")
    }

    @Test func savingReplacesTheTagsAndOnlyARealChangeMakesTheFormDirty() {
        var state = editingTags(tagged("Call", ["work", "home"]))
        #expect(state.mode.form?.tags.text == "#home #work ")
        // Blanks are not a change.
        state.changeForm { $0.tags.setText("  #home   #work") }
        #expect(state.mode.form?.isDirty == false)
        state.changeForm { $0.tags.setText("#home +Errand @phone") }
        #expect(state.mode.form?.isDirty == true)
        let saved = formSave(
            "uid-Call", title: "Call", tags: try! TagSet(parsing: ["home", "Errand", "@phone"]))
        step(&state, .form(.save), expecting: [.change(saved, label: "Saved “Call”")])
        // A form emptied of tags saves none.
        state.changeForm { $0.tags.setText("") }
        step(
            &state, .form(.save),
            expecting: [.change(formSave("uid-Call", title: "Call"), label: "Saved “Call”")])
    }

    @Test func spaceTypesABlankInTheTagsField() {
        var state = editingTags(tagged("Call", []))
        #expect(state.keys.action(for: .char(" "), in: state) == .form(.toggle))
        step(&state, .typed(.char("a"))) { $0.changeForm { $0.tags = TextField("a") } }
        step(&state, .form(.toggle)) { $0.changeForm { $0.tags = TextField("a ") } }
        #expect(state.keys.hints(for: state).map(\.label) == ["complete", "save", "cancel"])
    }
}
