import Foundation
import IkeCore
import Testing

/// A task that moved keeps a tombstone for its old copy in the collection it left until that copy is
/// deleted; forgetting another collection's tombstone, or the server deleting the task where it lives now,
/// must not forget it, or the old copy would come back as a task at the next sync.
@Suite("Tombstones of moves, per collection")
struct MoveTombstoneTests {
    @Test func eachCollectionsTombstoneIsForgottenOnItsOwn() throws {
        let device = try SyncDevice("laptop")
        let uid = try #require(try device.add("Plan").first?.uid)
        let store = device.store
        let collections = try ["a", "b"].map {
            try store.syncCollection(url: "http://127.0.0.1:5232/alice/\($0)/", tag: $0 == "a" ? nil : $0)
        }
        // Sent to a, then moved to b while a's copy could not be deleted yet.
        for collection in collections {
            try store.recordSent(
                uid: uid, collectionID: collection.id, href: "/alice/x/\(uid).ics", etag: "\"1\"", base: "",
                revision: 0)
        }
        func leftovers() throws -> Int { try store.syncTombstones(collectionID: collections[0].id).count }
        #expect(try leftovers() == 1)
        try store.forgetTombstone(uid: uid, collectionID: collections[1].id)
        #expect(try leftovers() == 1, "b's tombstone is not a's")
        // The server deletes the task in b, where it lives: a's old copy still waits to be deleted.
        try store.deleteFromServer(uid: uid)
        #expect(try store.item(uid: uid) == nil)
        #expect(try leftovers() == 1)
        try store.forgetTombstone(uid: uid, collectionID: collections[0].id)
        #expect(try leftovers() == 0)
    }
}
