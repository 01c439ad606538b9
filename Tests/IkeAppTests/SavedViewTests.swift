import Foundation
import IkeCore
import Testing

@testable import IkeApp

/// `v` walks the built-in views, then the settings file's saved views, then back to every task; a saved
/// view narrows the list by its filter (with a search in the language) and shows its order.
@Suite("Saved views on the list")
struct SavedViewTests {
    static let work = SavedView(
        name: "work", title: "Work", filter: try! FilterParser.parse("#work"), sort: .deadline)
    static let quick = SavedView(name: "quick", filter: try! FilterParser.parse("est<=15m"))

    @Test func vWalksTheBuiltInViewsThenTheSavedOnes() {
        var list = ListState()
        list.savedViews = [Self.work, Self.quick]
        var titles: [String] = []
        for _ in 0..<9 {
            list.showNextView()
            titles.append(list.viewTitle)
        }
        #expect(
            titles == [
                "today: planned, due and overdue", "due today", "overdue", "due this week", "the agenda",
                "Work",
                "quick", "all tasks", "today: planned, due and overdue",
            ])
    }

    @Test func aSavedViewNarrowsByItsFilterAndShowsItsOrder() throws {
        var list = ListState()
        list.savedViews = [Self.work]
        list.savedView = Self.work
        list.searchText = "due<7d"
        let now = LocalMoment(startOf: LocalDate(iso: "2026-11-26")!)
        #expect(list.listFilter(now: now).expression == (try FilterParser.parse("#work due<7d")))
        #expect(list.shownSort == .deadline && list.sort == .manual, "the list's own order is kept")
        #expect(list.isArranged && list.isViewNarrowed)
    }

    @Test func escOnTheListLeavesTheSavedView() {
        var state = loadedState(["A"])
        state.list.savedViews = [Self.work]
        state.list.savedView = Self.work
        _ = reduce(&state, .list(.clearFilters))
        #expect(state.list.savedView == nil)
        #expect(state.status?.text == "Showing every task")
    }
}
