import Foundation
import Testing

@testable import IkeCore
@testable import IkeSync

/// Two machines' new tasks through the memory server (issue 30): distinct positions, one order on both,
/// `ike check` passing; a tie another client sends anyway ordered alike; a repair re-sending only what it
/// moved.
@Suite("Order keys across machines")
struct SyncOrderCollisionTests {
    /// Each machine's tasks as (uid, key) in list order, and its check report's problems.
    static func state(
        _ device: SyncDevice
    ) throws -> (order: [String], keys: [String], problems: [CheckProblem]) {
        let items = try device.store.items()
        return (items.map(\.uid), items.map(\.orderKey), try device.store.check().problems)
    }

    @Test func oneAddOnEachMachineGetsDistinctKeysAndOneOrder() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try laptop.add("Written on the laptop")
        try desktop.add("Written on the desktop")
        for _ in 0..<2 {
            try await laptop.sync(with: server)
            try await desktop.sync(with: server)
        }
        let here = try Self.state(laptop)
        let there = try Self.state(desktop)
        #expect(here.order.count == 2 && Set(here.keys).count == 2, "\(here.keys)")
        #expect(here.order == there.order && here.keys == there.keys)
        #expect(here.problems.isEmpty && there.problems.isEmpty, "\(here.problems) \(there.problems)")
        #expect(try laptop.store.pendingSyncCount() == 0 && desktop.store.pendingSyncCount() == 0)
    }

    /// An older ike made the same key on both machines: each lists the two in uid order (not by its local
    /// ids, which are the other way round on the two), and neither calls it damage.
    @Test func aTieFromAnOlderIkeIsOrderedAlikeAndIsNotDamage() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try laptop.add("Written on the laptop")
        try desktop.add("Written on the desktop")
        for device in [laptop, desktop] {
            try await device.store.queue.write { try $0.execute(sql: "UPDATE task SET orderKey = 'a1'") }
        }
        for _ in 0..<2 {
            try await laptop.sync(with: server)
            try await desktop.sync(with: server)
        }
        let here = try Self.state(laptop)
        let there = try Self.state(desktop)
        #expect(here.keys == ["a1", "a1"] && there.keys == ["a1", "a1"])
        #expect(here.order == ["desktop-1", "laptop-1"] && there.order == here.order)
        #expect(here.problems.isEmpty && there.problems.isEmpty, "\(here.problems) \(there.problems)")
    }

    /// `ike check --repair` of a key that is not one rewrites that task only: the next sync sends one task.
    @Test func repairReSendsOnlyTheTaskItMoved() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("One", "Two", "Three", "Four")
        try await laptop.sync(with: server)
        try await laptop.store.queue.write { db in
            try db.execute(
                sql:
                    "UPDATE task SET orderKey = (SELECT orderKey FROM task WHERE title = 'One') || '!' WHERE title = 'Two'"
            )
        }
        // The damage itself marks "Two" changed; the repair must add no other.
        #expect(try laptop.store.pendingSyncCount() == 1)
        let result = try laptop.store.repair()
        #expect(result.after.isHealthy, "\(result.after.problems)")
        #expect(try laptop.store.pendingSyncCount() == 1)
        #expect(try laptop.store.items().map(\.title) == ["One", "Two", "Three", "Four"])
        // At most "Two" goes (none when its new key is the one it had before the damage).
        let summary = try await laptop.sync(with: server).summary
        #expect(summary.sent <= 1, "\(summary.line)")
    }
}
