import Foundation
import IkeCore
import Testing

@testable import IkeApp

/// The list's read brings the titles of its steps' parents, for their breadcrumbs (issue 33).
@Suite("Steps' parents in the list's read")
struct StepLoaderTests {
    @Test func theLoaderReadsTheParentsOfTheWindow() throws {
        let store = try TaskStore.inMemory(environment: .fixed(at: testNow))
        let parent = try store.change { try $0.insert(try $0.newItem(title: "Move flat"), at: .bottom) }.value
        var step = try store.change { try $0.newItem(title: "Pack") }.value
        step.parentUID = parent.uid
        let stepValue = step
        try store.change { try $0.insert(stepValue, at: .bottom) }
        let snapshot = try ListLoader.load(
            ListQuery(
                filter: .all, order: .manual, selectedUID: nil, selectedIndex: 0, scrollTop: 0,
                visibleRows: 10),
            from: store)
        #expect(snapshot.parentTitles == [parent.uid: "Move flat"])
    }
}

/// The list's read as a tree (issue 33, item 2): rows in tree order with their depths, the window's
/// parents' progress and folds, the selection found by its place in the tree.
@Suite("The list's tree read")
struct TreeLoaderTests {
    @Test func theTreeReadBringsDepthsProgressAndFolds() throws {
        let store = try TaskStore.inMemory(environment: .fixed(at: testNow))
        func add(_ title: String, under parent: String? = nil) throws -> String {
            try addTask(store, title, under: parent)
        }
        let move = try add("Move flat")
        let shop = try add("Shop")
        let pack = try add("Pack", under: move)
        let books = try add("Pack the books", under: pack)
        _ = try add("Book a van", under: move)
        _ = try store.setDone(true, uids: [books])
        var query = ListQuery(
            filter: .all, order: .manual, selectedUID: shop, selectedIndex: 0, scrollTop: 0, visibleRows: 10)
        query.tree = true
        var snapshot = try ListLoader.load(query, from: store)
        #expect(
            snapshot.window.map(\.title) == ["Move flat", "Pack", "Pack the books", "Book a van", "Shop"])
        #expect(snapshot.depths == [0, 1, 2, 1, 0])
        #expect(snapshot.indexOfSelected == 4)
        #expect(snapshot.count == 5)
        #expect(
            snapshot.steps == [move: StepCount(steps: 2, closed: 0), pack: StepCount(steps: 1, closed: 1)])
        // Steps under their parent need no breadcrumb.
        #expect(snapshot.parentTitles.isEmpty)
        try store.setCollapsed(true, uid: move)
        snapshot = try ListLoader.load(query, from: store)
        #expect(snapshot.window.map(\.title) == ["Move flat", "Shop"])
        #expect(snapshot.collapsed == [move])
        #expect(snapshot.indexOfSelected == 1)
        #expect(snapshot.count == 2)
    }
}

/// The matrix's and the review's reads bring their steps' parents' titles (issue 33, item 4).
@Suite("Steps' parents in the matrix's and review's reads")
struct StepElsewhereLoaderTests {
    @Test func theMatrixAndTheReviewReadTheParents() throws {
        let store = try TaskStore.inMemory(environment: .fixed(at: testNow))
        let parent = try store.change { try $0.insert(try $0.newItem(title: "Move flat"), at: .bottom) }.value
        let step = try store.change { writer in
            var item = try writer.newItem(title: "Pack", important: true)
            item.parentUID = parent.uid
            return try writer.insert(item, at: .bottom)
        }.value
        let matrix = try MatrixLoader.load(
            MatrixQuery(filter: .all, limits: [:], urgentThrough: testToday), from: store)
        #expect(matrix.parentTitles == [parent.uid: "Move flat"])
        let review = try ReviewLoader.load(
            ReviewQuery(deck: [step.uid], source: .all, needsSizes: false, today: testToday),
            from: store)
        #expect(review.card?.uid == step.uid)
        #expect(review.cardParentTitle == "Move flat")
    }
}
