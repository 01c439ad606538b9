import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// Clicking a screen's tab shows that screen, and clicking "+ Add a task…" opens quick add (issue 32,
/// friction 8: both did nothing). The tabs are where `HeaderTabs` says, which the header draws from too.
@Suite("Clicks on the header and the add row")
struct HeaderClickTests {
    @Test func aClickOnATabShowsItsScreen() {
        var state = loadedState(["A"])
        let tabs = HeaderTabs.columns(current: .list, compact: false)
        let matrix = try! #require(tabs.first { $0.screen == .matrix })
        let click = Key.mouse(MouseEvent(kind: .click, x: matrix.columns.lowerBound + 1, y: 0))
        #expect(state.keys.action(for: click, in: state) == .showScreen(.matrix))
        _ = reduce(&state, state.keys.action(for: click, in: state)!)
        #expect(state.screen == .matrix)
        // From the matrix too, and a slow click's press does it; its release and the brand do nothing.
        let list = HeaderTabs.columns(current: .matrix, compact: false).first { $0.screen == .list }!
        let press = Key.mouse(MouseEvent(kind: .press, x: list.columns.lowerBound, y: 0))
        #expect(state.keys.action(for: press, in: state) == .showScreen(.list))
        let release = Key.mouse(MouseEvent(kind: .release, x: list.columns.lowerBound, y: 0))
        #expect(state.keys.action(for: release, in: state) == nil)
        #expect(state.keys.action(for: .mouse(MouseEvent(kind: .click, x: 2, y: 0)), in: state) == nil)
    }

    @Test func theTabsAreWhereTheHeaderDrawsThem() {
        // " ike  [List]  Goals   Matrix   Review   Stats ": each tab followed by a blank.
        let tabs = HeaderTabs.columns(current: .list, compact: false)
        #expect(tabs.map(\.columns.lowerBound) == [6, 13, 21, 30, 39])
        #expect(HeaderTabs.width(current: .list, compact: false) == 36 + 5)
    }

    @Test func aClickOnTheAddRowOpensQuickAdd() {
        var state = loadedState(["A"])
        let click = Key.mouse(MouseEvent(kind: .click, x: 5, y: state.layout.inputRow))
        _ = reduce(&state, state.keys.action(for: click, in: state)!)
        #expect(state.mode == .quickAdd(TextField()))
        // With a search kept, the row shows the search, not "+ Add a task…": a click there adds nothing.
        var searched = loadedState(["A"])
        searched.list.searchText = "a"
        _ = reduce(&searched, searched.keys.action(for: click, in: searched)!)
        #expect(searched.mode == .normal)
    }
}
