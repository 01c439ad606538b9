import Foundation
import IkeCore
import Testing

@testable import IkeSync

/// Two machines and a phone syncing through one collection (in memory here; the end-to-end tests use
/// Radicale and Xandikos): nothing duplicated, nothing lost, nothing sent twice.
@Suite("Sync runs")
struct SyncRunTests {
    static let phoneTask = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Tasks.org//EN\r
        BEGIN:VTODO\r
        UID:phone-1\r
        DTSTAMP:20261120T080000Z\r
        LAST-MODIFIED:20261120T080000Z\r
        SUMMARY:Call the plumber\r
        CATEGORIES:home\r
        X-TASKS-ORG-ORDER:7\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        TRIGGER:-PT15M\r
        END:VALARM\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    @Test func aFirstSyncGoesBothWaysAndASecondSendsNothing() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites("/alice/tasks/phone-1.ics", Self.phoneTask)
        let laptop = try SyncDevice("laptop")
        try laptop.add("Pay rent", "Buy milk")
        let first = try await laptop.sync(with: server).summary
        #expect(first.sent == 2 && first.received == 1 && first.deleted == 0)
        #expect(try laptop.titles() == ["Buy milk", "Call the plumber", "Pay rent"])
        #expect(try laptop.store.items().first { $0.title == "Call the plumber" }?.tags.names == ["home"])
        await server.resetCounts()
        let (plan, second) = try await laptop.sync(with: server)
        #expect(plan.actions.isEmpty)
        #expect(second == SyncRunner.Summary())
        #expect(await server.puts == 0)
        #expect(await server.reports == 1, "a sync with nothing changed is one REPORT")
        #expect(try laptop.store.pendingSyncCount() == 0)
    }

    /// A first upload is one PUT a task; what the server stored is read back 50 members a REPORT, not one
    /// GET after each PUT, and is the base the next sync compares with (so it sends nothing).
    @Test func aFirstUploadIsOnePutEachAndItsReadBackIsBatched() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        for index in 0..<120 { try laptop.add("Task \(index)") }
        let summary = try await laptop.sync(with: server).summary
        #expect(summary.sent == 120)
        #expect(await server.puts == 120)
        #expect(await server.gets == 0)
        let reports = await server.reports
        #expect(reports == 5, "the listing, 120 members read back 50 a REPORT, the token after: \(reports)")
        #expect(try laptop.store.pendingSyncCount() == 0)
        await server.resetCounts()
        let (plan, _) = try await laptop.sync(with: server)
        #expect(plan.actions.isEmpty)
        #expect(await server.puts == 0)
    }

    @Test func aNewMachineDownloadsEverythingAndDeletesNothing() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("A", "B", "C")
        try await laptop.sync(with: server)
        let desktop = try SyncDevice("desktop")
        let summary = try await desktop.sync(with: server).summary
        #expect(summary.received == 3 && summary.sent == 0 && summary.deleted == 0)
        #expect(try desktop.titles() == ["A", "B", "C"])
        #expect(await server.members.count == 3)
    }

    @Test func aLocalEditIsOnePutAndAServerEditIsPulledNotSentBack() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try laptop.add("Pay rent")
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        await server.resetCounts()
        try laptop.edit("Pay rent") { $0.deadline = LocalDate(year: 2026, month: 12, day: 1) }
        let sent = try await laptop.sync(with: server).summary
        #expect(sent.sent == 1)
        #expect(await server.puts == 1)
        await server.resetCounts()
        let pulled = try await desktop.sync(with: server).summary
        #expect(pulled.received == 1 && pulled.sent == 0)
        #expect(await server.puts == 0)
        #expect(try desktop.store.items().first?.deadline == LocalDate(year: 2026, month: 12, day: 1))
        #expect(try desktop.store.pendingSyncCount() == 0)
        // And back on the laptop nothing moves.
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    @Test func titleHereAndDeadlineThereAreBothKept() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try laptop.add("Pay rent")
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        try laptop.edit("Pay rent") { $0.title = "Pay the rent" }
        try desktop.edit("Pay rent") { $0.deadline = LocalDate(year: 2026, month: 12, day: 1) }
        try await laptop.sync(with: server)
        let merged = try await desktop.sync(with: server).summary
        #expect(merged.merged == 1 && merged.conflicts == 0)
        try await laptop.sync(with: server)
        for device in [laptop, desktop] {
            let item = try #require(try device.store.items().first)
            #expect(item.title == "Pay the rent", "\(device.name)")
            #expect(item.deadline == LocalDate(year: 2026, month: 12, day: 1), "\(device.name)")
        }
        #expect(await server.members.count == 1)
    }

    @Test func theSameFieldOnBothSidesGoesToTheLaterChangeAndTheLoserIsLogged() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop", startingAt: Date(timeIntervalSince1970: 1_795_338_000 + 3600))
        try laptop.add("Pay rent")
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        try laptop.edit("Pay rent") { $0.title = "Laptop title" }
        try desktop.edit("Pay rent") { $0.title = "Desktop title" }  // an hour later
        try await laptop.sync(with: server)
        let summary = try await desktop.sync(with: server).summary
        #expect(summary.conflicts == 1)
        let conflict = try #require(try desktop.store.syncConflicts().first)
        #expect(
            conflict.field == "title" && conflict.kept == "Desktop title" && conflict.lost == "Laptop title")
        try await laptop.sync(with: server)
        #expect(try laptop.titles() == ["Desktop title"])
    }

    @Test func anEditBeatsADeleteBothWays() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try laptop.add("Keep me", "Also keep me")
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        // Deleted on the laptop, edited on the desktop.
        try laptop.delete("Keep me")
        try desktop.edit("Keep me") { $0.isImportant = true }
        try await desktop.sync(with: server)
        try await laptop.sync(with: server)
        #expect(try laptop.titles() == ["Also keep me", "Keep me"])
        #expect(try laptop.store.items().first { $0.title == "Keep me" }?.isImportant == true)
        // Edited on the laptop, deleted on the desktop.
        try laptop.edit("Also keep me") { $0.notes = "edited" }
        try desktop.delete("Also keep me")
        try await desktop.sync(with: server)
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        #expect(try desktop.titles() == ["Also keep me", "Keep me"])
        #expect(await server.members.count == 2)
    }

    @Test func aDeleteHereDeletesThereAndAPhoneDeleteDeletesHere() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("A", "B")
        try await laptop.sync(with: server)
        try laptop.delete("A")
        #expect(try await laptop.sync(with: server).summary.deleted == 1)
        #expect(await server.members.count == 1)
        let href = try #require(await server.members.keys.first)
        await server.phoneDeletes(href)
        #expect(try await laptop.sync(with: server).summary.deleted == 1)
        #expect(try laptop.titles().isEmpty)
        #expect(try laptop.store.pendingSyncCount() == 0)
    }

    @Test func anExpiredTokenFallsBackToAFullListingWithoutDuplicates() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("A", "B")
        try await laptop.sync(with: server)
        await server.phoneWrites("/alice/tasks/phone-1.ics", Self.phoneTask)
        await server.setExpireTokens(true)
        let (plan, summary) = try await laptop.sync(with: server)
        #expect(plan.fullListing)
        #expect(summary.received == 1 && summary.sent == 0)
        #expect(try laptop.titles() == ["A", "B", "Call the plumber"])
        #expect(await server.members.count == 3)
    }

    /// A full listing's token is the one from before the listing: what another client writes while the
    /// listing is read comes with the next sync, not with the next full listing twenty syncs on.
    @Test func aWriteWhileTheFullListingIsReadComesWithTheNextSync() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("A", "B")
        try await laptop.sync(with: server)
        await server.setExpireTokens(true)
        await server.phoneWritesAfterTheNextListing("/alice/tasks/phone-1.ics", Self.phoneTask)
        let (plan, listed) = try await laptop.sync(with: server)
        #expect(plan.fullListing && listed.received == 0)
        await server.setExpireTokens(false)
        let (next, summary) = try await laptop.sync(with: server)
        #expect(!next.fullListing)
        #expect(summary.received == 1, "\(summary.line)")
        #expect(try laptop.titles() == ["A", "B", "Call the plumber"])
    }

    @Test func whatAnotherClientWroteSurvivesAnEditMadeHere() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites("/alice/tasks/phone-1.ics", Self.phoneTask)
        let laptop = try SyncDevice("laptop")
        try await laptop.sync(with: server)
        try laptop.edit("Call the plumber") { $0.isDone = true }
        try await laptop.sync(with: server)
        let body = try #require(await server.body("/alice/tasks/phone-1.ics"))
        for kept in ["X-TASKS-ORG-ORDER:7", "TRIGGER:-PT15M", "CATEGORIES:home", "PRODID:-//Tasks.org//EN"] {
            #expect(body.contains(kept), "\(kept)")
        }
        #expect(body.contains("STATUS:COMPLETED"))
        #expect(await server.members.count == 1)
    }

    @Test func eventsAndTasksWithoutUIDAreLeftAlone() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites(
            "/alice/tasks/event.ics",
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:e1\r\nSUMMARY:Party\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        await server.phoneWrites(
            "/alice/tasks/nouid.ics",
            "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:Orphan\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
        let laptop = try SyncDevice("laptop")
        let (plan, summary) = try await laptop.sync(with: server)
        #expect(summary.received == 0)
        #expect(plan.skipped.count == 2)
        #expect(await server.members.count == 2)
    }

    @Test func theDryRunPlanIsWhatTheRunDoes() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites("/alice/tasks/phone-1.ics", Self.phoneTask)
        let laptop = try SyncDevice("laptop")
        try laptop.add("Pay rent")
        let collection = try laptop.store.syncCollection(url: "http://127.0.0.1:5232/alice/tasks/", tag: nil)
        let dryRun = try await SyncPlanner(store: laptop.store, remote: server, collection: collection).plan()
        #expect(try laptop.titles() == ["Pay rent"], "planning writes nothing")
        #expect(await server.members.count == 1)
        let (plan, _) = try await laptop.sync(with: server)
        #expect(plan == dryRun)
    }
}
