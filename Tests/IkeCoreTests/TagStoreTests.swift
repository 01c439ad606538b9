import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// Tags in the store: written with a task, edited, undone and redone, filtered on and counted.
@Suite("Tags in the store")
struct TagStoreTests {
    @Test func aNewTaskKeepsItsTagsAndTheFirstSpellingOfEach() throws {
        let store = try makeStore()
        let first = try store.create(
            TaskEdit(title: "Pay rent", tags: try tags("Home", "bills")), at: .bottom)
        #expect(first.item.tags.names == ["bills", "Home"])
        let second = try store.create(TaskEdit(title: "Fix tap", addTags: try tags("HOME")), at: .bottom)
        // The store keeps the spelling first seen; the task is returned and reads back with it.
        #expect(second.item.tags.names == ["Home"])
        #expect(try store.item(uid: second.item.uid)?.tags.names == ["Home"])
        let edited = try store.edit(uid: second.item.uid, TaskEdit(tags: try tags("BILLS", "home")))
        #expect(edited.item.tags.names == ["bills", "Home"])
        #expect(try store.item(uid: first.item.uid)?.title == "Pay rent")
        #expect(try store.storedTag(try Tag("home"))?.name == "Home")
        #expect(try store.storedTag(try Tag("garden")) == nil)
    }

    @Test func editsAddAndRemoveTagsAndUndoAndRedoThem() throws {
        let store = try makeStore()
        let item = try store.create(TaskEdit(title: "Plan trip", tags: try tags("travel")), at: .bottom).item
        let before = try store.items()
        let change = try store.edit(
            uid: item.uid, TaskEdit(addTags: try tags("work", "Travel"), removeTags: try tags("TRAVEL")))
        #expect(change.item.tags.names == ["work"])
        try expectInvertsCleanly(store, change.mutation, before: before)
        #expect(try store.tagCounts().map(\.tag.name) == ["work"])
        try store.apply(change.mutation.inverse)
        #expect(try store.tagCounts().map(\.tag.name) == ["travel"])
    }

