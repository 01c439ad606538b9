import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// The sync state in the task database: every local change marks the task for sending in the same
/// transaction, deletions leave tombstones, and the server's changes are taken without marking anything.
@Suite("Sync state in the store")
struct SyncStateTests {
    func syncedStore(_ titles: [String]) throws -> (TaskStore, SyncCollectionRecord, [TodoItem]) {
        let store = try makeStore()
        let items = try addTasks(store, titles)
        let collection = try store.syncCollection(url: "http://127.0.0.1/alice/tasks/", tag: nil)
        for item in items {
            try store.recordSent(
                uid: item.uid, collectionID: collection.id, href: "/alice/tasks/\(item.uid).ics",
                etag: "\"1\"",
                base: "BEGIN:VCALENDAR", revision: 0)
        }
        return (store, collection, items)
    }

    @Test func newTasksAreUnsyncedUntilSent() throws {
        let store = try makeStore()
        let items = try addTasks(store, ["A", "B"])
        #expect(try store.unsyncedUIDs() == Set(items.map(\.uid)))
        #expect(try store.pendingSyncCount() == 2)
        let (synced, _, _) = try syncedStore(["A"])
        #expect(try synced.unsyncedUIDs().isEmpty)
        #expect(try synced.pendingSyncCount() == 0)
    }

    @Test func everyKindOfLocalChangeMarksTheTaskDirty() throws {
        let (store, _, items) = try syncedStore(["A", "B", "C", "D"])
        _ = try store.change { writer in
            var a = try writer.item(uid: items[0].uid)!
            a.title = "A2"
            try writer.update(a)
            var b = try writer.item(uid: items[1].uid)!
            b.tags = try tags("home")
            try writer.update(b)
            try writer.move(uid: items[2].uid, to: .top)
        }
        let dirty = try store.syncItems(collectionID: 1).filter(\.isDirty).map(\.uid)
        #expect(Set(dirty) == Set(items.prefix(3).map(\.uid)))
        #expect(try store.pendingSyncCount() == 3)
    }

    /// Placing a task from the matrix's inbox (Eliminate: no flag changes) is this database's state: the
    /// task keeps its time and the sync has nothing to send; setting a flag is an edit.
    @Test func placingATaskFromTheInboxIsNotAChangeToSync() throws {
        let (store, _, items) = try syncedStore(["A", "B"])
        #expect(items.allSatisfy { $0.isInInbox })
        var place = TaskEdit()
        place.placesInMatrix = true
        try store.edit(uid: items[0].uid, place)
        let placed = try #require(try store.item(uid: items[0].uid))
        #expect(placed.isTriaged && placed.updatedAt == items[0].updatedAt)
        #expect(try store.syncItems(collectionID: 1).filter(\.isDirty).isEmpty)
        var flag = TaskEdit()
        flag.quadrant = .doFirst
        try store.edit(uid: items[1].uid, flag)
        #expect(try store.syncItems(collectionID: 1).filter(\.isDirty).map(\.uid) == [items[1].uid])
    }

