import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// Opening waits for another process's write instead of giving up at once.
@Suite("Opening a database another connection holds")
struct DatabaseBusyTests {
    /// A script's `ike add` creating or migrating the file holds it exclusively for a moment; the app
    /// starting then used to fail at once with "locked by another process (waited 0 ms)".
    @Test func openingWaitsForAnExclusiveLockToEnd() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        var config = Configuration()
        config.journalMode = .default
        let holder = try DatabaseQueue(path: path, configuration: config)
        try holder.writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TABLE scratch(x)")
        }
        let locked = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? holder.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN EXCLUSIVE")
                locked.signal()
                Thread.sleep(forTimeInterval: 0.3)
                try db.execute(sql: "ROLLBACK")
            }
            done.signal()
        }
        locked.wait()
        // The file holds a foreign table, so the open ends in "not an ike database" once it can read it,
        // rather than in "locked" while the other connection holds it.
        #expect {
            _ = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        } throws: { error in
            guard let error = error as? StoreError else { return false }
            if case .notAnIkeDatabase = error { return true }
            Issue.record("expected the open to wait for the lock, got: \(error)")
            return false
        }
        done.wait()
    }
}
