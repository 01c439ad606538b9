import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The matrix screen at the reference sizes and in its special states, compared as text.
@Suite("Matrix screen snapshots")
struct MatrixSnapshotTests {
    @Test func gridAt80x24() {
        // Schedule holds 13 tasks in 8 rows: scrolled by 1, its own selection is not highlighted.
        let state = matrixState(selected: [.doFirst: 1, .schedule: 4], scrollTop: [.schedule: 1])
        assertSnapshot(AppView.render(state), named: "matrix-80x24")
    }

    @Test func stackedAt40x12WithDelegateFocused() {
        let state = matrixState(
            width: 40, height: 12, focused: .delegate, selected: [.delegate: 1], showsDone: true)
        assertSnapshot(AppView.render(state), named: "matrix-stacked-40x12")
    }

    @Test func stackedAndScrolledAt40x12() {
        let state = matrixState(
            width: 40, height: 12, focused: .schedule, selected: [.schedule: 7], scrollTop: [.schedule: 4])
        assertSnapshot(AppView.render(state), named: "matrix-stacked-scrolled-40x12")
    }

    @Test func stackedAtTheSmallestHeightKeepsTheStatusLineFree() {
        var state = matrixState(
            width: 40, height: 8, focused: .schedule, selected: [.schedule: 2], scrollTop: [.schedule: 2])
        state.status = StatusMessage("Moved “Call the bank” to Schedule", hint: "u undo")
        assertSnapshot(AppView.render(state), named: "matrix-stacked-40x8")
    }

    @Test func gridAt160x50() {
        let state = matrixState(
            width: 160, height: 50, focused: .schedule, selected: [.schedule: 11], showsDone: true)
        assertSnapshot(AppView.render(state), named: "matrix-160x50")
    }

    @Test func asciiAndMonochrome() {
        var state = matrixState(
            focused: .delegate, selected: [.delegate: 1], scrollTop: [.schedule: 6], color: false,
            ascii: true)
        state.status = StatusMessage("Moved “Call the bank” to Delegate", hint: "u undo")
        assertSnapshot(AppView.render(state), named: "matrix-ascii-mono-80x24")
    }

    @Test func noTasks() {
        assertSnapshot(AppView.render(matrixState(quadrants: [:])), named: "matrix-empty-80x24")
    }

    @Test func keptSearch() {
        let matches: [Quadrant: [TodoItem]] = [
            .doFirst: [matrixQuadrants[.doFirst]![1]],
            .delegate: [matrixQuadrants[.delegate]![0]],
        ]
        var state = matrixState(quadrants: matches, focused: .delegate)
        state.counts = TaskCounts(open: 20, done: 1)
        state.list.searchText = "re"
        assertSnapshot(AppView.render(state), named: "matrix-search-kept-80x24")
    }

    @Test func searchTypingAt40x12() {
        var state = matrixState(width: 40, height: 12, quadrants: [:], focused: .eliminate)
        state.counts = TaskCounts(open: 20, done: 1)
        state.list.searchText = "xyz"
        state.mode = .search(field("xyz"))
        assertSnapshot(AppView.render(state), named: "matrix-search-typing-40x12")
    }
}
