import Foundation
import GRDB
import IkeSyncTestSupport
import IkeTestSupport
import Synchronization
import Testing

@testable import IkeCore
@testable import IkeSync

/// A sync reads what changed, never every task (Docs/Sync.md, "What a sync reads"): every statement a sync
/// runs at 10k synced tasks is put to SQLite's `EXPLAIN QUERY PLAN`, and none may scan the task table or a
/// sync table. Against the recorded server (`RecordedCalDAVStore`): what the server does is not the point.
@Suite("A sync reads only what changed")
struct SyncReadsChangesTests {
    static let count = 10_000

    @Test func aSyncWithNothingChangedScansNoTable() async throws {
        let (directory, store, server) = try Self.syncedStore()
        defer { directory.remove() }
        let (outcome, scans) = try await Self.scans(store) { try await Self.sync(store, server) }
        #expect(outcome.plan.actions.isEmpty && outcome.summary == SyncRunner.Summary())
        #expect(scans.isEmpty, "\(scans.joined(separator: "\n"))")
        #expect(server.writes == 0)
    }

    @Test func aSyncOfTenChangesEachWayScansNoTable() async throws {
        let (directory, store, server) = try Self.syncedStore()
        defer { directory.remove() }
        try Self.changeTenEachWay(store, server)
        let (outcome, scans) = try await Self.scans(store) { try await Self.sync(store, server) }
        let summary = try #require(outcome.summary)
        #expect(summary.sent == 10 && summary.received == 10 && summary.merged == 0, "\(summary.line)")
        #expect(
            try store.items(limit: 20).map(\.title) == Array(repeating: "Edited here", count: 10)
                + Array(repeating: "Edited there", count: 10))
        #expect(scans.isEmpty, "\(scans.joined(separator: "\n"))")
    }

    /// Two lists: once a sync has left every task at home (`SyncHomeCheck`), reconciling the lists' plans
    /// reads only what they name. The second list is new, so its first sync lists it whole and looks at
    /// every task; the next one is watched.
    @Test func aSyncOfTwoListsWithNothingChangedScansNoTable() async throws {
        let (directory, store, server) = try Self.syncedStore()
        defer { directory.remove() }
        let collections = [
            SyncSession.Account.Collection(url: URL(string: SyncedDatabase.url)!, tag: nil),
            SyncSession.Account.Collection(url: URL(string: "http://127.0.0.1/alice/work/")!, tag: "work"),
        ]
        let work = RecordedCalDAVStore(path: "/alice/work/", listing: [])
        let session = SyncSession(store: store, account: .init(url: collections[0].url, credentials: nil))
        _ = try await session.run(collections, remotes: [server, work], dryRun: false, force: false)
        let (outcome, scans) = try await Self.scans(store) {
            try await session.run(collections, remotes: [server, work], dryRun: false, force: false)
        }
        #expect(outcome.parts.allSatisfy { $0.plan.actions.isEmpty })
        #expect(scans.isEmpty, "\(scans.joined(separator: "\n"))")
    }

    /// The check can fail: reading every record, as plans did, is seen.
    @Test func readingEveryRecordIsSeen() async throws {
        let (directory, store, _) = try Self.syncedStore()
        defer { directory.remove() }
        let (_, scans) = try await Self.scans(store) {
            try store.syncItems(collectionID: try store.syncCollections()[0].id).count
        }
        #expect(scans.count == 1, "\(scans)")
    }

    /// 10k tasks, all synced with the recorded server, in a file (the records are written beside the store).
    static func syncedStore() throws -> (TempDirectory, TaskStore, RecordedCalDAVStore) {
        let directory = try TempDirectory()
        let file = directory.path("tasks.sqlite")
        let store = try TaskStore.open(at: file)
        try store.change { writer in
            try writer.insertAll(try (0..<count).map { try writer.newItem(title: "Task \($0)") })
        }
        return (directory, store, try SyncedDatabase.make(store, file: file))
    }

    /// The first ten tasks' titles edited here ("Edited here"), the next ten's on the server ("Edited there").
    static func changeTenEachWay(_ store: TaskStore, _ server: RecordedCalDAVStore) throws {
        let items = try store.items(limit: 20)
        for item in items.prefix(10) { try store.edit(uid: item.uid, TaskEdit(title: "Edited here")) }
        for item in items.suffix(10) {
            server.serverWrites(
                SyncedDatabase.path + item.uid + ".ics",
                body: SyncedDatabase.base(of: item, title: "Edited there"))
        }
    }

    static func sync(_ store: TaskStore, _ server: RecordedCalDAVStore) async throws -> SyncSession.Outcome {
        let collection = SyncSession.Account.Collection(url: URL(string: SyncedDatabase.url)!, tag: nil)
        return try await SyncSession(store: store, account: .init(url: collection.url, credentials: nil))
            .run([collection], remotes: [server], dryRun: false, force: false)
    }

    /// What `body` returns, and the query plan lines of the statements it ran that scan the task table or a
    /// sync table: a full scan, or a search of `sync_item` that reads a whole collection. Not counted: a
    /// scan of the partial index `sync_item_dirty` (it holds only the tasks changed here), and a search of
    /// a collection's tombstones or pending creates (those tables hold only changes waiting to be sent).
    static func scans<T>(_ store: TaskStore, _ body: () async throws -> T) async throws -> (T, [String]) {
        let statements = Mutex<[String]>([])
        try store.queue.inDatabase { db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event {
                    statements.withLock { $0.append(statement.expandedSQL) }
                }
            }
        }
        let result = try await body()
        try store.queue.inDatabase { db in db.trace(options: .statement, nil) }
        let watched = ["task", "sync_item", "sync_tombstone", "sync_pending_create"]
        var found: [String] = []
        for sql in Set(statements.withLock { $0 }) {
            let words = sql.uppercased()
            guard ["SELECT", "INSERT", "UPDATE", "DELETE", "WITH"].contains(where: words.hasPrefix) else {
                continue
            }
            let details = try store.queue.inDatabase { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql).map { $0["detail"] as String }
            }
            for detail in details {
                let table = detail.split(separator: " ").dropFirst().first.map(String.init) ?? ""
                guard watched.contains(table) else { continue }
                let isScan =
                    (detail.hasPrefix("SCAN") && !detail.contains("sync_item_dirty"))
                    || detail.hasSuffix("(collectionId=?)") && table == "sync_item"
                if isScan { found.append("\(detail) ← \(sql)") }
            }
        }
        return (result, found)
    }
}
