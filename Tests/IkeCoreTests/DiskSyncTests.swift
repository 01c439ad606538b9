import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// The app's commits return once they are in the write-ahead log and are then made durable apart
/// (`TaskStore.returnCommitsBeforeTheDisk`, `syncToDisk`): what each mode leaves in force.
@Suite("Commits that return before the disk")
struct DiskSyncTests {
    static func synchronous(_ store: TaskStore) throws -> Int? {
        try store.read { try Int.fetchOne($0, sql: "PRAGMA synchronous") }
    }

    @Test func theAppsStoreCommitsWithoutWaitingAndSyncsTheLogItself() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let store = try TaskStore.open(at: folder.path("ike.sqlite"), environment: .fixed(at: testNow))
        // Waiting for the disk at each commit, syncing apart is nothing to do.
        try store.syncToDisk()
        try store.returnCommitsBeforeTheDisk()
        #expect(try Self.synchronous(store) == 1)
        _ = try addTasks(store, ["Pay rent"])
        #expect(FileManager.default.fileExists(atPath: folder.path("ike.sqlite-wal")))
        try store.syncToDisk()
        // A commit of view state (NORMAL for itself) leaves the store as the app set it, not FULL.
        try store.commitWithoutWaitingForDisk { db in
            try db.execute(sql: "UPDATE task SET title = title")
        }
        #expect(try Self.synchronous(store) == 1)
        #expect(try store.items().map(\.title) == ["Pay rent"])
    }

    @Test func aStoreThatWaitsForTheDiskGoesBackToFullAfterAnUnwaitedCommit() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let store = try TaskStore.open(at: folder.path("ike.sqlite"), environment: .fixed(at: testNow))
        try store.commitWithoutWaitingForDisk { db in try db.execute(sql: "UPDATE task SET title = title") }
        #expect(try Self.synchronous(store) == 2)
    }

    @Test func aLogThatCannotBeOpenedIsAnError() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let store = try TaskStore.open(at: folder.path("ike.sqlite"), environment: .fixed(at: testNow))
        try store.returnCommitsBeforeTheDisk()
        _ = try addTasks(store, ["Pay rent"])
        // A log that cannot be opened (a link to itself stands in its place for the test).
        try FileManager.default.removeItem(atPath: folder.path("ike.sqlite-wal"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("ike.sqlite-wal"), withDestinationPath: folder.path("ike.sqlite-wal"))
        #expect(throws: DiskSyncError.self) { try store.syncToDisk() }
        try FileManager.default.removeItem(atPath: folder.path("ike.sqlite-wal"))
        // No log at all: nothing waits to be synced.
        try store.syncToDisk()
    }
}
