import Foundation
import IkeCore
import IkeTestSupport
import Testing

@testable import IkeSync

/// A parent that names its steps with `RELATED-TO;RELTYPE=CHILD` while the steps name no parent, as
/// Vikunja writes it (ClientCorpus/vikunja-parent-two-child-links.ics, from go-vikunja/vikunja's
/// `pkg/routes/caldav/listStorageProvider_test.go`), through both real servers (issue 33, item 8;
/// Docs/Sync.md, "Steps"): the steps are steps here whichever side arrives first, and nothing is written
/// back for it.
@Suite("A parent's CHILD links through real servers", .caldavServers)
struct ChildLinkLiveSyncTests {
    static let parentUID = "uid-caldav-test-parent-task"
    static let childUIDs = ["uid-caldav-test-child-task", "uid-caldav-test-child-task-2"]

    /// Vikunja's parent, as its test has it.
    static func parent() throws -> String {
        let url = ClientCorpusTests.folder.appendingPathComponent("vikunja-parent-two-child-links.ics")
        return try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
    }

    /// A step as Vikunja's parent names it, with no link of its own.
    static func child(_ uid: String, _ title: String) -> String {
        ParentLiveSyncTests.member(uid, title, [])
    }

    static func parents(_ device: SyncDevice) throws -> [String?] {
        try childUIDs.map { try device.store.item(uid: $0)?.parentUID }
    }

    static func etags(_ remote: ClientCollectionStore) async throws -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: try await remote.listing().map { ($0.href, $0.etag ?? "") })
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func stepsNamedOnlyByTheirParentAreStepsWhicheverArrivesFirst(_ kind: CalDAVServerKind) async throws {
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            // The first step is here before its parent, the second arrives after it.
            _ = try await remote.create(
                named: "c1.ics", body: Self.child(Self.childUIDs[0], "Write the tests"))
            let laptop = try SyncDevice("laptop")
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(try Self.parents(laptop) == [nil, nil])
            _ = try await remote.create(named: "p.ics", body: try Self.parent())
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(try Self.parents(laptop) == [Self.parentUID, nil])
            _ = try await remote.create(named: "c2.ics", body: Self.child(Self.childUIDs[1], "Review them"))
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(try Self.parents(laptop) == [Self.parentUID, Self.parentUID])
            #expect(try laptop.store.pendingSyncCount() == 0, "taking the inverse link sends nothing")

            // A machine that gets all three at once reads the same tree.
            let desktop = try SyncDevice("desktop")
            let before = try await Self.etags(remote)
            try await RecurringLiveSyncTests.sync(desktop, url, remote)
            #expect(try Self.parents(desktop) == [Self.parentUID, Self.parentUID])
            #expect(try await RecurringLiveSyncTests.sync(desktop, url, remote).actions.isEmpty)
            #expect(try await RecurringLiveSyncTests.sync(laptop, url, remote).actions.isEmpty)
            #expect(try await Self.etags(remote) == before, "nothing was written to the server")
        }
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func aStepLiftedHereStaysLiftedWhenTheParentChangesThere(_ kind: CalDAVServerKind) async throws {
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            let parent = try await remote.create(named: "p.ics", body: try Self.parent()).href
            _ = try await remote.create(
                named: "c1.ics", body: Self.child(Self.childUIDs[0], "Write the tests"))
            let laptop = try SyncDevice("laptop")
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(try laptop.store.item(uid: Self.childUIDs[0])?.parentUID == Self.parentUID)
            try laptop.edit("Write the tests") { $0.parentUID = nil }
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            // The other app edits the parent, its CHILD links as they were.
            let copy = try #require(try await remote.get(parent))
            let text = String(decoding: copy.body, as: UTF8.self)
            #expect(text.contains("SUMMARY:Parent task for Caldav Test (edited)"), "\(text)")
            let edited = text.replacingOccurrences(
                of: "SUMMARY:Parent task for Caldav Test (edited)", with: "SUMMARY:Parent task renamed")
            _ = try await remote.update(parent, body: edited, etag: try #require(copy.etag))
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(try laptop.store.item(uid: Self.parentUID)?.title == "Parent task renamed")
            #expect(try laptop.store.item(uid: Self.childUIDs[0])?.parentUID == nil)
        }
    }
}
