import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// The trigger-kept tally of tasks per (important, urgent, done), which every count reads instead of
/// counting rows.
@Suite("Task tally")
struct TallyTests {
    @Test func countsFollowEveryKindOfWriteAndItsUndo() throws {
        let store = try makeStore()
        let seed = TestSeed(7)
        var generator = seed.generator()
        var undo: [Mutation] = []
        for step in 0..<300 {
            let items = try store.items()
            let roll = Int.random(in: 0..<10, using: &generator)
            if items.isEmpty || roll < 3 {
                let change = try store.change { writer in
                    try writer.insert(
                        try writer.newItem(
                            title: "Task \(step)", important: Bool.random(using: &generator),
                            urgent: Bool.random(using: &generator)),
                        at: .bottom)
                }
                undo.append(change.mutation)
            } else if roll < 8 {
                var item = items.randomElement(using: &generator)!
                switch roll {
                case 3, 4: item.setDone(!item.isDone, at: testNow)
                case 5: item.isImportant.toggle()
                case 6: item.isUrgent.toggle()
                default: item.title += "!"
                }
                undo.append(try store.change { try $0.update(item) }.mutation)
            } else if roll == 8 {
                let uid = items.randomElement(using: &generator)!.uid
                undo.append(try store.change { try $0.delete(uid: uid) }.mutation)
            } else if let last = undo.popLast() {
                try store.apply(last.inverse)
            }
            try expectTallyMatchesTheTable(store, after: "step \(step), \(seed)")
        }
    }

    @Test func countsAnswerEveryFlagFilterAndSearchStillCountsRows() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["Call the bank", "Buy milk", "Bank statement", "Run"])
        try store.change { writer in
            var first = items[0]
            first.isImportant = true
            first.isUrgent = true
            try writer.update(first)
            var second = items[1]
            second.setDone(true, at: testNow)
            try writer.update(second)
        }
        #expect(try store.counts() == TaskCounts(open: 3, done: 1))
        #expect(try store.count(.open) == 3)
        #expect(try store.count(.done) == 1)
        #expect(try store.count(TaskFilter(quadrant: .doFirst)) == 1)
        #expect(try store.count(TaskFilter(quadrant: .eliminate)) == 3)
        #expect(try store.count(TaskFilter(includeDone: false, quadrant: .eliminate)) == 2)
        #expect(try store.count(TaskFilter(text: "bank")) == 2)
        #expect(try store.quadrantCounts() == [.doFirst: 1, .schedule: 0, .delegate: 0, .eliminate: 2])
    }

    @Test func writesByOtherProgramsAreCountedToo() throws {
        // Triggers live in the file, so `sqlite3` or any other client keeps the tally right.
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        try addTasks(store, ["One", "Two", "Three"])
        let other = try DatabaseQueue(path: path)
        try other.write { db in
            try db.execute(sql: "UPDATE task SET isDone = 1, isImportant = 1 WHERE title = 'Two'")
            try db.execute(sql: "DELETE FROM task WHERE title = 'Three'")
        }
        #expect(try store.counts() == TaskCounts(open: 1, done: 1))
        #expect(try store.count(TaskFilter(includeOpen: false, quadrant: .schedule)) == 1)
        try expectTallyMatchesTheTable(store, after: "writes by another client")
    }

    @Test func bulkInsertsRecountAndPutTheTriggersBack() throws {
        let store = try makeStore()
        try addTasks(store, ["Before"])
        let schema = try self.schema(store)
        let count = TriggerSuspension.threshold + 7
        try store.change { writer in
            let items = try (0..<count).map { index in
                try writer.newItem(title: "Bulk \(index)", important: index % 2 == 0, urgent: index % 3 == 0)
            }
            try writer.insertAll(items)
        }
        try expectTallyMatchesTheTable(store, after: "a bulk insert")
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
        #expect(try self.schema(store) == schema)  // every index and trigger back, word for word
        // They work again: a single insert and a toggle afterwards are counted.
        let after = try addTasks(store, ["After"])[0]
        var done = after
        done.setDone(true, at: testNow)
        try store.change { try $0.update(done) }
        try expectTallyMatchesTheTable(store, after: "writes after the bulk insert")
        #expect(try store.counts() == TaskCounts(open: count + 1, done: 1))
    }

    @Test func aFailedBulkInsertLeavesTriggersAndTallyAsTheyWere() throws {
        let store = try makeStore()
        try addTasks(store, ["Before"])
        let schema = try self.schema(store)
        #expect(throws: (any Error).self) {
            try store.change { writer in
                var items = try (0...TriggerSuspension.threshold).map {
                    try writer.newItem(title: "Bulk \($0)")
                }
                items[items.count - 1].uid = items[0].uid  // a duplicate uid fails the last insert
                try writer.insertAll(items)
            }
        }
        #expect(try store.counts() == TaskCounts(open: 1, done: 0))
        #expect(try self.schema(store) == schema)
        try addTasks(store, ["After"])
        try expectTallyMatchesTheTable(store, after: "a failed bulk insert")
    }

    /// Every index and trigger of the database with its SQL.
    private func schema(_ store: TaskStore) throws -> [String] {
        try store.read {
            try String.fetchAll(
                $0,
                sql: """
                    SELECT type || ' ' || name || ' ' || coalesce(sql, '') FROM sqlite_master
                    WHERE type IN ('index', 'trigger') ORDER BY name
                    """)
        }
    }

    private func expectTallyMatchesTheTable(_ store: TaskStore, after what: String) throws {
        let (tally, counted) = try store.read { db in
            let tally = try Row.fetchAll(
                db,
                sql: "SELECT isImportant, isUrgent, isDone, n FROM task_tally WHERE n > 0 ORDER BY 1, 2, 3")
            let counted = try Row.fetchAll(
                db,
                sql: """
                    SELECT isImportant, isUrgent, isDone, count(*) FROM task
                    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
                    """)
            return (
                tally.map { [Int64]($0.databaseValues.map { Int64.fromDatabaseValue($0)! }) },
                counted.map { [Int64]($0.databaseValues.map { Int64.fromDatabaseValue($0)! }) }
            )
        }
        #expect(tally == counted, "\(what)")
    }
}
