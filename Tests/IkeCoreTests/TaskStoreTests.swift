import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

@Suite("Task store")
struct TaskStoreTests {
    @Test func insertedTaskReadsBackWithEveryField() throws {
        let store = try makeStore()
        let saved = try store.change { writer in
            var item = try writer.newItem(
                title: "할 일 등록 🎉", notes: "line one\nline two", deadline: LocalDate(iso: "2026-12-01"),
                important: true, urgent: false)
            item.setDone(true, at: testNow)
            return try writer.insert(item, at: .bottom)
        }.value
        let read = try #require(try store.item(id: saved.id!))
        #expect(read == saved)
        #expect(read.title == "할 일 등록 🎉")
        #expect(read.notes == "line one\nline two")
        #expect(read.deadline == LocalDate(iso: "2026-12-01"))
        #expect(read.isDone && read.doneAt == testNow)
        #expect(read.quadrant == .schedule)
        #expect(read.uid == "uid-1")
        #expect(read.createdAt == testNow && read.updatedAt == testNow)
    }

    @Test func titlesAreTrimmedJoinedAndNFC() throws {
        let store = try makeStore()
        let nfd = "\u{1112}\u{1161}\u{11AF} e\u{0301}"
        try addTasks(store, ["  Buy\nmilk\t ", nfd])
        #expect(try titles(store) == ["Buy milk", "할 é"])
    }

    @Test(arguments: ["", "   ", "\n\t "]) func emptyTitleIsRefusedAndNothingChanges(title: String) throws {
        let store = try makeStore()
        try addTasks(store, ["Keep me"])
        #expect(throws: StoreError.emptyTitle) { try addTasks(store, ["Second", title]) }
        #expect(try titles(store) == ["Keep me"])
    }

    @Test func aFailingChangeRollsBackEverything() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        #expect(throws: StoreError.unknownID(99)) {
            try store.change { writer in
                var a = try writer.requireItem(id: items[0].id!)
                a.setDone(true, at: testNow)
                try writer.update(a)
                _ = try writer.requireItem(id: 99)
            }
        }
        #expect(try store.items().map(\.isDone) == [false, false])
    }

    @Test func placementsOrderTheList() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["B", "D"])
        try store.change { writer in
            try writer.insert(try writer.newItem(title: "A"), at: .top)
            try writer.insert(try writer.newItem(title: "C"), at: .after(uid: items[0].uid))
            try writer.insert(try writer.newItem(title: "E"), at: .bottom)
            try writer.insert(try writer.newItem(title: "Cc"), at: .before(uid: items[1].uid))
        }
        #expect(try titles(store) == ["A", "B", "C", "Cc", "D", "E"])
    }

    @Test func movingOneTaskWritesExactlyOneRow() throws {
        let store = try makeStore()
        let items = try addTasks(store, (1...50).map { "Task \($0)" })
        let before = try store.totalChangesCount()
        let (_, mutation) = try store.change {
            try $0.move(uid: items[40].uid, to: .before(uid: items[3].uid))
        }
        // The task's row, and its place in the tree (`task_tree`, kept by a trigger): no other task's.
        #expect(try store.totalChangesCount() - before == 2)
        #expect(
            mutation
                == .move(
                    uid: items[40].uid, from: items[40].orderKey,
                    to: try store.item(uid: items[40].uid)!.orderKey))
        let order = try titles(store)
        #expect(order[3] == "Task 41" && order[4] == "Task 4")
        #expect(order.count == 50)
    }

    @Test func thousandsOfMovesIntoOneGapKeepWorking() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["first", "second", "third", "fourth"])
        // Alternately move "third" and "fourth" directly after "first": always the same gap.
        for round in 0..<1_500 {
            let moving = round.isMultiple(of: 2) ? items[2] : items[3]
            let before = try store.totalChangesCount()
            try store.change { try $0.move(uid: moving.uid, to: .after(uid: items[0].uid)) }
            #expect(try store.totalChangesCount() - before == 2)
        }
        // The last move (round 1499, odd) put "fourth" right after "first".
        #expect(try titles(store) == ["first", "fourth", "third", "second"])
    }

    @Test func moveToTheSamePlaceWritesNothing() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        let before = try store.totalChangesCount()
        let (_, mutation) = try store.change {
            try $0.move(uid: items[0].uid, to: .before(uid: items[0].uid))
        }
        #expect(mutation.isEmpty)
        #expect(try store.totalChangesCount() == before)
    }

    @Test func unchangedUpdateIsANoOp() throws {
        let store = try makeStore()
        let item = try addTasks(store, ["A"])[0]
        let (_, mutation) = try store.change { try $0.update(item) }
        #expect(mutation.isEmpty)
    }

    @Test func tasksWithSharedOrderKeysCanStillBePlacedBetween() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B", "C"])
        // Force a duplicate key the way an undo after a concurrent move can.
        var b = items[1]
        b.orderKey = items[0].orderKey
        try store.change { try $0.update(b) }
        #expect(try titles(store) == ["A", "B", "C"])
        try store.change { try $0.move(uid: items[2].uid, to: .before(uid: items[1].uid)) }
        #expect(try titles(store) == ["A", "C", "B"])
    }

    @Test func dataVersionChangesWhenAnotherConnectionCommits() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let screen = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        let script = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        let before = try screen.dataVersion()
        try addTasks(script, ["from a script"])
        #expect(try screen.dataVersion() != before)
        #expect(try titles(screen) == ["from a script"])
    }
}
