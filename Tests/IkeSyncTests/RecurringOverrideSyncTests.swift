import Foundation
import IkeCore
import IkeInterchange
import Testing

@testable import IkeSync

/// Nextcloud Tasks and Thunderbird complete an occurrence of a repeating task by adding a completed
/// `RECURRENCE-ID` override beside the master, whose DUE stays where it was. Sync reads that shape as the
/// import does: the task at the first occurrence none completed, COUNT lowered by those passed; pulling it
/// writes nothing, and an edit in ike keeps the overrides and the master's DUE.
@Suite("Sync of occurrences completed by overrides")
struct RecurringOverrideSyncTests {
    static let href = "/alice/tasks/bins-1.ics"

    /// Put out the bins every Monday from 16 November, five times; `completed` are the Mondays another
    /// client marked done with overrides.
    static func member(completed: [String]) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Nextcloud Tasks//EN", "BEGIN:VTODO", "UID:bins-1",
            "DTSTAMP:20261117T080000Z", "LAST-MODIFIED:20261117T080000Z", "SUMMARY:Put out the bins",
            "DTSTART;VALUE=DATE:20261116", "DUE;VALUE=DATE:20261116", "RRULE:FREQ=WEEKLY;COUNT=5",
            "END:VTODO",
        ]
        for day in completed {
            lines += [
                "BEGIN:VTODO", "UID:bins-1", "DTSTAMP:20261117T080000Z", "RECURRENCE-ID;VALUE=DATE:\(day)",
                "SUMMARY:Put out the bins", "DTSTART;VALUE=DATE:\(day)", "DUE;VALUE=DATE:\(day)",
                "STATUS:COMPLETED", "COMPLETED:\(day)T190000Z", "END:VTODO",
            ]
        }
        return (lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    static func text(_ server: MemoryCalDAV) async -> String {
        (await server.body(href) ?? "").replacingOccurrences(of: "\r\n ", with: "")
            .replacingOccurrences(of: "\r\n", with: "\n")
    }

    @Test func aSeriesWithCompletedOverridesArrivesAtItsFirstOpenOccurrenceAndStaysPut() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites(Self.href, Self.member(completed: ["20261116", "20261123"]))
        let laptop = try SyncDevice("laptop")
        let first = try await laptop.sync(with: server)
        #expect(first.summary.received == 1 && first.summary.sent == 0)
        let item = try #require(try laptop.store.item(uid: "bins-1"))
        #expect(item.deadline == LocalDate(iso: "2026-11-30") && !item.isDone)
        #expect(item.repeats == .rule(RecurrenceRule(.weekly, end: .count(3))!))
        // Reading the overrides is not a change of ike's: nothing goes back.
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    @Test func anOverrideAddedOnTheServerMovesTheTaskOn() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites(Self.href, Self.member(completed: []))
        let laptop = try SyncDevice("laptop")
        try await laptop.sync(with: server)
        #expect(try laptop.store.item(uid: "bins-1")?.deadline == LocalDate(iso: "2026-11-16"))
        await server.phoneWrites(Self.href, Self.member(completed: ["20261116"]))
        let second = try await laptop.sync(with: server)
        #expect(second.summary.received == 1 && second.summary.sent == 0)
        #expect(try laptop.store.item(uid: "bins-1")?.deadline == LocalDate(iso: "2026-11-23"))
        // Both sides changed: the title here, an occurrence there. The merge keeps both.
        try laptop.edit("Put out the bins") { $0.title = "Put out the green bin" }
        await server.phoneWrites(Self.href, Self.member(completed: ["20261116", "20261123"]))
        try await laptop.sync(with: server)
        let merged = try #require(try laptop.store.item(uid: "bins-1"))
        #expect(merged.title == "Put out the green bin" && merged.deadline == LocalDate(iso: "2026-11-30"))
        let text = await Self.text(server)
        #expect(text.contains("SUMMARY:Put out the green bin\n"))
        // The master keeps its DUE, DTSTART and rule; the overrides stay as they were.
        for line in [
            "DUE;VALUE=DATE:20261116", "DTSTART;VALUE=DATE:20261116", "RRULE:FREQ=WEEKLY;COUNT=5",
            "RECURRENCE-ID;VALUE=DATE:20261116", "RECURRENCE-ID;VALUE=DATE:20261123",
        ] {
            #expect(text.contains(line + "\n"), "\(line) in \(text)")
        }
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    @Test func completingInIkeMovesTheMastersDueAndStartTogether() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites(Self.href, Self.member(completed: ["20261116"]))
        let laptop = try SyncDevice("laptop")
        try await laptop.sync(with: server)
        laptop.advance()
        _ = try laptop.store.setDone(true, uids: ["bins-1"])
        try await laptop.sync(with: server)
        let text = await Self.text(server)
        // Done on the 23rd: the master moves to the 30th, DTSTART with it (DUE and DTSTART stay one day),
        // and COUNT counts what is left after the two occurrences done.
        for line in ["DUE;VALUE=DATE:20261130", "DTSTART;VALUE=DATE:20261130", "RRULE:FREQ=WEEKLY;COUNT=3"] {
            #expect(text.contains(line + "\n"), "\(line) in \(text)")
        }
        // The override of the 16th names no occurrence of the moved series: it goes, and its completion
        // stays as a done record of the series, as ike's own are (the next sync sends it).
        #expect(!text.contains("RECURRENCE-ID"), "\(text)")
        #expect(await server.body("/alice/tasks/bins-1-done-2026-11-23.ics") != nil)
        let kept = try #require(try laptop.store.item(uid: "bins-1-done-2026-11-16"))
        #expect(kept.isDone && kept.seriesUID == "bins-1" && kept.deadline == LocalDate(iso: "2026-11-16"))
        #expect(kept.doneAt == DateTimeText("20261116T190000Z")?.instant(in: .gmt))
        let item = try #require(try laptop.store.item(uid: "bins-1"))
        #expect(item.deadline == LocalDate(iso: "2026-11-30"))
        #expect(try await laptop.sync(with: server).summary.sent == 1)
        #expect(await server.body("/alice/tasks/bins-1-done-2026-11-16.ics") != nil)
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    @Test func theLastOccurrenceCompletedByAnOverrideIsDoneForGood() async throws {
        let server = MemoryCalDAV()
        let all = ["20261116", "20261123", "20261130", "20261207", "20261214"]
        await server.phoneWrites(Self.href, Self.member(completed: all))
        let laptop = try SyncDevice("laptop")
        try await laptop.sync(with: server)
        #expect(try laptop.store.item(uid: "bins-1")?.isDone == true)
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }
}
