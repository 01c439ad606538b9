import Foundation
import IkeCore
import IkeTestSupport
import Testing

@testable import IkeSync

/// A server that stores a task without the `RELATED-TO` ike wrote (issue 33, item 8; Docs/Sync.md,
/// "Servers that change what they store"): the read-back after the write notices it, the sync says so
/// once for the collection and `--status` keeps saying it, and the step keeps its parent here.
@Suite("A server that drops parent links")
struct DroppedParentLinkTests {
    /// The loopback collection, storing every PUT without its `RELATED-TO` lines (as a hosted server
    /// that keeps only the properties it knows does).
    static func droppingLinks(_ server: LoopbackCalDAVServer) {
        server.intercept { request in
            guard request.method == "PUT", request.body.contains("RELATED-TO") else { return nil }
            let kept = request.body.replacingOccurrences(of: "\r\n ", with: "").components(
                separatedBy: "\r\n"
            )
            .filter { !$0.hasPrefix("RELATED-TO") }.joined(separator: "\r\n")
            return server.collectionAnswer(request.with(body: kept))
        }
    }

    static func parent(of title: String, on device: SyncDevice) throws -> String? {
        try device.store.items().first { $0.title == title }?.parentUID
    }

    @Test func theDroppedLinkIsSaidOnceAndKeptHere() async throws {
        let sync = try await WholeSync.withChangesWaiting()
        defer { sync.server.stop() }
        Self.droppingLinks(sync.server)
        let device = sync.device
        let parent = try #require(try device.store.items().first { $0.title == "Buy milk" }).uid
        try device.edit("Call the bank") { $0.parentUID = parent }
        let first = try #require(try await sync.run().get().summary)
        #expect(first.notices.count == 1, "\(first.notices)")
        #expect(first.notices.first?.contains("“Call the bank”") == true)
        #expect(!sync.server.members.values.contains { $0.contains("RELATED-TO") }, "the server dropped it")
        #expect(try Self.parent(of: "Call the bank", on: device) == parent)
        #expect(try device.store.syncCollections().first?.dropsParentLinks == true)

        // Another step, another edit: nothing more is said, the links stay here, nothing is sent again.
        try device.edit("Pay the rent") { $0.parentUID = parent }
        let second = try #require(try await sync.run().get().summary)
        #expect(second.sent == 1 && second.notices.isEmpty, "\(second)")
        let third = try await sync.run().get()
        #expect(third.plan.actions.isEmpty)
        #expect(try Self.parent(of: "Pay the rent", on: device) == parent)
        #expect(try Self.parent(of: "Call the bank", on: device) == parent)
    }

    @Test func aServerThatKeepsTheLinkSaysNothing() async throws {
        let sync = try await WholeSync.withChangesWaiting()
        defer { sync.server.stop() }
        let device = sync.device
        let parent = try #require(try device.store.items().first { $0.title == "Buy milk" }).uid
        try device.edit("Call the bank") { $0.parentUID = parent }
        let summary = try #require(try await sync.run().get().summary)
        #expect(summary.notices.isEmpty)
        #expect(sync.server.members.values.contains { $0.contains("RELATED-TO;RELTYPE=PARENT:\(parent)") })
        #expect(try device.store.syncCollections().first?.dropsParentLinks == false)
    }
}
