import Foundation
import GRDB
import IkeSync
import Synchronization

@testable import IkeCore

/// One task list of a sync with several: its server, the tag it is paired with, and requests its server
/// fails for the next sync.
struct TaskList: Sendable {
    let server: MemoryCalDAV
    let tag: String?
    var failing: Set<FailingCalDAV.Request> = []

    init(_ path: String, tag: String?) {
        server = MemoryCalDAV(path: path)
        self.tag = tag
    }

    /// The same list (its server and what it holds) paired with `tag` instead: the settings changed.
    init(_ list: TaskList, pairedWith tag: String?) {
        server = list.server
        self.tag = tag
    }

    /// This list with its server failing `requests` (a sync broken off there).
    func failing(_ requests: FailingCalDAV.Request...) -> TaskList {
        var copy = self
        copy.failing = Set(requests)
        return copy
    }
}

extension SyncDevice {
    /// One sync of this machine with several lists, the first the home of untagged tasks, as `ike sync`
    /// runs it: every plan first, then every run and the moves' last step.
    @discardableResult
    func sync(with lists: [TaskList]) async throws -> (plans: [SyncPlan], summary: SyncRunner.Summary) {
        let pairing = SyncPairing(
            try lists.map {
                try store.syncCollection(url: "http://127.0.0.1:5232" + $0.server.path, tag: $0.tag)
            })
        let remotes = lists.indices.map { index in
            let list = lists[index]
            let server: any CalDAVStore =
                list.failing.isEmpty ? list.server : FailingCalDAV(base: list.server, failing: list.failing)
            return pairing.remote(server, at: index)
        }
        let plans = try await PairedSyncPlanner(store: store, pairing: pairing, remotes: remotes).plan()
        let summaries = try await PairedSyncRunner(
            store: store, pairing: pairing, remotes: remotes, timeZone: Self.utc
        ).run(plans)
        return (plans, .total(summaries))
    }

    /// Changes the tags of the task titled `title`.
    func retag(_ title: String, _ names: String...) throws {
        try edit(title) { $0.tags = TagSet(names.map { try! Tag($0) }) }
    }

    /// The tag names of the task titled `title`.
    func tags(of title: String) throws -> [String] {
        try store.items().first { $0.title == title }?.tags.names ?? []
    }
}

extension [TaskList] {
    /// How many tasks each list's server holds, in order.
    func memberCounts() async -> [Int] {
        var counts: [Int] = []
        for list in self { counts.append(await list.server.members.count) }
        return counts
    }
}

extension SyncDevice {
    /// The statements `body` ran on this machine's connection, in order (SQLite's trace).
    func statements(_ body: () async throws -> Void) async throws -> [String] {
        let seen = Mutex<[String]>([])
        try store.queue.inDatabase { db in
            db.trace(options: .statement) { event in
                guard case .statement(let statement) = event else { return }
                seen.withLock { $0.append(statement.sql) }
            }
        }
        try await body()
        try store.queue.inDatabase { db in db.trace(options: .statement, nil) }
        return seen.withLock { $0 }
    }
}
