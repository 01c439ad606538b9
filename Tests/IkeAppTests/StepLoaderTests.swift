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
