import IkeCore
import IkeTerm
import Testing

@testable import IkeApp
@testable import IkeViews

/// Views name keys from the key table: with keys remapped, no screen shows the standard names.
@Suite("Views: key names from the table")
struct KeyNameViewTests {
    static let remapped = KeyMap.standard
        .remapping(.taskQuickAdd, to: [.char("n")])
        .remapping(.viewHideDone, to: [.char("H")])
        .remapping(.reviewUndo, to: [.char("Z")])
        .remapping(.reviewAgain, to: [.char("R")])
        .remapping(.reviewReveal, to: [.char("v")])
        .remapping(.viewSearch, to: [.char("s")])
        .remapping(.searchClear, to: [.ctrl("g")])

    func render(_ state: AppState) -> String { AppView.render(state).plainText }

    @Test func emptyListAndAllDoneSayTheConfiguredKeys() {
        var state = AppState(size: Size(width: 80, height: 24), today: today, keys: Self.remapped)
        #expect(render(state).contains("No tasks yet. Press n to add one."))
        state.list.hideDone = true
        state.counts = TaskCounts(open: 0, done: 2)
        #expect(render(state).contains("All done. Press H to show done tasks."))
    }

    @Test func theSearchRowSaysTheConfiguredKeys() {
        var state = listState(items: mixedTasks)
        state = AppState(size: state.size, today: today, keys: Self.remapped)
        state.list.window = mixedTasks
        state.list.count = mixedTasks.count
        state.list.searchText = "a"
        let text = render(state)
        #expect(text.contains("s to change, Esc clears"))
    }

    @Test func theDeckChooserSaysTheConfiguredKeys() {
        var state = AppState(size: Size(width: 80, height: 24), today: today, keys: Self.remapped)
        state.screen = .review
        let text = render(state)
        #expect(text.contains("v details  Z undo"))
        #expect(!text.contains("u undo"))
    }
}
