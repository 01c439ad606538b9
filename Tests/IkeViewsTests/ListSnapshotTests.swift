import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The list screen at the three reference sizes and in its special states, compared as text.
@Suite("List screen snapshots")
struct ListSnapshotTests {
    @Test func mixedListAt80x24() {
        assertSnapshot(AppView.render(listState(selected: 2)), named: "list-mixed-80x24")
    }

    @Test func mixedListAt40x12() {
        assertSnapshot(
            AppView.render(listState(width: 40, height: 12, selected: 2)), named: "list-mixed-40x12")
    }

    @Test func mixedListAt120x40() {
        assertSnapshot(
            AppView.render(listState(width: 120, height: 40, selected: 2)), named: "list-mixed-120x40")
    }

    @Test func monochromeForNoColor() {
        assertSnapshot(AppView.render(listState(selected: 2, color: false)), named: "list-mono-80x24")
    }

    @Test func asciiMode() {
        var state = listState(selected: 1, ascii: true)
        state.status = StatusMessage("Deleted “Old task”", hint: "u undo")
        assertSnapshot(AppView.render(state), named: "list-ascii-80x24")
    }

    @Test func emptyList() {
        assertSnapshot(AppView.render(listState(items: [])), named: "list-empty-80x24")
    }

    @Test func searchWithNoMatch() {
        var state = listState(items: [])
        state.counts = TaskCounts(open: 7, done: 2)
        state.list.searchText = "xyz"
        state.mode = .search(field("xyz"))
        assertSnapshot(AppView.render(state), named: "list-search-no-match-80x24")
    }

    @Test func searchAsYouType() {
        let matches = Array(mixedTasks.prefix(3))
        var state = listState(items: matches, selected: 0)
        state.counts = TaskCounts(open: 8, done: 2)
        state.list.searchText = "a"
        state.mode = .search(field("a"))
        assertSnapshot(AppView.render(state), named: "list-search-typing-80x24")
    }

    /// A search for words shows its first rows before its count: the count says how far the rows read go.
    @Test func aSearchStillCountingSaysItsCountIsAtLeast() {
        let rows = (1...30).map { task("Task \($0)") }
        var state = listState(items: rows, selected: 0)
        state.list.searchText = "task"
        state.mode = .search(field("task"))
        state.list.countPending = state.list.filter
        let counting = AppView.render(state)
        let lines = (0..<24).map { counting.line($0) }
        #expect(lines.contains { $0.contains("30+ matches") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains(" of 30+ ") })
        state.list.countPending = nil
        state.list.count = 42
        let counted = (0..<24).map { AppView.render(state).line($0) }
        #expect(counted.contains { $0.contains("42 matches") } && !counted.contains { $0.contains("+ ") })
    }

    @Test func keptSearchAfterEnter() {
        var state = listState(items: [mixedTasks[0]], selected: 0)
        state.counts = TaskCounts(open: 8, done: 2)
        state.list.searchText = "bank"
        assertSnapshot(AppView.render(state), named: "list-search-kept-80x24")
        state.size = Size(width: 40, height: 12)
        assertSnapshot(AppView.render(state), named: "list-search-kept-40x12")
    }

    @Test func allDoneAndHidden() {
        var state = listState(items: [])
        state.counts = TaskCounts(open: 0, done: 3)
        state.list.hideDone = true
        assertSnapshot(AppView.render(state), named: "list-all-done-hidden-80x24")
    }

    @Test func quickAddWithKoreanTextAndCursor() {
        var state = listState(selected: 0)
        state.mode = .quickAdd(field("장보기 목록 만들기", cursor: 3))
        assertSnapshot(AppView.render(state), named: "list-quick-add-80x24")
    }

    @Test func quickAddScrollsALongLineAt40Columns() {
        var state = listState(width: 40, height: 12, selected: 0)
        state.mode = .quickAdd(field("할 일이 아주 많아서 한 줄에 다 들어가지 않는 긴 제목"))
        assertSnapshot(AppView.render(state), named: "list-quick-add-40x12")
    }

    @Test func statusError() {
        var state = listState(selected: 0)
        state.status = StatusMessage("Could not save: the database is locked", kind: .error, hint: "u undo")
        assertSnapshot(AppView.render(state), named: "list-status-error-80x24")
    }

    @Test func controlCharactersInTitles() {
        let items = [task("Evil \u{1B}[31mred\u{07} title\u{9B}2J"), task("Tab\there")]
        assertSnapshot(AppView.render(listState(items: items)), named: "list-control-characters-80x24")
    }

    @Test func longListScrolledToTheMiddle() {
        let items = (1...100).map {
            task("Task \($0)", done: $0 % 7 == 0, due: $0 % 10 == 0 ? "2026-12-24" : nil)
        }
        var state = listState(items: [], selected: 0)
        state.list.count = 100
        state.list.windowOffset = 40
        state.list.window = Array(items[40..<70])
        state.list.scrollTop = 45
        state.list.selectedIndex = 50
        state.counts = TaskCounts(open: 86, done: 14)
        assertSnapshot(AppView.render(state), named: "list-scrolled-80x24")
    }
}
