import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Moving and deleting through the facade, by uid (the app) and by short id (the command line), and
/// `setDone` by id: the order after, undo and redo, and that a missing task changes nothing.
@Suite("Intention-named writes: move, delete and ids")
struct MoveDeleteIntentTests {
    @Test func moveByUidWritesOneRowAndReturnsTheMovedTask() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B", "C", "D"])
        let before = try store.items()
        let writes = try store.totalChangesCount()
        let (moved, mutation) = try store.move(uid: items[3].uid, to: .after(uid: items[0].uid))
        #expect(try titles(store) == ["A", "D", "B", "C"])
        // Its row and its place in the tree (`task_tree`).
        #expect(try store.totalChangesCount() - writes == 2)
        #expect(try store.item(uid: items[3].uid) == moved)
        #expect(mutation == .move(uid: moved.uid, from: items[3].orderKey, to: moved.orderKey))
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func moveByUidReportsAMissingTaskAsTheWriterDoes() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        let before = try store.items()
        #expect(throws: StoreError.unknownUID("gone")) { try store.move(uid: "gone", to: .top) }
        #expect(throws: StoreError.unknownUID("gone")) {
            try store.move(uid: items[1].uid, to: .before(uid: "gone"))
        }
        #expect(try store.items() == before)
    }

    @Test(arguments: [
        (IDPlacement.top, ["C", "A", "B", "D"]), (.bottom, ["A", "B", "D", "C"]),
        (.before(id: 1), ["C", "A", "B", "D"]), (.after(id: 4), ["A", "B", "D", "C"]),
        (.after(id: 1), ["A", "C", "B", "D"]),
    ])
    func moveByIdResolvesTheAnchor(placement: IDPlacement, order: [String]) throws {
        let store = try makeStore()
        try addTasks(store, ["A", "B", "C", "D"])
        let before = try store.items()
        let (moved, mutation) = try store.move(id: 3, to: placement)
        #expect(try titles(store) == order)
        #expect(moved.title == "C" && moved.id == 3)
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func moveByIdNamesTheMovingTaskFirstThenTheAnchor() throws {
        let store = try makeStore()
        try addTasks(store, ["A", "B"])
        let before = try store.items()
        #expect(throws: StoreError.unknownID(8)) { try store.move(id: 8, to: .before(id: 9)) }
        #expect(throws: StoreError.unknownID(9)) { try store.move(id: 2, to: .after(id: 9)) }
        #expect(try store.items() == before)
    }

    @Test func deleteByUidsRemovesThemAllAndUndoBringsThemBack() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B", "C"])
        let before = try store.items()
        let (deleted, mutation) = try store.delete(uids: [items[2].uid, items[0].uid])
        #expect(deleted == [items[2], items[0]])
        #expect(try titles(store) == ["B"])
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func deleteByIdsRemovesThemAllAndUndoBringsThemBack() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B", "C"])
        let before = try store.items()
        let (deleted, mutation) = try store.delete(ids: [2, 3])
        #expect(deleted == [items[1], items[2]])
        #expect(try titles(store) == ["A"])
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func deleteIsAllOrNothing() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        let before = try store.items()
        #expect(throws: StoreError.unknownUID("gone")) { try store.delete(uids: [items[0].uid, "gone"]) }
        #expect(throws: StoreError.unknownID(7)) { try store.delete(ids: [2, 7]) }
        // The same id twice: the second finds it already deleted.
        #expect(throws: StoreError.unknownID(1)) { try store.delete(ids: [1, 1]) }
        #expect(try store.items() == before)
    }

    @Test func setDoneByIdsMarksThemAllOrNone() throws {
        let store = try makeStore()
        try addTasks(store, ["A", "B", "C"])
        let before = try store.items()
        #expect(throws: StoreError.unknownID(42)) { try store.setDone(true, ids: [1, 42]) }
        #expect(try store.items() == before)

        let (items, mutation) = try store.setDone(true, ids: [3, 1, 3])
        #expect(items.map(\.title) == ["C", "A", "C"])
        #expect(try store.items().map(\.isDone) == [true, false, true])
        try expectInvertsCleanly(store, mutation, before: before)

        let reopened = try store.setDone(false, ids: [1]).items
        #expect(reopened.map(\.isDone) == [false] && reopened[0].doneAt == nil)
    }
}
