import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Every kind of change is applied, inverted (undo) and re-applied (redo), checking the whole table each time.
@Suite("Mutations and their inverses")
struct MutationTests {
    /// Full snapshot of the table, so a test compares everything, not a field it happened to think of.
    func snapshot(_ store: TaskStore) throws -> [TodoItem] { try store.items() }

    func roundTrip(_ store: TaskStore, _ mutation: Mutation, before: [TodoItem]) throws {
        let after = try snapshot(store)
        #expect(after != before)
        try store.apply(mutation.inverse)
        #expect(try snapshot(store) == before)
        try store.apply(mutation)
        #expect(try snapshot(store) == after)
    }

    @Test func insert() throws {
        let store = try makeStore()
        try addTasks(store, ["A"])
        let before = try snapshot(store)
        let mutation = try store.change { try $0.insert(try $0.newItem(title: "B"), at: .top) }.mutation
        guard case .insert(let item) = mutation else { Issue.record("not an insert: \(mutation)"); return }
        #expect(item.id != nil)
        try roundTrip(store, mutation, before: before)
        #expect(try store.item(uid: item.uid)?.id == item.id)
    }

    @Test func delete() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B", "C"])
        let before = try snapshot(store)
        let mutation = try store.change { try $0.delete(uid: items[1].uid) }.mutation
        #expect(mutation == .delete(items[1]))
        try roundTrip(store, mutation, before: before)
    }

    @Test func update() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A"])
        let before = try snapshot(store)
        let mutation = try store.change { writer in
            var item = items[0]
            item.title = "A, renamed"
            item.deadline = LocalDate(iso: "2027-01-31")
            item.isUrgent = true
            item.setDone(true, at: testNow)
            try writer.update(item)
        }.mutation
        guard case .update(let old, let new) = mutation else { Issue.record("not an update"); return }
        #expect(old == items[0])
        #expect(new.title == "A, renamed" && new.isDone && new.quadrant == .delegate)
        try roundTrip(store, mutation, before: before)
    }

    @Test func move() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B", "C"])
        let before = try snapshot(store)
        let mutation = try store.change { try $0.move(uid: items[2].uid, to: .top) }.mutation
        #expect(try titles(store) == ["C", "A", "B"])
        try roundTrip(store, mutation, before: before)
    }

    @Test func batchUndoesInReverseOrder() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        let before = try snapshot(store)
        let mutation = try store.change { writer in
            let c = try writer.insert(try writer.newItem(title: "C"), at: .top)
            try writer.move(uid: items[1].uid, to: .before(uid: c.uid))
            try writer.delete(uid: items[0].uid)
        }.mutation
        guard case .batch(let parts) = mutation else { Issue.record("not a batch"); return }
        #expect(parts.count == 3)
        #expect(try titles(store) == ["B", "C"])
        #expect(mutation.inverse == .batch(parts.reversed().map(\.inverse)))
        #expect(mutation.inverse.inverse == mutation)
        try roundTrip(store, mutation, before: before)
    }

    @Test func undoRefusesWhenAnotherProcessChangedTheTask() throws {
        let store = try makeStore()
        let item = try addTasks(store, ["A"])[0]
        let mutation = try store.change { writer in
            var renamed = item
            renamed.title = "Mine"
            try writer.update(renamed)
        }.mutation
        try store.change { writer in
            var theirs = try writer.item(uid: item.uid)!
            theirs.title = "Theirs"
            try writer.update(theirs)
        }
        #expect(throws: StoreError.conflict("“Mine”")) { try store.apply(mutation.inverse) }
        #expect(try titles(store) == ["Theirs"])
    }

    @Test func undoOfAnInsertRefusesWhenTheTaskWasAlreadyDeleted() throws {
        let store = try makeStore()
        let mutation = try store.change { try $0.insert(try $0.newItem(title: "A"), at: .top) }.mutation
        try store.change { try $0.delete(uid: "uid-1") }
        #expect(throws: StoreError.self) { try store.apply(mutation.inverse) }
    }

    @Test func uidsListEveryTouchedTask() {
        let a = TodoItem(uid: "a", title: "A", createdAt: testNow)
        let b = TodoItem(uid: "b", title: "B", createdAt: testNow)
        let mutation = Mutation.batch([
            .insert(a), .move(uid: "b", from: "a0", to: "a1"), .update(old: b, new: b),
        ])
        #expect(mutation.uids == ["a", "b", "b"])
        #expect(Mutation.combining([.insert(a)]) == .insert(a))
        #expect(Mutation.batch([]).isEmpty && !Mutation.insert(a).isEmpty)
    }
}
