import Foundation
import IkeCore
import IkeInterchange
import IkeTestSupport
import Testing

@testable import IkeSync

/// Cancelled is not open (issue 30, item 7): a task another client cancelled (`STATUS:CANCELLED`) is a
/// cancelled task in ike, stays cancelled on the server through ike's edits of other fields, reaches a
/// second machine cancelled, and a database synced while ike read it as open is corrected, not reopened.
@Suite("Cancelled tasks through sync", .caldavServers)
struct CancelledSyncTests {
    /// Thunderbird's cancelled task (ClientCorpus/thunderbird-cancelled.ics, with where it came from).
    static let phoneText: String = {
        let url = ClientCorpusTests.folder.appendingPathComponent("thunderbird-cancelled.ics")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()
    static let uid = "9b63f8c7-5df5-4941-8cbb-f84da524aad1"

    /// The unfolded lines of `body` that are `name`'s, in the master VTODO and any other component.
    static func lines(_ body: String, _ name: String) -> [String] {
        MinimalWriteTests.lines(body, name)
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func aTaskCancelledElsewhereIsCancelledHereAndStaysSo(_ kind: CalDAVServerKind) async throws {
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            let href = try await remote.create(named: "cancelled.ics", body: Self.phoneText).href
            let laptop = try SyncDevice("laptop")
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            let received = try #require(try laptop.store.item(uid: Self.uid))
            #expect(received.status == .cancelled && received.isDone)
            #expect(try laptop.store.counts().open == 0)
            // Marked done, it stays cancelled: nothing to send.
            _ = try laptop.store.setDone(true, uids: [Self.uid])
            #expect(try laptop.store.item(uid: Self.uid)?.status == .cancelled)
            #expect(try await RecurringLiveSyncTests.sync(laptop, url, remote).actions.isEmpty)
            // A title edit leaves the status as the phone wrote it.
            try ClientCorpusTests.edit(laptop, Self.uid) { $0.title = "Renamed in ike" }
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            let body = String(decoding: try #require(try await remote.get(href)).body, as: UTF8.self)
            #expect(Self.lines(body, "STATUS") == ["STATUS:CANCELLED"], "\(body)")
            #expect(
                Self.lines(body, "COMPLETED").isEmpty
                    && Self.lines(body, "SUMMARY") == ["SUMMARY:Renamed in ike"])
            // A second machine gets it cancelled.
            let desktop = try SyncDevice("desktop")
            try await RecurringLiveSyncTests.sync(desktop, url, remote)
            #expect(try desktop.store.item(uid: Self.uid)?.status == .cancelled)
        }
    }

    /// Cancelled in ike: the server's copy says CANCELLED without COMPLETED, and the phone's reopening of
    /// it reopens it here.
    @Test(arguments: CalDAVServerKind.allCases)
    func aTaskCancelledInIkeIsCancelledOnTheServer(_ kind: CalDAVServerKind) async throws {
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            let laptop = try SyncDevice("laptop")
            let task = try #require(try laptop.add("Book the hall").first)
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            laptop.advance()
            _ = try laptop.store.cancel(ids: [try #require(task.id)])
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            let member = try #require(try await remote.listing().first)
            let stored = try #require(try await remote.get(member.href))
            var calendar = try CalendarComponent.parse(bytes: stored.body)
            let body = calendar.text
            #expect(Self.lines(body, "STATUS") == ["STATUS:CANCELLED"], "\(body)")
            #expect(Self.lines(body, "COMPLETED").isEmpty, "\(body)")
            let index = try #require(calendar.components.firstIndex { $0.name == "VTODO" })
            calendar.components[index].setStatus(.open, at: Date(timeIntervalSince1970: 1_795_400_000))
            calendar.components[index].stamp(Date(timeIntervalSince1970: 1_795_400_000))
            _ = try await remote.update(member.href, body: calendar.text, etag: try #require(stored.etag))
            laptop.advance(86_400)
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            #expect(try laptop.store.item(uid: task.uid)?.status == .open)
        }
    }

    /// A database synced while ike read `STATUS:CANCELLED` as open (before schema v20) holds the task open
    /// with the cancelled copy as its base. The first sync after the upgrade closes it as cancelled, as the
    /// server has it, instead of taking "open" for an edit here and reopening it everywhere with the next
    /// change of the task here (its notes, merged with the phone's new title).
    @Test(arguments: CalDAVServerKind.allCases)
    func aTaskSyncedOpenBeforeTheUpgradeIsNotReopenedOnTheServer(_ kind: CalDAVServerKind) async throws {
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            let href = try await remote.create(named: "cancelled.ics", body: Self.phoneText).href
            let laptop = try SyncDevice("laptop")
            let session = try RecurringLiveSyncTests.session(laptop, url, kind)
            _ = try await session.run(dryRun: false, force: false, create: false)
            try Self.asBeforeTheUpgrade(laptop.store, uid: Self.uid)
            #expect(try laptop.store.item(uid: Self.uid)?.status == .open)
            try ClientCorpusTests.edit(laptop, Self.uid) { $0.notes = "Ask for the deposit back" }
            // The phone renames it, still cancelled.
            let stored = try #require(try await remote.get(href))
            var calendar = try CalendarComponent.parse(bytes: stored.body)
            let index = try #require(calendar.components.firstIndex { $0.name == "VTODO" })
            calendar.components[index].set(.text("SUMMARY", "Renamed on the phone"))
            calendar.components[index].stamp(Date(timeIntervalSince1970: 1_795_400_000))
            _ = try await remote.update(href, body: calendar.text, etag: try #require(stored.etag))
            laptop.advance(86_400)
            _ = try await session.run(dryRun: false, force: false, create: false)
            let item = try #require(try laptop.store.item(uid: Self.uid))
            #expect(item.status == .cancelled && item.title == "Renamed on the phone")
            #expect(item.notes == "Ask for the deposit back")
            let body = String(decoding: try #require(try await remote.get(href)).body, as: UTF8.self)
            #expect(Self.lines(body, "STATUS") == ["STATUS:CANCELLED"], "\(body)")
            #expect(Self.lines(body, "DESCRIPTION") == ["DESCRIPTION:Ask for the deposit back"], "\(body)")
            #expect(try laptop.store.statusRechecks() == nil)
        }
    }

    /// The task `uid` as an ike before v20 left it: open, synced (nothing waiting), and listed by the
    /// migration to be read again.
    static func asBeforeTheUpgrade(_ store: TaskStore, uid: String) throws {
        try store.change { writer in
            try writer.db.execute(
                sql: "UPDATE task SET isDone = 0, isCancelled = 0, doneAt = NULL WHERE uid = ?",
                arguments: [uid])
            try writer.db.execute(sql: "UPDATE sync_item SET syncedRevision = revision")
            try writer.db.execute(
                sql: "INSERT INTO sync_status_recheck (taskId) SELECT taskId FROM sync_item")
        }
        #expect(try store.pendingSyncCount() == 0)
    }
}

/// The correction reads each listed base: only a cancelled master closes a task, and only one still open.
@Suite("Cancelled: the correction after the upgrade")
struct CancelledRecheckTests {
    static func calendar(master: String, override: String?) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VTODO", "UID:bins-1",
            "DTSTAMP:20261120T081530Z", "SUMMARY:Put out the bins", "DTSTART;VALUE=DATE:20261109",
            "DUE;VALUE=DATE:20261109", "RRULE:FREQ=WEEKLY", "STATUS:\(master)", "END:VTODO",
        ]
        if let override {
            lines += [
                "BEGIN:VTODO", "UID:bins-1", "DTSTAMP:20261120T081530Z", "RECURRENCE-ID;VALUE=DATE:20261116",
                "SUMMARY:Put out the bins", "STATUS:\(override)", "END:VTODO",
            ]
        }
        return (lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    /// The laptop after receiving `text`, as an ike before v20 left it.
    static func laptop(receiving text: String) async throws -> SyncDevice {
        let server = MemoryCalDAV()
        await server.phoneWrites("/alice/tasks/bins-1.ics", text)
        let laptop = try SyncDevice("laptop")
        try await laptop.sync(with: server)
        try CancelledSyncTests.asBeforeTheUpgrade(laptop.store, uid: "bins-1")
        return laptop
    }

    @Test func aCancelledOverrideDoesNotCloseTheSeries() async throws {
        let laptop = try await Self.laptop(
            receiving: Self.calendar(master: "NEEDS-ACTION", override: "CANCELLED"))
        #expect(try CancelledRecheck.run(laptop.store) == 0)
        #expect(try laptop.store.item(uid: "bins-1")?.status == .open)
        #expect(try laptop.store.statusRechecks() == nil)
    }

    @Test func aCancelledSeriesIsClosedAndStopsRepeating() async throws {
        let laptop = try await Self.laptop(receiving: Self.calendar(master: "CANCELLED", override: nil))
        #expect(try CancelledRecheck.run(laptop.store) == 1)
        let item = try #require(try laptop.store.item(uid: "bins-1"))
        #expect(item.status == .cancelled && item.deadline == LocalDate(iso: "2026-11-09"))
        #expect(try laptop.store.count() == 1, "no occurrence was completed")
    }

    /// Done here since (waiting to be sent): the person's own change, left for the merge.
    @Test func aTaskDoneHereSinceIsLeftAlone() async throws {
        let laptop = try await Self.laptop(receiving: Self.calendar(master: "CANCELLED", override: nil))
        try laptop.store.change { try $0.db.execute(sql: "UPDATE task SET isDone = 1 WHERE uid = 'bins-1'") }
        #expect(try CancelledRecheck.run(laptop.store) == 0)
        #expect(try laptop.store.item(uid: "bins-1")?.status == .done)
    }
}