    /// The count the app reads after every write is made from the tally and a partial index; it must
    /// agree with counting the rows themselves, whatever mix of new, synced, changed and deleted tasks
    /// (and a bulk insert, which suspends the triggers and recounts the tally) the store holds.
    @Test func thePendingCountAgreesWithCountingTheRows() throws {
        let (store, collection, items) = try syncedStore((0..<40).map { "Task \($0)" })
        func counted() throws -> Int {
            try store.read { db in
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT (SELECT count(*) FROM task WHERE id NOT IN (SELECT taskId FROM sync_item))
                            + (SELECT count(*) FROM sync_item WHERE revision > syncedRevision)
                            + (SELECT count(*) FROM sync_tombstone)
                        """) ?? -1
            }
        }
        var random = SplitMix(seed: 0x5EED)
        for step in 0..<60 {
            let live = try store.items()
            switch step % 5 {
            case 0: try addTasks(store, ["New \(step)"])
            case 1:
                var item = live.randomElement(using: &random)!
                item.title += "!"
                let changed = item
                try store.change { try $0.update(changed) }
            case 2: try store.change { try $0.delete(uid: live.randomElement(using: &random)!.uid) }
            case 3:
                let item = live.randomElement(using: &random)!
                try store.recordSent(
                    uid: item.uid, collectionID: collection.id, href: "/alice/tasks/\(item.uid).ics",
                    etag: "\"2\"", base: "BEGIN:VCALENDAR",
                    revision: try store.syncItem(uid: item.uid)?.revision ?? 0)
            default: _ = try store.setDone(true, uids: [live.randomElement(using: &random)!.uid])
            }
            #expect(try store.pendingSyncCount() == (try counted()), "after step \(step)")
        }
        try store.add(titles: (0..<1_200).map { "Bulk \($0)" }, at: .bottom)
        #expect(try store.pendingSyncCount() == (try counted()))
        #expect(try store.pendingSyncCount() > items.count)
        let plan = try store.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT count(*) FROM sync_item WHERE revision > syncedRevision"
            ).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("sync_item_dirty") }, "\(plan)")
    }

    @Test func aDeletedSyncedTaskLeavesATombstoneAndUndoBringsItBack() throws {
        let (store, collection, items) = try syncedStore(["A", "B"])
        let (_, mutation) = try store.change { try $0.delete(uid: items[0].uid) }
        let tombstones = try store.syncTombstones(collectionID: collection.id)
        #expect(tombstones.map(\.uid) == [items[0].uid])
        #expect(tombstones.first?.href == "/alice/tasks/\(items[0].uid).ics")
        #expect(try store.syncItem(uid: items[0].uid) == nil)
        // Undo inserts the task again: it is unsynced (to be sent) and its tombstone stays until then.
        try store.apply(mutation.inverse)
        #expect(try store.unsyncedUIDs() == [items[0].uid])
        try store.recordSent(
            uid: items[0].uid, collectionID: collection.id, href: tombstones[0].href, etag: "\"2\"",
            base: "x",
            revision: 0)
        #expect(try store.syncTombstones(collectionID: collection.id).isEmpty)
    }

    @Test func takingTheServersVersionMarksNothingDirty() throws {
        let (store, collection, items) = try syncedStore(["A"])
        var changed = items[0]
        changed.title = "A from the phone"
        try store.applyFromServer(
            changed, collectionID: collection.id, href: "/alice/tasks/a.ics", etag: "\"9\"",
            base: "server text",
            expectedRevision: 0, keepDirty: false)
        let record = try #require(try store.syncItem(uid: items[0].uid))
        #expect(!record.isDirty)
        #expect(record.etag == "\"9\"")
        #expect(record.base == "server text")
        #expect(try store.item(uid: items[0].uid)?.title == "A from the phone")
        // A new task from the server is inserted, synced.
        var phone = try store.change { try $0.newItem(title: "From the phone") }.value
        phone.uid = "phone-1"
        try store.applyFromServer(
            phone, collectionID: collection.id, href: "/alice/tasks/phone-1.ics", etag: "\"1\"", base: "b",
            expectedRevision: nil, keepDirty: false)
        #expect(try store.item(uid: "phone-1")?.title == "From the phone")
        #expect(try store.pendingSyncCount() == 0)
    }

    @Test func aChangeMadeWhileTheServerVersionWasMergedIsNeverOverwritten() throws {
        let (store, collection, items) = try syncedStore(["A"])
        let seen = try #require(try store.syncItem(uid: items[0].uid))
        // The app edits after the sync read the task…
        _ = try store.change { writer in
            var a = try writer.item(uid: items[0].uid)!
            a.title = "Edited in the app"
            try writer.update(a)
        }
        var server = items[0]
        server.title = "From the server"
        #expect(throws: StoreError.self) {
            try store.applyFromServer(
                server, collectionID: collection.id, href: seen.href, etag: "\"5\"", base: "s",
                expectedRevision: seen.revision, keepDirty: false)
        }
        #expect(try store.item(uid: items[0].uid)?.title == "Edited in the app")
        #expect(try store.syncItem(uid: items[0].uid)?.isDirty == true)
    }

    @Test func aSendAcknowledgedAfterAnotherEditLeavesTheTaskDirty() throws {
        let (store, collection, items) = try syncedStore(["A"])
        _ = try store.change { writer in
            var a = try writer.item(uid: items[0].uid)!
            a.title = "First edit"
            try writer.update(a)
        }
        let sending = try #require(try store.syncItem(uid: items[0].uid))
        _ = try store.change { writer in
            var a = try writer.item(uid: items[0].uid)!
            a.title = "Second edit"
            try writer.update(a)
        }
        try store.recordSent(
            uid: items[0].uid, collectionID: collection.id, href: sending.href, etag: "\"3\"", base: "first",
            revision: sending.revision)
        #expect(try store.syncItem(uid: items[0].uid)?.isDirty == true)
        try store.recordSent(
            uid: items[0].uid, collectionID: collection.id, href: sending.href, etag: "\"4\"", base: "second",
            revision: try #require(try store.syncItem(uid: items[0].uid)).revision)
        #expect(try store.syncItem(uid: items[0].uid)?.isDirty == false)
    }

    @Test func aServerDeletionOfATaskEditedHereIsRefused() throws {
        let (store, _, items) = try syncedStore(["A"])
        try store.change { writer in
            var a = try writer.item(uid: items[0].uid)!
            a.title = "Edited"
            try writer.update(a)
        }
        #expect(throws: StoreError.conflict("Edited")) { try store.deleteFromServer(uid: items[0].uid) }
        #expect(try titles(store) == ["Edited"])
    }

    @Test func serverDeletionsLeaveNoTombstoneAndCollectionsKeepTheirTokens() throws {
        let (store, collection, items) = try syncedStore(["A", "B"])
        try store.deleteFromServer(uid: items[0].uid)
        #expect(try store.syncTombstones(collectionID: collection.id).isEmpty)
        #expect(try titles(store) == ["B"])
        try store.recordSyncFinished(collectionID: collection.id, token: "tok-1", at: testNow)
        let again = try store.syncCollection(url: collection.url, tag: nil)
        #expect(again.syncToken == "tok-1")
        #expect(again.syncCount == 1)
        #expect(try store.syncCollections().count == 1)
    }

    @Test func aBulkImportMarksSyncedTasksForComparison() throws {
        let (store, _, _) = try syncedStore(["A"])
        _ = try store.change { writer in
            let items = try (0..<1_200).map { try writer.newItem(title: "Bulk \($0)") }
            try writer.insertAll(items)
        }
        #expect(try store.syncItems(collectionID: 1).allSatisfy(\.isDirty))
    }
}
