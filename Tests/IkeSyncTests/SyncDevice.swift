import Foundation
import IkeCore
import IkeSync

/// One machine in a sync test: its own database, clock and uids, syncing with a shared server.
final class SyncDevice: Sendable {
    let name: String
    let store: TaskStore
    private let clock: Counter
    static let utc = TimeZone(identifier: "UTC")!

    /// A number behind a lock: the clock in seconds, or the last uid.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Double

        init(_ value: Double) { self.value = value }

        func add(_ amount: Double) -> Double {
            lock.lock()
            defer { lock.unlock() }
            value += amount
            return value
        }
    }

    convenience init(
        _ name: String, startingAt start: Date = Date(timeIntervalSince1970: 1_795_338_000)
    ) throws {
        try self.init(name, clock: Counter(start.timeIntervalSince1970))
    }

    /// A machine on `clock`, which other machines may share: then time passes for all of them together, as
    /// on real machines whose clocks agree, and a sync happens after the edits it sends, not at their time.
    init(_ name: String, clock: Counter) throws {
        self.name = name
        let counter = Counter(0)
        self.clock = clock
        store = try TaskStore.inMemory(
            environment: CoreEnvironment(
                now: { Date(timeIntervalSince1970: clock.add(0)) }, timeZone: Self.utc,
                makeUID: { "\(name)-\(Int(counter.add(1)))" }))
    }

    /// Moves this machine's clock on, so its next change is later than everything before it.
    func advance(_ seconds: Double = 60) {
        _ = clock.add(seconds)
    }

    /// Adds tasks and returns them.
    @discardableResult
    func add(_ titles: String...) throws -> [TodoItem] {
        try store.change { writer in
            try titles.map { try writer.insert(try writer.newItem(title: $0), at: .bottom) }
        }.value
    }

    /// Adds tasks a minute apart, so their CREATED (the phones' default order) leave room between them.
    func addAMinuteApart(_ titles: String...) throws {
        for title in titles {
            try add(title)
            advance()
        }
    }

    /// Changes the task titled `title`.
    func edit(_ title: String, _ change: (inout TodoItem) -> Void) throws {
        advance()
        var item = try store.items().first { $0.title == title }!
        change(&item)
        let changed = item
        _ = try store.change { try $0.update(changed) }
    }

    func delete(_ title: String) throws {
        advance()
        let uid = try store.items().first { $0.title == title }!.uid
        _ = try store.change { try $0.delete(uid: uid) }
    }

    func titles() throws -> [String] { try store.items().map(\.title).sorted() }

    /// One sync of this machine with `server`: the plan and what it did.
    @discardableResult
    func sync(with server: MemoryCalDAV) async throws -> (plan: SyncPlan, summary: SyncRunner.Summary) {
        try await sync(through: server)
    }

    /// One sync with any store of the collection `/alice/tasks/` (a `MemoryCalDAV` behind something);
    /// `progress` is told what the runner tells.
    @discardableResult
    func sync(
        through remote: any CalDAVStore, maximumInFlight: Int = 4,
        progress: @Sendable (Int, Int) -> Void = { _, _ in }
    ) async throws -> (plan: SyncPlan, summary: SyncRunner.Summary) {
        let collection = try store.syncCollection(url: "http://127.0.0.1:5232/alice/tasks/", tag: nil)
        let plan = try await SyncPlanner(store: store, remote: remote, collection: collection).plan()
        let summary = try await SyncRunner(
            store: store, remote: remote, collection: collection, timeZone: Self.utc,
            maximumInFlight: maximumInFlight
        ).run(plan, progress: progress)
        return (plan, summary)
    }
}
