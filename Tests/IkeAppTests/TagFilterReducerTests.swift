import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// A tag's count for reducer tests (never stored).
func tagCount(_ name: String, open: Int, done: Int = 0) -> TagCount {
    TagCount(tag: try! Tag(name), open: open, done: done)
}

/// The tags of the filter tests, most used first as `TagCountLoader` orders them.
let testTagCounts = [
    tagCount("work", open: 5, done: 2), tagCount("Workshop", open: 2), tagCount("home", open: 1, done: 1),
    tagCount("café", open: 1), tagCount("할일", open: 1),
]

/// The `#` tag filter and its chooser, step by step as whole states.
@Suite("Tag filter reducer")
struct TagFilterReducerTests {
    /// The list with the chooser open and the tags read.
    func choosing(_ titles: [String] = ["A", "B"]) -> AppState {
        var state = loadedState(titles)
        _ = reduce(&state, .tagFilter(.open))
        _ = reduce(&state, .tagFilter(.loaded(testTagCounts)))
        return state
    }

    func chooser(_ text: String, choice: Int = 0) -> Mode {
        var chooser = TagChooserState()
        chooser.field = TextField(text)
        chooser.choice = choice
        return .tagChooser(chooser)
    }

    @Test func hashOpensTheChooserAndReadsTheTags() {
        var state = loadedState(["A", "B"])
        #expect(state.keys.action(for: .char("#"), in: state) == .tagFilter(.open))
        step(&state, .tagFilter(.open), expecting: [.load(.tagCounts(TaskFilter()))]) {
            $0.mode = .tagChooser(TagChooserState())
        }
        step(&state, .tagFilter(.loaded(testTagCounts))) { $0.tagCounts = testTagCounts }
        // With done tasks hidden, the counts are read without them.
        state = loadedState(["A"])
        state.list.hideDone = true
        step(&state, .tagFilter(.open), expecting: [.load(.tagCounts(TaskFilter(includeDone: false)))]) {
            $0.mode = .tagChooser(TagChooserState())
        }
    }

