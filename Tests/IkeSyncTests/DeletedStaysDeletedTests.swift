import Foundation
import IkeCore
import IkeSync
import Testing

/// Issue 30, item 3: a task deleted here while its create is in flight, or after the create's answer was
/// lost, stays deleted on the server and on every device, unless another client edited it meanwhile.
@Suite("Deleted stays deleted")
struct DeletedStaysDeletedTests {
    /// A `MemoryCalDAV` that runs `afterCreate` once the server has stored a create, before its answer
    /// reaches the sync: to delete the task here at that moment, or to lose the answer.
    actor HookedCalDAV: CalDAVStore {
        let server: MemoryCalDAV
        let afterCreate: @Sendable (String) async throws -> Void

        init(_ server: MemoryCalDAV, afterCreate: @escaping @Sendable (String) async throws -> Void) {
            self.server = server
            self.afterCreate = afterCreate
        }

        func listing() async throws -> [RemoteEntry] { try await server.listing() }
        func changes(since token: String?) async throws -> RemoteChanges {
            try await server.changes(since: token)
        }
        func fetch(_ hrefs: [String]) async throws -> [RemoteItem] { try await server.fetch(hrefs) }
        func get(_ href: String) async throws -> RemoteItem? { try await server.get(href) }
        func create(named name: String, body: String) async throws -> (href: String, etag: String?) {
            let answer = try await server.create(named: name, body: body)
            try await afterCreate(answer.href)
            return answer
        }
        func update(_ href: String, body: String, etag: String) async throws -> String? {
            try await server.update(href, body: body, etag: etag)
        }
        func delete(_ href: String, etag: String?) async throws { try await server.delete(href, etag: etag) }
    }

    static let lost = CalDAVStoreError.failed("the connection dropped after the server stored it")

    @Test func aCreateWhoseAnswerWasLostThenDeletedHereIsDeletedThere() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try laptop.add("Keep", "Throw away")
        let lossy = HookedCalDAV(server) { href in
            if href.contains("laptop-2") { throw Self.lost }
        }
        await #expect(throws: (any Error).self) { try await laptop.sync(through: lossy) }
        #expect(await server.members.count == 2)
        try laptop.delete("Throw away")
        try await laptop.sync(with: server)
        #expect(await server.members.count == 1)
        try await desktop.sync(with: server)
        try await laptop.sync(with: server)
        #expect(try laptop.titles() == ["Keep"] && desktop.titles() == ["Keep"])
        #expect(try laptop.store.check().problems.isEmpty)
    }

    @Test func aTaskDeletedWhileItsCreateIsInFlightStaysDeleted() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try laptop.add("Keep", "Throw away")
        let racing = HookedCalDAV(server) { href in
            if href.contains("laptop-2") { try laptop.delete("Throw away") }
        }
        try await laptop.sync(through: racing)
        #expect(try laptop.titles() == ["Keep"])
        // The member was stored before the delete; the next sync removes it.
        try await laptop.sync(with: server)
        #expect(await server.members.count == 1)
        try await desktop.sync(with: server)
        try await laptop.sync(with: server)
        #expect(try laptop.titles() == ["Keep"] && desktop.titles() == ["Keep"])
    }

    @Test func aDeleteBeforeTheCreateIsSentSendsNothing() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("Keep", "Throw away")
        // Deleted during the first create (of "Keep"): "Throw away" is never sent.
        let racing = HookedCalDAV(server) { href in
            if href.contains("laptop-1") { try laptop.delete("Throw away") }
        }
        try await laptop.sync(through: racing)
        try await laptop.sync(with: server)
        #expect(await server.members.count == 1)
        #expect(try laptop.titles() == ["Keep"])
    }

    @Test func aPhoneEditAfterTheLostCreateWinsOverTheDelete() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("Throw away")
        let lossy = HookedCalDAV(server) { _ in throw Self.lost }
        await #expect(throws: (any Error).self) { try await laptop.sync(through: lossy) }
        try laptop.delete("Throw away")
        let (href, member) = try #require(await server.members.first)
        let edited = String(decoding: member.body, as: UTF8.self).replacingOccurrences(
            of: "SUMMARY:Throw away", with: "SUMMARY:Keep after all")
        await server.phoneWrites(href, edited)
        try await laptop.sync(with: server)
        #expect(try laptop.titles() == ["Keep after all"])
        #expect(await server.members.count == 1)
    }
}
