import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// Tags on every screen at the reference sizes: rows with Korean tags and long titles, the header with a
/// tag filter, the `#` chooser, the form's Tags field and the review's decks per tag.
@Suite("Tag snapshots")
struct TagSnapshotTests {
    @Test(arguments: [(80, 24), (40, 12), (120, 40)])
    func rowsWithTags(width: Int, height: Int) {
        assertSnapshot(
            AppView.render(taggedListState(width: width, height: height)),
            named: "tags-list-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24, "work"), (40, 12, "할일"), (120, 40, "work")])
    func headerShowsTheTagFilter(width: Int, height: Int, tag: String) {
        assertSnapshot(
            AppView.render(taggedListState(width: width, height: height, tag: tag)),
            named: "tags-filtered-\(width)x\(height)")
    }

    @Test func asciiMonochromeKeepsTheMarkers() {
        let state = taggedListState(tag: "work", color: false, ascii: true)
        assertSnapshot(AppView.render(state), named: "tags-filtered-ascii-mono-80x24")
        assertSnapshot(AppView.render(choosingTag(state, choice: 1)), named: "tags-chooser-ascii-mono-80x24")
    }

    @Test func emptyUnderATagFilter() {
        var state = taggedListState(tag: "work")
        state.list.window = []
        state.list.count = 0
        state.list.hideDone = true
        assertSnapshot(AppView.render(state), named: "tags-filtered-empty-80x24")
        state.list.searchText = "xyz"
        state.screen = .goals
        assertSnapshot(AppView.render(state), named: "tags-filtered-goals-search-empty-80x24")
    }

    @Test func matrixUnderATagFilter() {
        var state = matrixState()
        state.list.tagFilter = try! Tag("work")
        assertSnapshot(AppView.render(state), named: "tags-filtered-matrix-80x24")
    }

    @Test(arguments: [(80, 24), (40, 12), (120, 40)])
    func chooserListsTheTagsMostUsedFirst(width: Int, height: Int) {
        let state = choosingTag(taggedListState(width: width, height: height), choice: 1)
        assertSnapshot(AppView.render(state), named: "tags-chooser-\(width)x\(height)")
    }

    @Test func chooserNarrowedByTyping() {
        let state = choosingTag(taggedListState(), typed: "WO", choice: 1)
        assertSnapshot(AppView.render(state), named: "tags-chooser-typed-80x24")
        assertSnapshot(
            AppView.render(choosingTag(taggedListState(), typed: "xyz")), named: "tags-chooser-no-match-80x24"
        )
    }

    @Test func chooserOverAFilterSaysHowToClearIt() {
        var state = choosingTag(taggedListState(width: 40, height: 12, tag: "work"), choice: 5)
        state.tagCounts += (1...20).map { TagCount(tag: try! Tag("tag\($0)"), open: 1, done: 0) }
        assertSnapshot(AppView.render(state), named: "tags-chooser-scrolled-40x12")
        state.size = Size(width: 80, height: 24)
        assertSnapshot(AppView.render(state), named: "tags-chooser-filtered-80x24")
    }

    @Test func chooserWithoutAnyTag() {
        var state = choosingTag(listState())
        state.tagCounts = []
        assertSnapshot(AppView.render(state), named: "tags-chooser-none-80x24")
    }

    @Test(arguments: [(80, 24), (40, 12), (120, 40)])
    func formTagsField(width: Int, height: Int) {
        let item = tagged(formTask, ["work", "할일", "@phone"])
        let state = formState(width: width, height: height, item: item) { $0.focus = .tags }
        assertSnapshot(renderForm(state), named: "tags-form-\(width)x\(height)")
    }

    @Test func formTagsErrorInPlace() {
        let state = formState(item: formTask) {
            $0.tags.setText("#work #")
            $0.focus = .important
        }
        assertSnapshot(renderForm(state), named: "tags-form-error-80x24")
        var narrow = state
        narrow.size = Size(width: 40, height: 12)
        assertSnapshot(renderForm(narrow), named: "tags-form-error-40x12")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func reviewDecksPerTag(width: Int, height: Int) {
        var state = AppState(size: Size(width: width, height: height), today: today)
        state.screen = .review
        var sizes: [ReviewSource: Int] = [
            .all: 23, .quadrant(.doFirst): 3, .quadrant(.schedule): 8, .quadrant(.delegate): 2,
            .quadrant(.eliminate): 10, .overdue: 1, .due: 3, .dueThisWeek: 4,
        ]
        for (name, count) in [("work", 12), ("할일", 7), ("제주도", 1), ("errand", 0)] {
            sizes[.tag(try! Tag(name))] = count
        }
        state.review.sourceCounts = sizes
        state.review.source = .tag(try! Tag("할일"))
        state.counts = TaskCounts(open: 23, done: 4)
        assertSnapshot(AppView.render(state), named: "tags-review-decks-\(width)x\(height)")
    }
}
