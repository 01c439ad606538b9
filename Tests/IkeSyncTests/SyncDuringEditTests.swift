import Foundation
import IkeCore
import Testing

@testable import IkeSync

/// A task edited here after the sync planned but before it acted (the app's keys while a background sync
/// waits on the network) keeps the edit: the server's version never overwrites it, a deletion from the
/// server never removes it, and the next sync sends it.
@Suite("An edit made during a sync")
struct SyncDuringEditTests {
    /// Plans a sync of `device`, lets `meanwhile` change the database, then runs the plan.
    private func sync(
        _ device: SyncDevice, with server: MemoryCalDAV, meanwhile: () throws -> Void
    ) async throws -> SyncRunner.Summary {
        let collection = try device.store.syncCollection(url: "http://127.0.0.1:5232" + server.path, tag: nil)
        let plan = try await SyncPlanner(store: device.store, remote: server, collection: collection).plan()
        try meanwhile()
        return try await SyncRunner(
            store: device.store, remote: server, collection: collection, timeZone: SyncDevice.utc
        ).run(plan)
    }

    @Test func aTaskTheServerChangedIsNotOverwrittenWhenEditedMeanwhile() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try laptop.add("Pay rent")
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        try desktop.edit("Pay rent") { $0.deadline = LocalDate(year: 2026, month: 12, day: 1) }
        try await desktop.sync(with: server)
        // The laptop plans to receive the deadline; the person marks the task important meanwhile.
        let summary = try await sync(laptop, with: server) {
            try laptop.edit("Pay rent") { $0.isImportant = true }
        }
        #expect(summary.deferred.count == 1, "\(summary.line)")
        #expect(try laptop.store.items().first?.isImportant == true)
        #expect(try laptop.store.pendingSyncCount() == 1)
        // The next sync merges both changes and sends the edit.
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        for device in [laptop, desktop] {
            let item = try #require(try device.store.items().first)
            #expect(
                item.isImportant && item.deadline == LocalDate(year: 2026, month: 12, day: 1),
                "\(device.name)")
        }
        #expect(try laptop.store.pendingSyncCount() == 0)
    }

    @Test func aTaskTheServerDeletedIsKeptWhenEditedMeanwhile() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("Pay rent")
        try await laptop.sync(with: server)
        let href = try #require(await server.members.keys.first)
        await server.phoneDeletes(href)
        let summary = try await sync(laptop, with: server) {
            try laptop.edit("Pay rent") { $0.notes = "edited while the sync ran" }
        }
        #expect(summary.deleted == 0, "\(summary.line)")
        #expect(try laptop.titles() == ["Pay rent"])
        // An edit beats a delete: the next sync sends the task again.
        try await laptop.sync(with: server)
        #expect(await server.members.count == 1)
        #expect(
            await server.members.values.first.map { String(decoding: $0.body, as: UTF8.self) }?.contains(
                "edited while the sync ran") == true)
        #expect(try laptop.store.pendingSyncCount() == 0)
    }
}
