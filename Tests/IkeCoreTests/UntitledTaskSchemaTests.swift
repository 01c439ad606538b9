import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// A task may have an empty title once `v7-untitled-tasks` ran (a VTODO without SUMMARY); only the
/// store's check of the column goes, and a person still cannot make one.
@Suite("Tasks without a title")
struct UntitledTaskSchemaTests {
    static func insertUntitled(_ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO task (uid, title, orderKey, createdAt, updatedAt)
                VALUES ('untitled', '', 'a1', 1795338000000, 1795338000000)
                """)
    }

    @Test func aDatabaseOfTheSchemaBeforeTakesOneAfterMigratingAndKeepsEverythingElse() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        let queue = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(queue, upTo: "v6-sync")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO task (uid, title, orderKey, createdAt, updatedAt)
                    VALUES ('old', 'Kept', 'a0', 1795338000000, 1795338000000)
                    """)
            #expect(throws: DatabaseError.self) { try Self.insertUntitled(db) }
        }
        try queue.close()
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        try store.change { try Self.insertUntitled($0.db) }
        #expect(try store.items().map(\.shownTitle) == ["Kept", "(no title)"])
        // The tally triggers still run (the definition was edited, not the table rebuilt).
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT sum(n) FROM task_tally") } == 2)
        let check = try store.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
    }

    @Test func changingATaskWithoutATitleKeepsItEmptyButRetitlingToNothingIsRefused() throws {
        let store = try makeStore()
        try store.change { try Self.insertUntitled($0.db) }
        try store.setDone(true, uids: ["untitled"])
        #expect(try store.items().map { "\($0.title)|\($0.isDone)" } == ["|true"])
        try addTasks(store, ["Titled"])
        let titled = try #require(try store.items().last)
        #expect(throws: StoreError.emptyTitle) {
            try store.change { writer in
                var item = titled
                item.title = "  "
                try writer.update(item)
            }
        }
        #expect(throws: StoreError.emptyTitle) { try addTasks(store, [" "]) }
    }
}
