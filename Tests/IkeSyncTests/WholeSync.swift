import Foundation
import IkeCore
import IkeTestSupport
import Testing

@testable import IkeSync

/// A machine whose database has synced once with a loopback CalDAV server and then changed (one task
/// edited, one added: two changes waiting), for tests of what a whole sync, `SyncSession` over the real
/// client as `ike sync` runs it, does when the server misbehaves.
struct WholeSync {
    let device: SyncDevice
    let server: LoopbackCalDAVServer

    /// The database after its first sync of "Pay rent" and "Buy milk", then "Pay rent" renamed and "Call
    /// the bank" added; the server as that sync left it.
    static func withChangesWaiting() async throws -> WholeSync {
        let sync = try WholeSync(device: SyncDevice("laptop"), server: LoopbackCalDAVServer())
        try sync.device.add("Pay rent", "Buy milk")
        _ = try await sync.run().get()
        try sync.device.edit("Pay rent") { $0.title = "Pay the rent" }
        try sync.device.add("Call the bank")
        #expect(try sync.device.store.pendingSyncCount() == 2)
        return sync
    }

    /// A machine that never synced, with "Pay rent" waiting, and a server with nothing.
    static func neverSynced() throws -> WholeSync {
        let sync = try WholeSync(device: SyncDevice("laptop"), server: LoopbackCalDAVServer())
        try sync.device.add("Pay rent")
        return sync
    }

    /// One sync as `ike sync` runs it (no --force), against the server's collection or `url`.
    func run(url: URL? = nil) async -> Result<SyncSession.Outcome, any Error> {
        let session = SyncSession(
            store: device.store,
            account: SyncSession.Account(
                url: url ?? server.collectionURL,
                credentials: CalDAVCredentials(username: "alice", password: "secret")))
        do {
            return .success(try await session.run(dryRun: false, force: false, create: false))
        } catch {
            return .failure(error)
        }
    }

    /// Runs a sync that must fail, and returns its message, as `ike sync` would print it.
    func failingRun(
        url: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> String {
        switch await run(url: url) {
        case .success(let outcome):
            Issue.record("the sync succeeded: \(outcome.summary?.line ?? "")", sourceLocation: sourceLocation)
            return ""
        case .failure(let error):
            return String(describing: error)
        }
    }

    /// The tasks as they are now, to compare before and after a failed sync.
    func snapshot() throws -> [TodoItem] { try device.store.items() }

    /// The database passes `ike check` (SQLite's integrity check and ike's invariants), has `pending`
    /// changes waiting, and holds exactly `tasks`: nothing half-applied.
    func expectIntact(
        pending: Int, tasks: [TodoItem], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let report = try device.store.check()
        #expect(report.problems.isEmpty, "\(report.problems)", sourceLocation: sourceLocation)
        #expect(try device.store.pendingSyncCount() == pending, sourceLocation: sourceLocation)
        #expect(try snapshot() == tasks, sourceLocation: sourceLocation)
    }

    /// The next sync, with the server behaving, finishes the work: nothing waits, and the server holds
    /// one member per task with the tasks' titles.
    func expectNextSyncCompletes(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        server.intercept(nil)
        let outcome = try await run().get()
        #expect(outcome.summary?.deferred.isEmpty == true, sourceLocation: sourceLocation)
        #expect(try device.store.pendingSyncCount() == 0, sourceLocation: sourceLocation)
        let summaries = server.members.values.compactMap { body in
            body.components(separatedBy: "\r\n").first { $0.hasPrefix("SUMMARY:") }?.dropFirst(8)
        }.map(String.init).sorted()
        #expect(try summaries == device.titles(), sourceLocation: sourceLocation)
    }
}
