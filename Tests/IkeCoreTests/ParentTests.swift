import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// A task as a step of another (`TodoItem.parentUID`, issue 33, item 1): any depth, never its own ancestor
/// from any path, a parent not here yet kept, deleting a parent moves its steps up a level, undone whole.
@Suite("Steps of a task: the tree in the store")
struct ParentTests {
    /// Tasks titled `titles`, each a step of the one before it; their uids, top first.
    @discardableResult
    static func chain(_ store: TaskStore, _ titles: [String]) throws -> [String] {
        try store.change { writer in
            var parent: String?
            return try titles.map { title in
                var item = try writer.newItem(title: title)
                item.parentUID = parent
                parent = try writer.insert(item, at: .bottom).uid
                return parent!
            }
        }.value
    }

    static func setParent(_ store: TaskStore, _ uid: String, _ parent: String?) throws {
        let id = try #require(try store.item(uid: uid)?.id)
        var edit = TaskEdit()
        edit.parent = .some(parent)
        _ = try store.edit(id: id, edit)
    }

    @Test func aTaskCannotBeItsOwnAncestor() throws {
        let store = try makeStore()
        let uids = try Self.chain(store, ["Move flat", "Pack", "Pack the books"])
        #expect(throws: StoreError.parentCycle(title: "Move flat", parent: nil)) {
            try Self.setParent(store, uids[0], uids[0])
        }
        #expect(throws: StoreError.parentCycle(title: "Move flat", parent: "Pack the books")) {
            try Self.setParent(store, uids[0], uids[2])
        }
        #expect(
            StoreError.parentCycle(title: "Move flat", parent: "Pack the books").description
                == "“Pack the books” is a step of “Move flat”, so it cannot be its parent; move it out first; "
                + "nothing was changed")
        // Nothing changed; a move within the tree that makes no loop is fine.
        #expect(try store.item(uid: uids[0])?.parentUID == nil)
        try Self.setParent(store, uids[2], uids[0])
        #expect(try store.item(uid: uids[2])?.parentUID == uids[0])
    }

    @Test func aParentNotHereYetIsKept() throws {
        let store = try makeStore()
        let uid = try Self.chain(store, ["Pack the books"])[0]
        try Self.setParent(store, uid, "not-here-yet")
        #expect(try store.item(uid: uid)?.parentUID == "not-here-yet")
        // When it arrives, it closes no loop through the waiting link.
        var parent = TodoItem(uid: "not-here-yet", title: "Move flat", createdAt: testNow)
        parent.parentUID = uid
        #expect(throws: StoreError.parentCycle(title: "Move flat", parent: "Pack the books")) {
            try store.change { try $0.insert(parent, at: .bottom) }
        }
        parent.parentUID = nil
        try store.change { try $0.insert(parent, at: .bottom) }
        #expect(try store.change { try $0.children(of: "not-here-yet") }.value.map(\.uid) == [uid])
    }

    @Test func deletingAParentMovesItsStepsUpALevelAndUndoPutsThemBack() throws {
        let store = try makeStore()
        let uids = try Self.chain(store, ["Move flat", "Pack", "Pack the books"])
        var sibling = try store.change { try $0.newItem(title: "Pack the plates") }.value
        sibling.parentUID = uids[1]
        try store.change { try $0.insert(sibling, at: .bottom) }
        let before = try store.items()
        let deleted = try store.delete(uids: [uids[1]])
        #expect(try store.item(uid: uids[2])?.parentUID == uids[0])
        #expect(try store.item(uid: sibling.uid)?.parentUID == uids[0])
        try store.apply(deleted.mutation.inverse)
        #expect(try store.items() == before)
    }

    @Test func aTenThousandDeepChainIsStoredAndALoopAtItsEndRefused() throws {
        let store = try makeStore()
        let items = (0..<10_000).map { index in
            var item = TodoItem(uid: "step-\(index)", title: "Step \(index)", createdAt: testNow)
            item.parentUID = index == 0 ? nil : "step-\(index - 1)"
            return item
        }
        try store.change { try $0.insertAll(items) }
        #expect(throws: StoreError.parentCycle(title: "Step 0", parent: "Step 9999")) {
            try Self.setParent(store, "step-0", "step-9999")
        }
    }

    /// An import writes its tasks together: a loop among them is refused as one edit's would be.
    @Test func aLoopAmongTasksWrittenTogetherIsRefused() throws {
        let store = try makeStore()
        var first = TodoItem(uid: "a", title: "Pack", createdAt: testNow)
        var second = TodoItem(uid: "b", title: "Move flat", createdAt: testNow)
        first.parentUID = "b"
        second.parentUID = "a"
        #expect(throws: StoreError.parentCycle(title: "Pack", parent: "Move flat")) {
            try store.change { try $0.insertAll([first, second]) }
        }
        #expect(try store.items().isEmpty)
        second.parentUID = nil
        try store.change { try $0.insertAll([first, second]) }
        #expect(try store.item(uid: "a")?.parentUID == "b")
    }
}
