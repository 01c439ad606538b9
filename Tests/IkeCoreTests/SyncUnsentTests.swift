import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// `sync_unsent` (v34), which a sync reads instead of comparing every task with `sync_item`, lists exactly
/// the tasks no server has, whatever wrote them.
@Suite("The tasks not yet sent")
struct SyncUnsentTests {
    @Test func listsExactlyTheTasksNoServerHas() throws {
        let store = try makeStore()
        let before = try addTasks(store, ["Before the collection", "Also before"])
        #expect(try store.unsentTasks().isEmpty)  // no collection: nothing kept
        let collection = try store.syncCollection(url: "http://127.0.0.1/alice/tasks/", tag: nil)
        #expect(try Set(store.unsentTasks().map(\.uid)) == Set(before.map(\.uid)))
        try store.recordSent(
            uid: before[0].uid, collectionID: collection.id, href: "/alice/tasks/a.ics", etag: "\"1\"",
            base: "BEGIN:VCALENDAR", revision: 0)
        let one = try addTasks(store, ["One more"])
        // A bulk insert runs without the triggers.
        try store.change { writer in
            try writer.insertAll(
                try (0..<(TriggerSuspension.threshold + 3)).map { try writer.newItem(title: "Bulk \($0)") })
        }
        _ = try store.delete(uids: [one[0].uid])
        let unsent = try store.unsentTasks()
        #expect(Set(unsent.map(\.uid)) == (try store.unsyncedUIDs()))
        #expect(unsent.count == TriggerSuspension.threshold + 4)
        #expect(unsent.map(\.uid) == (try store.items().map(\.uid).filter { $0 != before[0].uid }))
    }
}