    @Test func typingNarrowsWithoutCaseAndInAnyNormalForm() {
        var state = choosing()
        let open = { (state: AppState) -> TagChooserState? in
            if case .tagChooser(let chooser) = state.mode { return chooser }
            return nil
        }
        for text in ["W", "Wo"] {
            step(&state, .typed(.char(text.last!))) { $0.mode = chooser(text) }
        }
        #expect(open(state)?.matches(in: state.tagCounts).map(\.tag.name) == ["work", "Workshop"])
        step(&state, .tagFilter(.erase)) { $0.mode = chooser("W") }
        step(&state, .tagFilter(.erase)) { $0.mode = chooser("") }
        // "é" typed as e and a combining accent finds "café"; a leading # is the marker, not the name.
        step(&state, .paste("#cafe\u{301}")) { $0.mode = chooser("#cafe\u{301}") }
        #expect(open(state)?.matches(in: state.tagCounts).map(\.tag.name) == ["café"])
        // A tag that holds the text after one that starts with it: "k" is in work and Workshop only.
        state.mode = chooser("o")
        #expect(
            open(state)?.matches(in: state.tagCounts).map(\.tag.name) == ["work", "Workshop", "home"])
        state.mode = chooser("할")
        #expect(open(state)?.matches(in: state.tagCounts).map(\.tag.name) == ["할일"])
    }

    @Test func arrowsMoveTheChoiceWithinTheMatchesAndTypingStartsAgainAtTheTop() {
        var state = choosing()
        step(&state, .tagFilter(.moveChoice(by: 1))) { $0.mode = chooser("", choice: 1) }
        step(&state, .tagFilter(.moveChoice(by: 10))) { $0.mode = chooser("", choice: 4) }
        step(&state, .tagFilter(.moveChoice(by: -10))) { $0.mode = chooser("", choice: 0) }
        step(&state, .tagFilter(.moveChoice(by: 2))) { $0.mode = chooser("", choice: 2) }
        step(&state, .typed(.char("w"))) { $0.mode = chooser("w", choice: 0) }
        step(&state, .tagFilter(.moveChoice(by: 5))) { $0.mode = chooser("w", choice: 1) }
    }

    @Test func enterFiltersEveryTaskScreenByTheChosenTag() {
        var state = choosing(["A", "B", "C"])
        step(&state, .moveSelection(by: 0))  // keys go to the chooser: the list does not move
        state.list.selectedIndex = 2
        state.list.scrollTop = 1
        step(&state, .tagFilter(.moveChoice(by: 1))) { $0.mode = chooser("", choice: 1) }
        step(&state, .tagFilter(.apply), reloads: true) {
            $0.mode = .normal
            $0.list.tagFilter = try! Tag("Workshop")
            $0.list.selectedIndex = 0
            $0.list.scrollTop = 0
            $0.status = StatusMessage("Showing tasks tagged #Workshop", hint: "Esc clears")
        }
        #expect(state.list.query(state.layout, now: state.now).filter.tags == [try! Tag("workshop")])
        // The goals and the matrix read the same filter, so it stays when switching screens.
        step(&state, .showScreen(.goals), reloads: true) {
            $0.screen = .goals
            $0.status = nil
            $0.goals.selectedUID = "uid-A"
        }
        guard case .goals(let goalsFilter) = state.loadRequest else {
            Issue.record("The goals screen reads \(state.loadRequest)")
            return
        }
        #expect(goalsFilter.tags.names == ["Workshop"])
        step(&state, .showScreen(.matrix), reloads: true) {
            $0.screen = .matrix
            // Never placed: in the matrix's inbox, which gets the keys.
            $0.matrix.isInboxFocused = true
            $0.matrix.inboxUID = "uid-A"
        }
        #expect(state.matrixFilter.tags.names == ["Workshop"])
        step(&state, .showScreen(.list), reloads: true) { $0.screen = .list }
        #expect(state.list.tagFilter?.name == "Workshop")
    }

    @Test func theTagCombinesWithSearchAndHideDone() {
        var state = choosing()
        step(&state, .tagFilter(.apply), reloads: true) {
            $0.mode = .normal
            $0.list.tagFilter = try! Tag("work")
            $0.status = StatusMessage("Showing tasks tagged #work", hint: "Esc clears")
        }
        step(&state, .toggleHideDone, expecting: [.remember(.hideDone, "1")], reloads: true) {
            $0.list.hideDone = true
            $0.status = StatusMessage("Done tasks hidden", hint: ". toggle")
        }
        step(&state, .list(.startSearch)) {
            $0.mode = .search(TextField())
            $0.status = nil
        }
        step(&state, .typed(.char("b")), reloads: true) {
            $0.mode = .search(TextField("b"))
            $0.list.searchText = "b"
        }
        let filter = state.list.query(state.layout, now: state.now).filter
        #expect(filter.tags.names == ["work"] && filter.text == "b" && !filter.includeDone)
    }

    @Test func escClosesTheChooserAndKeepsTheFilter() {
        var state = choosing()
        state.list.tagFilter = try! Tag("home")
        #expect(state.keys.action(for: .escape, in: state) == .tagFilter(.close))
        step(&state, .typed(.char("w"))) { $0.mode = chooser("w") }
        step(&state, .tagFilter(.close)) { $0.mode = .normal }
        #expect(state.list.tagFilter?.name == "home")
    }

    @Test func reopenedOverAFilterTheChooserStartsOnItsTag() {
        var state = loadedState(["A"])
        state.list.tagFilter = try! Tag("HOME")
        _ = reduce(&state, .tagFilter(.open))
        step(&state, .tagFilter(.loaded(testTagCounts))) {
            $0.tagCounts = testTagCounts
            $0.mode = chooser("", choice: 2)
        }
        // Enter on the tag in effect keeps it, spelled as the store spells it.
        step(&state, .tagFilter(.apply), reloads: true) {
            $0.mode = .normal
            $0.list.tagFilter = try! Tag("home")
            $0.status = StatusMessage("Showing tasks tagged #home", hint: "Esc clears")
        }
        #expect(state.list.tagFilter?.name == "home")
        _ = reduce(&state, .tagFilter(.open))
        _ = reduce(&state, .tagFilter(.loaded(testTagCounts)))
        // Enter on it again changes nothing and closes.
        step(&state, .tagFilter(.apply)) {
            $0.mode = .normal
            $0.status = nil
        }
    }

    @Test func backspaceOnAnEmptyFieldClearsTheFilter() {
        var state = choosing()
        #expect(state.keys.action(for: .backspace, in: state) == .tagFilter(.erase))
        // Without a filter there is nothing to clear: the chooser stays.
        step(&state, .tagFilter(.erase))
        state.list.tagFilter = try! Tag("work")
        state.list.pinnedUIDs = ["uid-A"]
        step(&state, .tagFilter(.erase), reloads: true) {
            $0.mode = .normal
            $0.list.tagFilter = nil
            $0.list.pinnedUIDs = []
            $0.status = StatusMessage("Tag filter cleared")
        }
    }

    @Test func escOnGoalsAndMatrixClearsTheSearchAndTagAndOnTheListTheViewToo() {
        var state = loadedState(["A"])
        state.list.tagFilter = try! Tag("work")
        state.list.searchText = "a"
        state.list.view = .today
        state.screen = .goals
        #expect(state.keys.action(for: .escape, in: state) == .list(.clearFilters))
        // The view is the list's own, so it stays when Esc is pressed on the goals.
        step(&state, .list(.clearFilters), reloads: true) {
            $0.list.tagFilter = nil
            $0.list.searchText = ""
            $0.status = StatusMessage("Showing every task")
        }
        step(&state, .list(.clearFilters)) { $0.status = nil }  // nothing left to clear here
        state.screen = .matrix
        #expect(state.keys.action(for: .escape, in: state) == .list(.clearFilters))
        state.screen = .list
        state.list.tagFilter = try! Tag("work")
        #expect(state.keys.action(for: .escape, in: state) == .list(.clearFilters))
        step(&state, .list(.clearFilters), reloads: true) {
            $0.list.tagFilter = nil
            $0.list.view = .all
            $0.status = StatusMessage("Showing every task")
        }
        // A tag alone is a filter Esc clears too.
        state.list.tagFilter = try! Tag("work")
        step(&state, .list(.clearFilters), reloads: true) {
            $0.list.tagFilter = nil
            $0.status = StatusMessage("Showing every task")
        }
    }

    @Test func enterWithoutAMatchSaysSoAndStaysOpen() {
        var state = choosing()
        state.mode = chooser("xyz")
        step(&state, .tagFilter(.apply)) { $0.status = StatusMessage("No tag matches “xyz”") }
        state = loadedState(["A"])
        _ = reduce(&state, .tagFilter(.open))
        step(&state, .tagFilter(.apply)) {
            $0.status = StatusMessage("No task has a tag yet: add one with #word in quick add or in the form")
        }
    }

    @Test func whileTheChooserIsOpenKeysAreItsOwn() {
        let state = choosing()
        #expect(state.keys.action(for: .char("q"), in: state) == .typed(.char("q")))
        #expect(state.keys.action(for: .char(" "), in: state) == .typed(.char(" ")))
        #expect(state.keys.action(for: .enter, in: state) == .tagFilter(.apply))
        #expect(state.keys.action(for: .down, in: state) == .tagFilter(.moveChoice(by: 1)))
        #expect(state.keys.action(for: .ctrl("c"), in: state) == .interrupt)
        #expect(state.keys.hints(for: state).map(\.label) == ["apply", "choose", "close"])
    }

    @Test func aTaskAddedUnderATagFilterStaysInSight() {
        var state = loadedState(["A"])
        state.list.tagFilter = try! Tag("work")
        let added = task("New", 1)
        let entry = UndoEntry(mutation: .insert(added), label: "Added “New”")
        step(&state, .committed(entry), reloads: true) {
            $0.history.record(entry)
            $0.status = StatusMessage("Added “New”", hint: "u undo")
            $0.list.pinnedUIDs = ["uid-New"]
            $0.list.selectedUID = "uid-New"
            $0.goals.selectedUID = "uid-New"
            $0.matrix.inboxUID = "uid-New"  // no flag: the matrix's inbox
        }
    }
}
