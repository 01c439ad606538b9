import Foundation
import IkeCore
import IkeInterchange
import Testing

@testable import IkeSync

/// A task imported from a calendar file reaches the server as the VTODO it was imported as (its
/// original), with ike's fields patched in: the alarm, X- properties with parameters, DTSTART, the DUE's
/// time zone and the recurrence another app wrote are not lost on the way.
@Suite("Imported tasks in sync")
struct ImportedTaskSyncTests {
    static let calendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Apple Inc.//iOS 18.1//EN\r
        BEGIN:VTODO\r
        UID:2F1A3C5E-8B7D-4E6F-9A0B-1C2D3E4F5A6B\r
        DTSTAMP:20261120T081530Z\r
        DTSTART;TZID=Europe/Berlin:20261201T090000\r
        DUE;TZID=Europe/Berlin:20261201T180000\r
        RRULE:FREQ=MONTHLY\r
        SUMMARY:Send the parcel\r
        X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-TITLE="Post office":geo:52.52,13.40\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        TRIGGER;VALUE=DATE-TIME:20261201T170000Z\r
        END:VALARM\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    @Test func anImportedTaskIsCreatedFromItsOriginal() async throws {
        let laptop = try SyncDevice("laptop")
        try Importer(store: laptop.store).run(file: "reminders.ics", bytes: Array(Self.calendar.utf8))
        try laptop.edit("Send the parcel") { $0.title = "Send the parcel to Anna" }
        let server = MemoryCalDAV()
        let first = try await laptop.sync(with: server).summary
        #expect(first.sent == 1)
        let body = try #require(await server.body("/alice/tasks/2F1A3C5E-8B7D-4E6F-9A0B-1C2D3E4F5A6B.ics"))
        for kept in [
            "DTSTART;TZID=Europe/Berlin:20261201T090000", "DUE;TZID=Europe/Berlin:20261201T180000",
            "RRULE:FREQ=MONTHLY",
            "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-TITLE=\"Post office\":geo:52.52,13.40",
            "BEGIN:VALARM", "SUMMARY:Send the parcel to Anna", "PRODID:-//ike//ike//EN",
        ] {
            #expect(body.contains(kept), "\(kept) in \(body)")
        }
        #expect(body.components(separatedBy: "SUMMARY").count == 2, "one SUMMARY")
        await server.resetCounts()
        let (plan, _) = try await laptop.sync(with: server)
        #expect(plan.actions.isEmpty, "a second sync sends nothing")
        #expect(await server.puts == 0)
    }

    @Test func aTaskWithoutAnOriginalIsANewVTODO() async throws {
        let laptop = try SyncDevice("laptop")
        let item = try #require(try laptop.add("Plan the trip").first)
        let server = MemoryCalDAV()
        try await laptop.sync(with: server)
        let body = try #require(await server.body("/alice/tasks/\(item.uid).ics"))
        #expect(body.contains("SUMMARY:Plan the trip") && !body.contains("VALARM"))
    }
}