    @Test func removingATagTheTaskDoesNotHaveChangesNothing() throws {
        let store = try makeStore()
        let item = try store.create(TaskEdit(title: "Plan trip", tags: try tags("travel")), at: .bottom).item
        #expect(throws: StoreError.missingTag("work", task: item.id, title: "Plan trip")) {
            try store.edit(id: item.id!, TaskEdit(title: "Renamed", removeTags: try tags("work")))
        }
        #expect(try store.item(uid: item.uid) == item)
        let message = StoreError.missingTag("work", task: 1, title: "Plan trip").description
        #expect(message == "task 1 “Plan trip” has no tag “work”; nothing was changed")
    }

    @Test func aTaskGivenMoreThanAHundredTagsIsRefused() throws {
        let store = try makeStore()
        let item = try store.create(TaskEdit(title: "Many"), at: .bottom).item
        let hundred = try TagSet(parsing: (0..<100).map { "t\($0)" })
        try store.edit(uid: item.uid, TaskEdit(addTags: hundred))
        #expect(throws: TagError.tooMany(101)) {
            try store.edit(uid: item.uid, TaskEdit(addTags: try tags("one-more")))
        }
        #expect(try store.item(uid: item.uid)?.tags.count == 100)
    }

    @Test func deletingATaskDropsItsLinksAndTagsNoTaskHasAnyMore() throws {
        let store = try makeStore()
        let a = try store.create(TaskEdit(title: "A", tags: try tags("shared", "only-a")), at: .bottom).item
        try store.create(TaskEdit(title: "B", tags: try tags("shared")), at: .bottom)
        let before = try store.items()
        let deletion = try store.delete(uids: [a.uid])
        #expect(try store.tagCounts() == [TagCount(tag: try Tag("shared"), open: 1, done: 0)])
        try store.apply(deletion.mutation.inverse)
        #expect(try store.items() == before)
        #expect(try store.tagCounts().map(\.tag.name) == ["only-a", "shared"])
        try expectTagTallyMatchesTheLinks(store, after: "undoing a delete")
    }

    @Test func aTagDeletedWithItsLastTaskCanComeBackInTheSameChange() throws {
        let store = try makeStore()
        let (items, mutation) = try store.change { writer in
            var first = try writer.newItem(title: "A")
            first.tags = try tags("x")
            first = try writer.insert(first, at: .bottom)
            try writer.delete(uid: first.uid)
            var second = try writer.newItem(title: "B")
            second.tags = try tags("X")
            return [try writer.insert(second, at: .bottom)]
        }
        #expect(items[0].tags.names == ["X"])
        #expect(try store.tagCounts() == [TagCount(tag: try Tag("X"), open: 1, done: 0)])
        try store.apply(mutation.inverse)
        #expect(try store.items().isEmpty && store.tagCounts().isEmpty)
        try store.apply(mutation)
        #expect(try store.items().map(\.tags.names) == [["X"]])
    }

    @Test func aFilterOnTagsWantsEveryTagGiven() throws {
        let store = try makeStore()
        try store.create(TaskEdit(title: "A", tags: try tags("work", "urgent")), at: .bottom)
        try store.create(TaskEdit(title: "B", tags: try tags("work")), at: .bottom)
        try store.create(TaskEdit(title: "C", done: true, tags: try tags("Urgent")), at: .bottom)
        try store.create(TaskEdit(title: "D"), at: .bottom)
        #expect(try titles(store, TaskFilter(tags: try tags("WORK"))) == ["A", "B"])
        #expect(try titles(store, TaskFilter(tags: try tags("work", "urgent"))) == ["A"])
        #expect(try titles(store, TaskFilter(includeDone: false, tags: try tags("urgent"))) == ["A"])
        #expect(try titles(store, TaskFilter(tags: try tags("nobody"))) == [])
        #expect(try store.count(TaskFilter(tags: try tags("urgent"))) == 2)
        #expect(try store.count(TaskFilter(includeOpen: false, tags: try tags("urgent"))) == 1)
        let b = try #require(try store.items(TaskFilter(tags: try tags("work"))).last)
        #expect(try store.index(ofUID: b.uid, in: TaskFilter(tags: try tags("work"))) == 1)
        #expect(try store.index(ofUID: b.uid, in: TaskFilter(tags: try tags("urgent"))) == nil)
        var pinned = TaskFilter(tags: try tags("urgent"))
        pinned.pinnedUIDs = [b.uid]
        #expect(try titles(store, pinned) == ["A", "B", "C"])
    }

    @Test func tagCountsFollowEveryFilter() throws {
        let store = try makeStore()
        try store.create(TaskEdit(title: "A", important: true, tags: try tags("work", "home")), at: .bottom)
        try store.create(TaskEdit(title: "B", done: true, tags: try tags("work")), at: .bottom)
        try store.create(TaskEdit(title: "C", tags: try tags("home")), at: .bottom)
        let home = try Tag("home")
        let work = try Tag("work")
        #expect(
            try store.tagCounts() == [
                TagCount(tag: home, open: 2, done: 0), TagCount(tag: work, open: 1, done: 1),
            ])
        #expect(
            try store.tagCounts(.open) == [
                TagCount(tag: home, open: 2, done: 0), TagCount(tag: work, open: 1, done: 0),
            ])
        #expect(try store.tagCounts(.done) == [TagCount(tag: work, open: 0, done: 1)])
        #expect(
            try store.tagCounts(TaskFilter(quadrant: .schedule)) == [
                TagCount(tag: home, open: 1, done: 0), TagCount(tag: work, open: 1, done: 0),
            ])
        #expect(try store.tagCounts(TaskFilter(text: "c")) == [TagCount(tag: home, open: 1, done: 0)])
        #expect(try store.tagCounts(TaskFilter(tags: [work])).map(\.tag) == [home, work])
    }

    @Test func aWindowOfRowsReadsItsTagsInTheSameQuery() throws {
        let store = try makeStore()
        try store.change { writer in
            for index in 0..<300 {
                var item = try writer.newItem(title: "Task \(index)")
                item.tags = try tags("t\(index % 7)", "all")
                try writer.insert(item, at: .bottom)
            }
        }
        let window = try store.items(.all, limit: 100, offset: 150)
        #expect(window.count == 100)
        #expect(window.allSatisfy { $0.tags.count == 2 && $0.tags.contains(try! Tag("all")) })
        #expect(window[0].tags.names == ["all", "t\(150 % 7)"])
    }

    @Test func countsFollowRandomWritesAndTheirUndo() throws {
        let store = try makeStore()
        let seed = TestSeed(0x7A6)
        var generator = seed.generator()
        let pool = try (0..<6).map { try Tag("tag\($0)") }
        func randomTags() -> TagSet {
            TagSet(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    pool.randomElement(using: &generator)!
                })
        }
        var undo: [Mutation] = []
        for step in 0..<250 {
            let items = try store.items()
            let roll = Int.random(in: 0..<10, using: &generator)
            if items.isEmpty || roll < 3 {
                let tags = randomTags()
                undo.append(
                    try store.create(TaskEdit(title: "Task \(step)", tags: tags), at: .bottom).mutation)
            } else if roll < 8 {
                let item = items.randomElement(using: &generator)!
                let edit =
                    switch roll {
                    case 3, 4: TaskEdit(done: !item.isDone)
                    case 5: TaskEdit(addTags: randomTags())
                    case 6: TaskEdit(removeTags: TagSet(item.tags.prefix(1)))
                    default: TaskEdit(tags: randomTags())
                    }
                undo.append(try store.edit(uid: item.uid, edit).mutation)
            } else if roll == 8 {
                undo.append(try store.delete(uids: [items.randomElement(using: &generator)!.uid]).mutation)
            } else if let last = undo.popLast() {
                try store.apply(last.inverse)
            }
            try expectTagTallyMatchesTheLinks(store, after: "step \(step), \(seed)")
        }
    }

    @Test func writesByOtherProgramsKeepTheCountsRight() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        try store.create(TaskEdit(title: "One", tags: try tags("a", "b")), at: .bottom)
        try store.create(TaskEdit(title: "Two", tags: try tags("b")), at: .bottom)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE task SET isDone = 1 WHERE title = 'Two'")
            try db.execute(sql: "DELETE FROM task WHERE title = 'One'")
        }
        #expect(try store.tagCounts() == [TagCount(tag: try Tag("b"), open: 0, done: 1)])
        try expectTagTallyMatchesTheLinks(store, after: "writes by another client")
    }

    @Test func bulkInsertsOfTaggedTasksRecountAndPutTheTriggersBack() throws {
        let store = try makeStore()
        try store.create(TaskEdit(title: "Before", tags: try tags("old")), at: .bottom)
        let count = TriggerSuspension.threshold + 3
        try store.change { writer in
            let items = try (0..<count).map { index in
                var item = try writer.newItem(title: "Bulk \(index)")
                item.tags = try tags("tag\(index % 50)", index % 2 == 0 ? "old" : "new")
                item.setDone(index % 3 == 0, at: testNow)
                return item
            }
            try writer.insertAll(items)
        }
        try expectTagTallyMatchesTheLinks(store, after: "a bulk insert")
        #expect(try store.tagCounts().count == 52)
        let triggers = try store.read {
            try String.fetchAll(
                $0, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
        }
        #expect(
            triggers == [
                "sync_pending_create_deleted", "sync_task_changed", "sync_task_deleted",
                "sync_task_tag_added", "sync_task_tag_removed",
                "sync_unsent_delete", "sync_unsent_insert", "sync_unsent_sent",
                "task_field_time_deleted", "task_original_changed", "task_original_delete",
                "task_original_tag_added",
                "task_original_tag_removed", "task_tag_delete", "task_tag_insert", "task_tags_delete",
                "task_tags_done",
                "task_tally_delete",
                "task_tally_insert", "task_tally_update",
                "task_tree_delete", "task_tree_insert", "task_tree_update",
            ])
        let last = try #require(try store.items().last)
        try store.edit(uid: last.uid, TaskEdit(done: !last.isDone, addTags: try tags("after")))
        try expectTagTallyMatchesTheLinks(store, after: "writes after the bulk insert")
    }
}
