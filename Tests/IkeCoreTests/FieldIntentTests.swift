import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The app's one-field writes by uid: what the table holds after, undo and redo, and all or nothing.
@Suite("Intention-named writes: fields by uid")
struct FieldIntentTests {
    @Test func setDoneMarksEveryTaskAndStampsTheTime() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B", "C"])
        let before = try store.items()
        let (changed, mutation) = try store.setDone(true, uids: [items[0].uid, items[2].uid])
        #expect(try store.items().map(\.isDone) == [true, false, true])
        #expect(try store.item(uid: items[0].uid)?.doneAt == testNow)
        #expect(changed == [try store.item(uid: items[0].uid)!, try store.item(uid: items[2].uid)!])
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func setDoneFalseReopensAndClearsTheTime() throws {
        let store = try makeStore()
        let item = try addTasks(store, ["A"])[0]
        try store.setDone(true, uids: [item.uid])
        let before = try store.items()
        let mutation = try store.setDone(false, uids: [item.uid]).mutation
        let read = try #require(try store.item(uid: item.uid))
        #expect(!read.isDone && read.doneAt == nil)
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func settingWhatIsAlreadyThereWritesNothing() throws {
        let store = try makeStore()
        let item = try addTasks(store, ["A"])[0]
        try store.setDone(true, uids: [item.uid])
        // Placed in Eliminate first: placing an unplaced task is a write (its `isTriaged`).
        #expect(try !store.setQuadrant(.eliminate, uids: [item.uid]).mutation.isEmpty)
        let writes = try store.totalChangesCount()
        #expect(try store.setDone(true, uids: [item.uid]).mutation.isEmpty)
        #expect(try store.setImportant(false, uids: [item.uid]).mutation.isEmpty)
        #expect(try store.setQuadrant(.eliminate, uids: [item.uid]).mutation.isEmpty)
        #expect(try store.totalChangesCount() == writes)
    }

    @Test func setImportantAndSetUrgentChangeOneFlagEach() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        let before = try store.items()
        let important = try store.setImportant(true, uids: [items[0].uid, items[1].uid]).mutation
        #expect(try store.items().map(\.quadrant) == [.schedule, .schedule])
        try expectInvertsCleanly(store, important, before: before)

        let flagged = try store.items()
        let urgent = try store.setUrgent(true, uids: [items[1].uid]).mutation
        #expect(try store.items().map(\.quadrant) == [.schedule, .doFirst])
        try expectInvertsCleanly(store, urgent, before: flagged)
    }

    @Test(arguments: Quadrant.allCases) func setQuadrantSetsBothFlags(quadrant: Quadrant) throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        try store.setImportant(true, uids: [items[1].uid])
        let before = try store.items()
        let mutation = try store.setQuadrant(quadrant, uids: items.map(\.uid)).mutation
        #expect(try store.items().map(\.quadrant) == [quadrant, quadrant])
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func setDeadlineSetsAndClears() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        let due = LocalDate(iso: "2026-12-01")
        let before = try store.items()
        let set = try store.setDeadline(due, uids: items.map(\.uid)).mutation
        #expect(try store.items().map(\.deadline) == [due, due])
        try expectInvertsCleanly(store, set, before: before)

        let dated = try store.items()
        let cleared = try store.setDeadline(nil, uids: [items[0].uid]).mutation
        #expect(try store.items().map(\.deadline) == [nil, due])
        try expectInvertsCleanly(store, cleared, before: dated)
    }

    /// Each write of several tasks, given uids of which one was deleted by another process.
    static let writes: [(String, @Sendable (TaskStore, [String]) throws -> Void)] = [
        ("setDone", { _ = try $0.setDone(true, uids: $1) }),
        ("setImportant", { _ = try $0.setImportant(true, uids: $1) }),
        ("setUrgent", { _ = try $0.setUrgent(true, uids: $1) }),
        ("setQuadrant", { _ = try $0.setQuadrant(.doFirst, uids: $1) }),
        ("setDeadline", { _ = try $0.setDeadline(LocalDate(iso: "2027-01-01"), uids: $1) }),
    ]

    @Test(arguments: 0..<writes.count) func anUnknownUidAmongSeveralChangesNothing(index: Int) throws {
        let (name, write) = Self.writes[index]
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        let before = try store.items()
        #expect(throws: StoreError.conflict("That task"), "\(name)") {
            try write(store, [items[0].uid, "gone", items[1].uid])
        }
        #expect(try store.items() == before, "\(name)")
    }

    @Test func theConflictMessageIsTheAppsOwn() {
        #expect(
            StoreError.conflict("That task").description
                == "That task was changed by another process; nothing was changed")
    }
}
