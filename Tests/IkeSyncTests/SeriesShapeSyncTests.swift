import Foundation
import IkeCore
import IkeInterchange
import Testing

@testable import IkeSync

/// Series of shapes ike did not write, moved on in ike (Docs/Sync.md, "A series without DUE" and
/// "Overrides"): a series dated by its start gets no DUE, and overrides a moved start leaves behind go, their
/// completions kept as done records, while later overrides stay as written.
@Suite("Series another client shaped, moved on in ike")
struct SeriesShapeSyncTests {
    static let href = "/alice/tasks/gym-1.ics"

    /// Gym on Tuesdays and Fridays at nine in Berlin, from Tuesday 17 November: DTSTART and a rule, no
    /// DUE, with an alarm at a fixed time before the first occurrence.
    static let datedByStart = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example Corp//Tasks 1.0//EN", "BEGIN:VTODO", "UID:gym-1",
        "DTSTAMP:20261116T080000Z", "LAST-MODIFIED:20261116T080000Z", "SUMMARY:Gym",
        "DTSTART;TZID=Europe/Berlin:20261117T090000", "RRULE:FREQ=WEEKLY;BYDAY=TU,FR", "BEGIN:VALARM",
        "ACTION:DISPLAY", "DESCRIPTION:Gym", "TRIGGER;VALUE=DATE-TIME:20261117T073000Z", "END:VALARM",
        "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")

    /// A server holding `member` as the phone wrote it at `href`, and a laptop that has synced it.
    static func received(_ member: String, at href: String = href) async throws -> (MemoryCalDAV, SyncDevice)
    {
        let server = MemoryCalDAV()
        await server.phoneWrites(href, member)
        let laptop = try SyncDevice("laptop")
        try await laptop.sync(with: server)
        return (server, laptop)
    }

    static func text(_ server: MemoryCalDAV, _ href: String = href) async -> String {
        (await server.body(href) ?? "").replacingOccurrences(of: "\r\n ", with: "")
            .replacingOccurrences(of: "\r\n", with: "\n")
    }

    @Test func aSeriesWithoutDueIsDatedByItsStart() async throws {
        let (server, laptop) = try await Self.received(Self.datedByStart)
        let item = try #require(try laptop.store.item(uid: "gym-1"))
        #expect(
            item.deadline == LocalDate(iso: "2026-11-17")
                && item.deadlineTime == TimeOfDay(hour: 9, minute: 0))
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    @Test func completingItMovesTheStartByTheRuleAndAddsNoDue() async throws {
        let (server, laptop) = try await Self.received(Self.datedByStart)
        laptop.advance()
        _ = try laptop.store.setDone(true, uids: ["gym-1"])
        try await laptop.sync(with: server)
        let text = await Self.text(server)
        // Done on Sunday the 22nd: Friday the 20th is passed over, the next is Tuesday the 24th, at nine in
        // Berlin still; the alarm moves with it; no DUE appears.
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261124T090000\n"), "\(text)")
        #expect(text.contains("TRIGGER;VALUE=DATE-TIME:20261124T073000Z\n"), "\(text)")
        #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=TU,FR\n"), "\(text)")
        #expect(!text.contains("DUE"), "\(text)")
        #expect(try laptop.store.item(uid: "gym-1")?.deadline == LocalDate(iso: "2026-11-24"))
        #expect(await server.body("/alice/tasks/gym-1-done-2026-11-17.ics") != nil)
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    @Test func aNewTimeMovesTheStartsTimeInItsZone() async throws {
        let (server, laptop) = try await Self.received(Self.datedByStart)
        laptop.advance()
        try laptop.edit("Gym") { $0.deadlineTime = TimeOfDay(hour: 18, minute: 30) }
        try await laptop.sync(with: server)
        let text = await Self.text(server)
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261117T183000\n"), "\(text)")
        #expect(!text.contains("DUE"), "\(text)")
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    @Test func removingTheRuleKeepsTheDateAsDue() async throws {
        let (server, laptop) = try await Self.received(Self.datedByStart)
        laptop.advance()
        try laptop.edit("Gym") { $0.repeats = nil }
        try await laptop.sync(with: server)
        let text = await Self.text(server)
        #expect(!text.contains("RRULE"), "\(text)")
        #expect(text.contains("DUE;TZID=Europe/Berlin:20261117T090000\n"), "\(text)")
        // Without a rule DTSTART would be a start, which the task has none of.
        #expect(!text.contains("DTSTART"), "\(text)")
        let item = try #require(try laptop.store.item(uid: "gym-1"))
        #expect(item.deadline == LocalDate(iso: "2026-11-17") && item.repeats == nil)
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    /// The bins every Monday from 16 November, five times: the 16th completed by an override, the 30th
    /// changed by one (another title) and still open.
    static let withOverrides = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN",
        "BEGIN:VTODO", "UID:bins-1", "DTSTAMP:20261117T080000Z", "LAST-MODIFIED:20261117T080000Z",
        "SUMMARY:Put out the bins", "DTSTART;VALUE=DATE:20261116", "DUE;VALUE=DATE:20261116",
        "RRULE:FREQ=WEEKLY;COUNT=5", "END:VTODO",
        "BEGIN:VTODO", "UID:bins-1", "DTSTAMP:20261117T080000Z", "RECURRENCE-ID;VALUE=DATE:20261116",
        "SUMMARY:Put out the bins", "DTSTART;VALUE=DATE:20261116", "DUE;VALUE=DATE:20261116",
        "STATUS:COMPLETED", "COMPLETED:20261116T190000Z", "END:VTODO",
        "BEGIN:VTODO", "UID:bins-1", "DTSTAMP:20261117T080000Z", "RECURRENCE-ID;VALUE=DATE:20261130",
        "SUMMARY:Put out the bins and the glass", "DTSTART;VALUE=DATE:20261130", "DUE;VALUE=DATE:20261130",
        "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")

    @Test func overridesBeforeTheMovedStartGoAndLaterOnesStay() async throws {
        let href = "/alice/tasks/bins-1.ics"
        let (server, laptop) = try await Self.received(Self.withOverrides, at: href)
        #expect(try laptop.store.item(uid: "bins-1")?.deadline == LocalDate(iso: "2026-11-23"))
        laptop.advance()
        _ = try laptop.store.setDone(true, uids: ["bins-1"])
        try await laptop.sync(with: server)
        let text = await Self.text(server, href)
        for line in ["DTSTART;VALUE=DATE:20261130", "DUE;VALUE=DATE:20261130", "RRULE:FREQ=WEEKLY;COUNT=3"] {
            #expect(text.contains(line + "\n"), "\(line) in \(text)")
        }
        // The completed override of the 16th names no occurrence now: gone, its completion a done record.
        #expect(!text.contains("RECURRENCE-ID;VALUE=DATE:20261116"), "\(text)")
        let kept = try #require(try laptop.store.item(uid: "bins-1-done-2026-11-16"))
        #expect(kept.isDone && kept.seriesUID == "bins-1")
        // The override of the 30th is still an occurrence of the series: kept exactly as written (after
        // the marks the memory server adds to every component it stores).
        let later = [
            "UID:bins-1", "DTSTAMP:20261117T080000Z", "RECURRENCE-ID;VALUE=DATE:20261130",
            "SUMMARY:Put out the bins and the glass", "DTSTART;VALUE=DATE:20261130",
            "DUE;VALUE=DATE:20261130",
            "END:VTODO",
        ].joined(separator: "\n")
        #expect(text.contains(later), "\(text)")
        try await laptop.sync(with: server)
        #expect(await server.body("/alice/tasks/bins-1-done-2026-11-16.ics") != nil)
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }
}
