import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The goals screen at the reference sizes and in its special states, compared as text.
@Suite("Goals screen snapshots")
struct GoalsSnapshotTests {
    @Test func monthsAt80x24() {
        // Task 5 is the Korean title, first of December: the selection sits mid-screen.
        assertSnapshot(AppView.render(goalsState(selected: 5)), named: "goals-80x24")
    }

    @Test func monthsAt40x12() {
        assertSnapshot(
            AppView.render(goalsState(width: 40, height: 12, selected: 2)), named: "goals-40x12")
    }

    @Test func scrolledWithAHeadingAtTheTop() {
        // Row 6 is December's heading; task 6 ("Submit paper") is the row under it but one.
        let state = goalsState(width: 40, height: 12, selected: 6, scrollTop: 6)
        assertSnapshot(AppView.render(state), named: "goals-scrolled-40x12")
    }

    /// Scrolled into a month, its heading stays in sight on the input row (issue 32, friction 8).
    @Test func scrolledIntoAMonthKeepsItsHeadingInSight() throws {
        let state = goalsState(width: 80, height: 16, selected: 9, scrollTop: 7)
        let screen = AppView.render(state)
        assertSnapshot(screen, named: "goals-scrolled-into-a-month-80x16")
        let rows = state.goals.rows
        guard case .task(let first, _) = rows[7] else {
            Issue.record("row 7 of the fixture is a heading")
            return
        }
        let month = try #require(state.goals.groups.first { $0.items.contains(first) }?.month)
        #expect(
            screen.line(state.layout.inputRow).contains(month.title), "\(screen.line(state.layout.inputRow))")
        #expect(!screen.line(state.layout.inputRow).contains("Goals by month"))
        // At the top of a month the input row says what it always says.
        let top = AppView.render(goalsState(width: 80, height: 16, selected: 0, scrollTop: 0))
        #expect(top.line(state.layout.inputRow).contains("Goals by month"))
    }

    @Test func scrolledAt80Columns() {
        let state = goalsState(width: 80, height: 16, selected: 9, scrollTop: 6)
        assertSnapshot(AppView.render(state), named: "goals-scrolled-80x16")
    }

    @Test func asciiAndMonochrome() {
        var state = goalsState(selected: 1, color: false, ascii: true)
        state.status = StatusMessage("Deadline Sat 21 Nov: “Renew passport”", hint: "u undo")
        assertSnapshot(AppView.render(state), named: "goals-ascii-mono-80x24")
    }

    @Test func noTasks() {
        assertSnapshot(AppView.render(goalsState(groups: [])), named: "goals-empty-80x24")
    }

    @Test func searchWithNoMatch() {
        var state = goalsState(width: 40, height: 12, groups: [])
        state.counts = TaskCounts(open: 10, done: 4)
        state.list.searchText = "xyz"
        state.mode = .search(field("xyz"))
        assertSnapshot(AppView.render(state), named: "goals-search-no-match-40x12")
    }

    @Test func keptSearchCountsGoals() {
        let matches = [
            MonthGroup(month: YearMonth(year: 2026, month: 11), items: [goalGroups[0].items[1]]),
            MonthGroup(month: nil, items: [goalGroups[3].items[2]]),
        ]
        var state = goalsState(groups: matches)
        state.counts = TaskCounts(open: 10, done: 4)
        state.list.searchText = "n"
        assertSnapshot(AppView.render(state), named: "goals-search-kept-80x24")
    }

    @Test func helpOverGoals() {
        var state = goalsState(selected: 5)
        state.mode = .help
        assertSnapshot(AppView.render(state), named: "help-goals-80x24")
    }
}
