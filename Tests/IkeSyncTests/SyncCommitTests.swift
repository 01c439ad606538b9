import Foundation
import GRDB
import IkeSyncTestSupport
import Synchronization
import Testing

@testable import IkeCore
@testable import IkeSync

/// A sync waits for the disk once, when it records its end, not at every task it writes
/// (`TaskStore.serverRecordWrite`, Docs/Decisions.md, 2026-11-29): its records of what the server holds are
/// committed without waiting, and the last commit, which waits, writes them down with the token. Seen in
/// the statements SQLite runs: each `COMMIT` and the `synchronous` level in force when it ran.
@Suite("A sync's commits")
struct SyncCommitTests {
    @Test func aSyncOfTenChangesEachWayWaitsForTheDiskAtItsEndOnly() async throws {
        let (directory, store, server) = try SyncReadsChangesTests.syncedStore()
        defer { directory.remove() }
        try SyncReadsChangesTests.changeTenEachWay(store, server)
        let (outcome, commits) = try await Self.commits(store) {
            try await SyncReadsChangesTests.sync(store, server)
        }
        let summary = try #require(outcome.summary)
        #expect(summary.sent == 10 && summary.received == 10, "\(summary.line)")
        // Ten received, ten sent and each read back: at least thirty records, committed without waiting.
        #expect(commits.filter { !$0 }.count >= 30, "\(commits)")
        #expect(commits.filter { $0 }.count == 1, "\(commits)")
        #expect(commits.last == true, "the sync's end waits for the disk: \(commits)")
    }

    /// The check can fail: an edit made here waits for the disk, and is seen to.
    @Test func anEditMadeHereWaitsForTheDisk() async throws {
        let (directory, store, _) = try SyncReadsChangesTests.syncedStore()
        defer { directory.remove() }
        let uid = try #require(try store.items(limit: 1).first?.uid)
        let (_, commits) = try await Self.commits(store) {
            try store.edit(uid: uid, TaskEdit(title: "Edited here"))
        }
        #expect(commits == [true])
    }

    /// What `body` returns, and for each transaction it committed that wrote something, in order, whether
    /// the commit waited for the disk (`synchronous` FULL, as every connection of the store starts). A
    /// read's transaction writes nothing to wait for, and is left out.
    static func commits<T>(_ store: TaskStore, _ body: () async throws -> T) async throws -> (T, [Bool]) {
        let commits = Mutex<(waiting: Bool, wrote: Bool, seen: [Bool])>((true, false, []))
        try store.queue.inDatabase { db in
            db.trace(options: .statement) { event in
                guard case .statement(let statement) = event else { return }
                let sql = statement.sql.uppercased()
                commits.withLock { state in
                    if sql.hasPrefix("PRAGMA SYNCHRONOUS") {
                        state.waiting = !sql.hasSuffix("NORMAL")
                    } else if ["INSERT", "UPDATE", "DELETE", "REPLACE"].contains(where: sql.hasPrefix) {
                        state.wrote = true
                    } else if sql.hasPrefix("COMMIT") {
                        if state.wrote { state.seen.append(state.waiting) }
                        state.wrote = false
                    } else if sql.hasPrefix("BEGIN") || sql.hasPrefix("ROLLBACK") {
                        state.wrote = false
                    }
                }
            }
        }
        let result = try await body()
        try store.queue.inDatabase { db in db.trace(options: .statement, nil) }
        return (result, commits.withLock { $0.seen })
    }
}
