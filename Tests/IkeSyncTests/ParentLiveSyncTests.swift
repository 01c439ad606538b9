import Foundation
import IkeCore
import IkeInterchange
import IkeTestSupport
import Testing

@testable import IkeSync

/// Steps through both real servers (issue 33, item 8; Docs/Sync.md, "Steps"): the phone's link is read
/// before and after its parent arrives, ike changes only the parent link (another app's DEPENDS-ON stays
/// byte for byte), and a loop two apps made is broken the same way on two machines and said.
@Suite("Steps through real servers", .caldavServers)
struct ParentLiveSyncTests {
    static func member(_ uid: String, _ title: String, _ lines: [String]) -> String {
        ([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VTODO", "UID:\(uid)",
            "DTSTAMP:20261120T081530Z", "LAST-MODIFIED:20261120T081530Z", "SUMMARY:\(title)",
        ] + lines + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    static func links(_ remote: ClientCollectionStore, _ href: String) async throws -> [String] {
        let body = try #require(try await remote.get(href)).body
        return String(decoding: body, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
            .components(separatedBy: "\r\n").filter { $0.hasPrefix("RELATED-TO") }
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func aStepIsReadBeforeItsParentAndOnlyItsParentLinkIsWritten(_ kind: CalDAVServerKind) async throws {
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            let laptop = try SyncDevice("laptop")
            let links = ["RELATED-TO;RELTYPE=PARENT:move-1", "RELATED-TO;RELTYPE=DEPENDS-ON:paint-1"]
            let pack = try await remote.create(
                named: "pack-1.ics", body: Self.member("pack-1", "Pack", links)
            ).href
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            // The parent is not here yet: the link waits.
            #expect(try laptop.store.item(uid: "pack-1")?.parentUID == "move-1")
            _ = try await remote.create(named: "move-1.ics", body: Self.member("move-1", "Move flat", []))
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(try laptop.store.change { try $0.children(of: "move-1") }.value.map(\.uid) == ["pack-1"])
            // A title edit rewrites no link.
            try laptop.edit("Pack") { $0.title = "Pack the boxes" }
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(try await Self.links(remote, pack) == links)
            // To the top level in ike: the parent link goes, the other app's stays.
            try laptop.edit("Pack the boxes") { $0.parentUID = nil }
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(try await Self.links(remote, pack) == ["RELATED-TO;RELTYPE=DEPENDS-ON:paint-1"])
            // A step of another task again: ike's own link.
            try laptop.edit("Pack the boxes") { $0.parentUID = "move-1" }
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(
                try await Self.links(remote, pack) == [
                    "RELATED-TO;RELTYPE=DEPENDS-ON:paint-1", "RELATED-TO;RELTYPE=PARENT:move-1",
                ])
            #expect(try await RecurringLiveSyncTests.sync(laptop, url, remote).actions.isEmpty)
        }
    }

    /// Two apps each made the other task the parent: the loop's greatest uid ("b") loses its link on both
    /// machines, each says so, and the server ends without the loop.
    @Test(arguments: CalDAVServerKind.allCases)
    func aLoopFromTheServerIsBrokenTheSameWayEverywhere(_ kind: CalDAVServerKind) async throws {
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            _ = try await remote.create(
                named: "a.ics", body: Self.member("a", "Pack", ["RELATED-TO;RELTYPE=PARENT:b"]))
            let b = try await remote.create(
                named: "b.ics", body: Self.member("b", "Move flat", ["RELATED-TO;RELTYPE=PARENT:a"])
            ).href
            let laptop = try SyncDevice("laptop")
            let desktop = try SyncDevice("desktop")
            for device in [laptop, desktop] {
                try await RecurringLiveSyncTests.sync(device, url, remote)
                #expect(try device.store.item(uid: "a")?.parentUID == "b")
                #expect(try device.store.item(uid: "b")?.parentUID == nil)
                let said = try device.store.syncConflicts().filter { $0.field == "parent" }
                #expect(said.map(\.uid) == ["b"], "\(said)")
            }
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            try await RecurringLiveSyncTests.sync(desktop, url, remote)
            #expect(try await Self.links(remote, b).isEmpty)
            #expect(try await RecurringLiveSyncTests.sync(laptop, url, remote).actions.isEmpty)
            #expect(try await RecurringLiveSyncTests.sync(desktop, url, remote).actions.isEmpty)
        }
    }
}
