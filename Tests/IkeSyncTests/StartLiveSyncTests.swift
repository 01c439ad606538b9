import Foundation
import IkeCore
import IkeInterchange
import IkeTestSupport
import Testing

@testable import IkeSync

/// A start through both real servers (issue 34, item 5; Docs/Sync.md, "The start"): the phone's DTSTART
/// hides the task in ike until then, a start moved in ike reaches the phone in the phone's own zone, and
/// ike's start beside a deadline of another value type reaches a second ike exactly.
@Suite("Starts through real servers", .caldavServers)
struct StartLiveSyncTests {
    /// Apple Reminders' and Thunderbird's shape: a timed start in a zone beside a timed deadline.
    static let rent = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
        "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "DTSTART:19810329T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "TZNAME:CEST", "END:DAYLIGHT", "BEGIN:STANDARD",
        "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "DTSTART:19961027T030000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "TZNAME:CET", "END:STANDARD", "END:VTIMEZONE",
        "BEGIN:VTODO", "UID:rent-1", "DTSTAMP:20261120T081530Z", "LAST-MODIFIED:20261120T081530Z",
        "SUMMARY:Pay the rent", "DTSTART;TZID=Europe/Berlin:20261123T090000",
        "DUE;TZID=Europe/Berlin:20261125T170000", "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")

    /// The server's copy of `href`, unfolded, with LF line ends.
    static func text(_ remote: ClientCollectionStore, _ href: String) async throws -> String {
        let member = try #require(try await remote.get(href))
        return String(decoding: member.body, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
            .replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Whether `uid` is among the tasks a list shows at `moment` (starts after it hidden).
    static func shown(_ uid: String, on device: SyncDevice, at moment: LocalMoment) throws -> Bool {
        var filter = TaskFilter.all
        filter.startedBy = moment
        return try device.store.items(filter).contains { $0.uid == uid }
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func aStartThePhoneSetsHidesTheTaskUntilThen(_ kind: CalDAVServerKind) async throws {
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            let href = try await remote.create(named: "rent-1.ics", body: Self.rent).href
            let laptop = try SyncDevice("laptop")
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            let item = try #require(try laptop.store.item(uid: "rent-1"))
            #expect(item.startWithTime?.description == "2026-11-23 09:00")
            let monday = try #require(LocalDate(iso: "2026-11-23"))
            let before = LocalMoment(date: monday, time: try #require(TimeOfDay(text: "08:59")))
            let at = LocalMoment(date: monday, time: try #require(TimeOfDay(text: "09:00")))
            #expect(try !Self.shown("rent-1", on: laptop, at: before))
            #expect(try Self.shown("rent-1", on: laptop, at: at))
            // Deferred a day in ike: DTSTART in the phone's zone, DUE untouched, nothing of ike's beside.
            try laptop.edit("Pay the rent") { $0.start = LocalDate(iso: "2026-11-24") }
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            let deferred = try await Self.text(remote, href)
            #expect(deferred.contains("\nDTSTART;TZID=Europe/Berlin:20261124T090000\n"), "\(deferred)")
            #expect(deferred.contains("\nDUE;TZID=Europe/Berlin:20261125T170000\n"), "\(deferred)")
            #expect(!deferred.contains("X-IKE-START"), "\(deferred)")
            // The phone takes the start away: the task shows at once.
            let etag = try #require(try await remote.get(href)?.etag)
            let cleared = deferred.split(separator: "\n").filter { !$0.hasPrefix("DTSTART;TZID") }
                .joined(separator: "\r\n").replacingOccurrences(
                    of: "20261120T081530Z", with: "20261122T100000Z")
            _ = try await remote.update(href, body: cleared + "\r\n", etag: etag)
            laptop.advance()
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(try laptop.store.item(uid: "rent-1")?.start == nil)
            #expect(try Self.shown("rent-1", on: laptop, at: before))
            #expect(try await RecurringLiveSyncTests.sync(laptop, url, remote).actions.isEmpty)
        }
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func ikesStartReachesThePhoneAndASecondIkeExactly(_ kind: CalDAVServerKind) async throws {
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            let laptop = try SyncDevice("laptop")
            let desktop = try SyncDevice("desktop")
            var item = try laptop.store.change { try $0.newItem(title: "Send the parcel") }.value
            item.start = LocalDate(iso: "2026-11-30")
            item.deadline = LocalDate(iso: "2026-12-01")
            item.deadlineTime = TimeOfDay(text: "17:00")
            let added = item
            let uid = try laptop.store.change { try $0.insert(added, at: .bottom) }.value.uid
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            let href = try #require(try await remote.listing().first?.href)
            let text = try await Self.text(remote, href)
            // DTSTART of DUE's type for the phone; the date-only start exactly, for another ike.
            for line in ["DTSTART:20261130T000000", "X-IKE-START;VALUE=DATE:20261130", "DUE:20261201T170000"]
            {
                #expect(text.contains("\n" + line + "\n"), "\(line) in \(text)")
            }
            try await RecurringLiveSyncTests.sync(desktop, url, remote)
            let received = try #require(try desktop.store.item(uid: uid))
            #expect(received.start == LocalDate(iso: "2026-11-30") && received.startTime == nil)
            #expect(try await RecurringLiveSyncTests.sync(laptop, url, remote).actions.isEmpty)
            #expect(try await RecurringLiveSyncTests.sync(desktop, url, remote).actions.isEmpty)
        }
    }

    /// A database synced while ike read no DTSTART (before schema v23) holds the phone's task without a
    /// start. The first sync after the upgrade gives it the server's start instead of taking "no start" for
    /// an edit here and removing the phone's DTSTART with the next change of the task here.
    @Test(arguments: CalDAVServerKind.allCases)
    func aStartSyncedBeforeTheUpgradeIsNotRemovedFromTheServer(_ kind: CalDAVServerKind) async throws {
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            let href = try await remote.create(named: "rent-1.ics", body: Self.rent).href
            let laptop = try SyncDevice("laptop")
            let session = try RecurringLiveSyncTests.session(laptop, url, kind)
            _ = try await session.run(dryRun: false, force: false, create: false)
            // As an ike before v23 left it: no start, synced, listed by the migration.
            try laptop.store.change { writer in
                try writer.db.execute(sql: "UPDATE task SET start = NULL, startTime = NULL")
                try writer.db.execute(sql: "DELETE FROM task_field_time WHERE field = 'start'")
                try writer.db.execute(sql: "UPDATE sync_item SET syncedRevision = revision")
                try writer.db.execute(
                    sql: "INSERT INTO sync_start_recheck (taskId) SELECT taskId FROM sync_item")
            }
            #expect(try laptop.store.item(uid: "rent-1")?.start == nil)
            try laptop.edit("Pay the rent") { $0.notes = "Transfer from the savings account" }
            _ = try await session.run(dryRun: false, force: false, create: false)
            let text = try await Self.text(remote, href)
            #expect(text.contains("\nDTSTART;TZID=Europe/Berlin:20261123T090000\n"), "\(text)")
            #expect(text.contains("Transfer from the savings account"), "\(text)")
            #expect(try laptop.store.item(uid: "rent-1")?.startWithTime?.description == "2026-11-23 09:00")
        }
    }
}
