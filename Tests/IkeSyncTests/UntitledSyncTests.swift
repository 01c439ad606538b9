import Foundation
import IkeCore
import Testing

@testable import IkeSync

/// A VTODO without SUMMARY (RFC 5545 makes it optional) syncs as a task with an empty title, shown as
/// "(no title)", and an edit made in ike goes back without inventing a SUMMARY.
@Suite("Tasks without a title in sync")
struct UntitledSyncTests {
    static let untitled = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Example//EN\r
        BEGIN:VTODO\r
        UID:phone-untitled\r
        DTSTAMP:20261120T080000Z\r
        DUE;VALUE=DATE:20261201\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    @Test func anUntitledTaskArrivesEmptyAndGoesBackWithoutASummary() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites("/alice/tasks/untitled.ics", Self.untitled)
        let laptop = try SyncDevice("laptop")
        let first = try await laptop.sync(with: server).summary
        #expect(first.received == 1)
        let item = try #require(try laptop.store.item(uid: "phone-untitled"))
        #expect(item.title.isEmpty)
        #expect(item.shownTitle == "(no title)")
        #expect(item.deadline == LocalDate(iso: "2026-12-01"))
        await server.resetCounts()
        let (plan, _) = try await laptop.sync(with: server)
        #expect(plan.actions.isEmpty, "a second sync sends nothing")
        #expect(await server.puts == 0)

        laptop.advance()
        var changed = item
        changed.deadline = LocalDate(iso: "2026-12-05")
        let edited = changed
        _ = try laptop.store.change { try $0.update(edited) }
        try await laptop.sync(with: server)
        let body = try #require(await server.body("/alice/tasks/untitled.ics"))
        #expect(body.contains("DUE;VALUE=DATE:20261205"))
        #expect(!body.contains("SUMMARY"), "\(body)")
    }
}
