import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// What the app's list needs beyond `ike list`: positions in a sorted order, and tasks pinned past a
/// kept search.
@Suite("Sorted positions and pinned tasks")
struct ListQueryTests {
    func seeded() throws -> TaskStore {
        let store = try makeStore()
        let rows: [(String, String?, Bool, Bool)] = [
            ("Call the bank", "2026-11-27", true, true),
            ("Buy milk", nil, false, false),
            ("Renew passport", "2026-11-20", false, true),
            ("Pay rent", "2026-11-22", true, false),
            ("Bake bread", nil, true, true),
        ]
        try store.change { writer in
            for (title, deadline, important, urgent) in rows {
                let item = try writer.newItem(
                    title: title, deadline: deadline.flatMap(LocalDate.init(iso:)), important: important,
                    urgent: urgent)
                try writer.insert(item, at: .bottom)
            }
        }
        return store
    }

    /// Every task's position in every order is where the ordered rows put it, filtered or not.
    @Test func positionsFollowEachOrder() throws {
        let store = try seeded()
        for order in TaskOrder.allCases {
            for filter in [TaskFilter.all, TaskFilter(text: "a"), TaskFilter(includeDone: false)] {
                let rows = try store.items(filter, order: order)
                for (index, item) in rows.enumerated() {
                    #expect(
                        try store.index(ofUID: item.uid, in: filter, order: order) == index,
                        "\(order) \(filter.text) \(item.title)")
                }
            }
        }
    }

    /// A pinned task passes the search text and the deadline windows, but not hide-done or a quadrant.
    @Test func pinnedTasksPassTheSearchButNotDoneOrQuadrant() throws {
        let store = try seeded()
        let milk = try store.items().first { $0.title == "Buy milk" }!
        var filter = TaskFilter(text: "bank")
        #expect(try titles(store, filter) == ["Call the bank"])
        filter.pinnedUIDs = [milk.uid]
        #expect(try titles(store, filter) == ["Call the bank", "Buy milk"])
        #expect(try store.count(filter) == 2)
        #expect(try store.index(ofUID: milk.uid, in: filter) == 1)
        filter.due = DueFilter([.today], today: LocalDate(iso: "2026-11-22")!)
        #expect(try titles(store, filter) == ["Buy milk"])
        filter.quadrant = .doFirst
        #expect(try titles(store, filter) == [])
        try store.setDone(true, uids: [milk.uid])
        var hidingDone = TaskFilter(includeDone: false, text: "bank")
        hidingDone.pinnedUIDs = [milk.uid]
        #expect(try titles(store, hidingDone) == ["Call the bank"])
        // Without a search, pins change nothing.
        var plain = TaskFilter.all
        plain.pinnedUIDs = [milk.uid]
        #expect(try titles(store, plain) == titles(store, .all))
    }
}
