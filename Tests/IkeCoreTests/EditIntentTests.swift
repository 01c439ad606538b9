import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Editing, creating and adding through the facade: only the fields given change, and undo puts it back.
@Suite("Intention-named writes: edit, create and add")
struct EditIntentTests {
    func seeded() throws -> (TaskStore, TodoItem) {
        let store = try makeStore()
        let item = try store.create(
            TaskEdit(title: "Pay rent", notes: "by transfer", deadline: LocalDate(iso: "2026-12-01")),
            at: .bottom
        ).item
        try addTasks(store, ["Other"])
        return (store, item)
    }

    @Test func editChangesOnlyTheFieldsGiven() throws {
        let (store, item) = try seeded()
        let before = try store.items()
        let (edited, mutation) = try store.edit(
            uid: item.uid, TaskEdit(title: "  Pay\nthe rent ", urgent: true))
        var expected = item
        expected.title = "Pay the rent"
        expected.isUrgent = true
        // The flag places the task too, so its time moves though the clock has not (PlacementSchema).
        expected.updatedAt = Date(milliseconds: item.updatedAt.milliseconds + 1)
        #expect(edited == expected)
        #expect(try store.item(uid: item.uid) == expected)
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func editTakesEveryFieldTheFormSaves() throws {
        let (store, item) = try seeded()
        let before = try store.items()
        let form = TaskEdit(
            title: "Rent", notes: "", deadline: LocalDate?.none, important: true, urgent: false, done: true)
        let (edited, mutation) = try store.edit(uid: item.uid, form)
        #expect(edited.title == "Rent" && edited.notes.isEmpty && edited.deadline == nil)
        #expect(edited.quadrant == .schedule && edited.isDone && edited.doneAt == testNow)
        #expect(try store.item(uid: item.uid) == edited)
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func aDeadlineLeftOutStaysAndAClearedOneGoes() throws {
        let (store, item) = try seeded()
        #expect(try store.edit(uid: item.uid, TaskEdit(notes: "cash")).item.deadline == item.deadline)
        #expect(try store.edit(uid: item.uid, TaskEdit(deadline: .some(nil))).item.deadline == nil)
    }

    @Test func aQuadrantOverridesTheFlagsAndIdsWorkLikeUids() throws {
        let (store, item) = try seeded()
        let before = try store.items()
        let (edited, mutation) = try store.edit(
            id: item.id!, TaskEdit(important: false, urgent: false, quadrant: .doFirst))
        #expect(edited.quadrant == .doFirst && edited.id == item.id)
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func anEditThatChangesNothingWritesNothing() throws {
        let (store, item) = try seeded()
        let writes = try store.totalChangesCount()
        let (edited, mutation) = try store.edit(uid: item.uid, TaskEdit(title: "Pay rent", done: false))
        #expect(edited == item && mutation.isEmpty)
        #expect(try store.totalChangesCount() == writes)
    }

    @Test func editRefusesAnUnknownTaskOrAnEmptyTitleAndChangesNothing() throws {
        let (store, item) = try seeded()
        let before = try store.items()
        #expect(throws: StoreError.conflict("That task")) {
            try store.edit(uid: "gone", TaskEdit(title: "X"))
        }
        #expect(throws: StoreError.unknownID(99)) { try store.edit(id: 99, TaskEdit(title: "X")) }
        #expect(throws: StoreError.emptyTitle) { try store.edit(uid: item.uid, TaskEdit(title: " \n")) }
        #expect(try store.items() == before)
    }

    @Test func createPlacesANewTaskWithTheFieldsGiven() throws {
        let (store, _) = try seeded()
        let before = try store.items()
        let fields = TaskEdit(
            title: "Call mum", notes: "Sunday\r\n", important: true, urgent: true, quadrant: .delegate,
            done: true)
        let (item, mutation) = try store.create(fields, at: .top)
        #expect(try titles(store) == ["Call mum", "Pay rent", "Other"])
        #expect(item.notes == "Sunday" && item.quadrant == .delegate && item.isDone && item.doneAt == testNow)
        #expect(item.createdAt == testNow && item.id != nil)
        #expect(try store.item(uid: item.uid) == item)
        #expect(mutation == .insert(item))
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func createRefusesAMissingOrEmptyTitle() throws {
        let (store, _) = try seeded()
        let before = try store.items()
        #expect(throws: StoreError.emptyTitle) { try store.create(TaskEdit(notes: "no title"), at: .top) }
        #expect(throws: StoreError.emptyTitle) { try store.create(TaskEdit(title: "\t"), at: .top) }
        #expect(throws: StoreError.unknownUID("gone")) {
            try store.create(TaskEdit(title: "X"), at: .after(uid: "gone"))
        }
        #expect(try store.items() == before)
    }

    @Test func addPutsEachTitleAfterThePreviousOne() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        let before = try store.items()
        let (added, mutation) = try store.add(titles: ["X", "Y", "Z"], at: .after(uid: items[0].uid))
        #expect(try titles(store) == ["A", "X", "Y", "Z", "B"])
        #expect(added.map(\.title) == ["X", "Y", "Z"])
        #expect(try added.map { try store.item(uid: $0.uid) } == added)
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func addIsAllOrNothing() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A"])
        let before = try store.items()
        #expect(throws: StoreError.emptyTitle) { try store.add(titles: ["X", " ", "Z"], at: .top) }
        #expect(throws: StoreError.unknownUID("gone")) {
            try store.add(titles: ["X"], at: .before(uid: "gone"))
        }
        #expect(try store.items() == before)
        #expect(try store.add(titles: [], at: .before(uid: items[0].uid)).mutation.isEmpty)
    }
}
