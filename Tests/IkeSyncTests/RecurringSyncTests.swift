import Foundation
import IkeCore
import IkeInterchange
import Testing

@testable import IkeSync

/// Issue 18, item 6: a repeating task keeps its rule through sync, completing it in ike writes the shape
/// Docs/Sync.md documents (DUE and DTSTART advanced in place, the occurrence a completed VTODO of its own),
/// and two devices completing the same occurrence offline end with one of each.
@Suite("Sync of repeating tasks")
struct RecurringSyncTests {
    static let phoneTask = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tasks.org//EN", "BEGIN:VTODO", "UID:plants-1",
        "DTSTAMP:20261120T080000Z", "LAST-MODIFIED:20261120T080000Z", "SUMMARY:Water the plants",
        "DTSTART;VALUE=DATE:20261122", "DUE;VALUE=DATE:20261123",
        "RRULE:FREQ=DAILY;WKST=MO;INTERVAL=3;COUNT=10",
        "X-TASKS-ORG:keep", "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")

    /// The server's copy of `uid`, unfolded, lines ended by `\n` (the memory server rewrites them so).
    static func member(_ server: MemoryCalDAV, _ uid: String) async -> String {
        (await server.body("/alice/tasks/\(uid).ics") ?? "").replacingOccurrences(of: "\r\n ", with: "")
            .replacingOccurrences(of: "\n ", with: "").replacingOccurrences(of: "\r\n", with: "\n")
    }

    @Test func anotherClientsRuleArrivesAndIsNotRewrittenByAnEdit() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites("/alice/tasks/plants-1.ics", Self.phoneTask)
        let laptop = try SyncDevice("laptop")
        try await laptop.sync(with: server)
        let item = try #require(try laptop.store.items().first)
        #expect(item.repeats == .rule(RecurrenceRule(.daily, interval: 3, end: .count(10))!))
        try laptop.edit("Water the plants") { $0.title = "Water the ferns" }
        try await laptop.sync(with: server)
        let text = await Self.member(server, "plants-1")
        #expect(text.contains("SUMMARY:Water the ferns\n"))
        // Its spelling (WKST, the order of parts) stays: the rule did not change.
        #expect(text.contains("RRULE:FREQ=DAILY;WKST=MO;INTERVAL=3;COUNT=10\n"))
        #expect(text.contains("DTSTART;VALUE=DATE:20261122\n"))
    }

    @Test func completingInIkeAdvancesDueAndStartInPlaceAndSendsTheRecord() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites("/alice/tasks/plants-1.ics", Self.phoneTask)
        let laptop = try SyncDevice("laptop")
        try await laptop.sync(with: server)
        laptop.advance()
        _ = try laptop.store.setDone(true, uids: ["plants-1"])
        let summary = try await laptop.sync(with: server).summary
        #expect(summary.sent == 2)
        let text = await Self.member(server, "plants-1")
        // Done on Sunday 22nd, due Monday 23rd: the next one is the 26th, the series one shorter, and
        // DTSTART moves by the same three days.
        for line in [
            "DUE;VALUE=DATE:20261126", "DTSTART;VALUE=DATE:20261125", "RRULE:FREQ=DAILY;INTERVAL=3;COUNT=9",
            "X-TASKS-ORG:keep",
        ] {
            #expect(text.contains(line + "\n"), "\(line) in \(text)")
        }
        #expect(!text.contains("STATUS:COMPLETED"))
        let record = await Self.member(server, "plants-1-done-2026-11-23")
        for line in [
            "STATUS:COMPLETED", "DUE;VALUE=DATE:20261123", "X-IKE-SERIES:plants-1",
            "SUMMARY:Water the plants",
        ] {
            #expect(record.contains(line + "\n"), "\(line) in \(record)")
        }
        #expect(!record.contains("RRULE"))
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    @Test func twoDevicesCompletingTheSameOccurrenceOfflineEndWithOneOfEach() async throws {
        let server = MemoryCalDAV()
        try await Self.completeOnTwoDevices(
            sync: { device in _ = try await device.sync(with: server) },
            members: { await server.members.values.map { String(decoding: $0.body, as: UTF8.self) } })
    }

    /// Laptop and desktop share a task due every 2 weeks; both complete its occurrence while offline,
    /// then sync in turn: one open task at the next date, one done record, everywhere.
    static func completeOnTwoDevices(
        sync: (SyncDevice) async throws -> Void, members: () async throws -> [String]
    ) async throws {
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        let rule = try RecurrencePhrase.parse("every 2 weeks", today: LocalDate(iso: "2026-11-22")!)
        let uid = try laptop.store.create(
            TaskEdit(
                title: "Clean the gutters", deadline: LocalDate(iso: "2026-11-23"), repeats: .rule(rule)),
            at: .bottom
        ).item.uid
        try await sync(laptop)
        try await sync(desktop)
        laptop.advance()
        desktop.advance(120)
        _ = try laptop.store.setDone(true, uids: [uid])
        _ = try desktop.store.setDone(true, uids: [uid])
        try await sync(laptop)
        try await sync(desktop)
        try await sync(laptop)
        for device in [laptop, desktop] {
            let items = try device.store.items()
            #expect(items.count == 2, "\(device.name): \(items.map(\.uid))")
            #expect(items.first { $0.uid == uid }?.deadline?.iso == "2026-12-07")
            #expect(items.first { $0.uid == uid }?.isDone == false)
            let record = items.first { $0.uid != uid }
            #expect(
                record?.uid == uid + "-done-2026-11-23" && record?.isDone == true && record?.seriesUID == uid)
            #expect(try device.store.pendingSyncCount() == 0)
        }
        let onServer = try await members()
        #expect(onServer.count == 2, "\(onServer)")
        #expect(
            onServer.filter { $0.contains("DUE;VALUE=DATE:20261207") && !$0.contains("STATUS:COMPLETED") }
                .count == 1)
        #expect(
            onServer.filter { $0.contains("STATUS:COMPLETED") && $0.contains("X-IKE-SERIES:\(uid)") }.count
                == 1)
    }
}
