import Foundation
import IkeCore
import Testing

@testable import IkeSync

/// Several task lists, each paired with a tag (in memory here; the end-to-end tests use Radicale and
/// Xandikos): a task lives in the list of its tag, a tag change moves it leaving one copy, a move by
/// another client neither duplicates nor deletes it, and an interrupted move is finished by the next sync.
@Suite("Sync with several lists")
struct PairedSyncTests {
    static var lists: [TaskList] {
        [TaskList("/alice/home/", tag: nil), TaskList("/alice/work/", tag: "work")]
    }

    static func phoneTask(uid: String, summary: String, categories: String? = nil) -> String {
        let head: [String] = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tasks.org//EN", "BEGIN:VTODO", "UID:\(uid)",
            "DTSTAMP:20261120T080000Z", "LAST-MODIFIED:20261120T080000Z", "SUMMARY:\(summary)",
        ]
        let tail: [String] = [
            "X-TASKS-ORG-ORDER:7", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM",
            "END:VTODO", "END:VCALENDAR", "",
        ]
        return (head + (categories.map { ["CATEGORIES:\($0)"] } ?? []) + tail).joined(separator: "\r\n")
    }

    /// Whether no list has anything to do.
    func isQuiet(_ plans: [SyncPlan]) -> Bool { plans.allSatisfy { $0.actions.isEmpty } }

    func requests(_ lists: [TaskList]) async -> Int {
        var total = 0
        for list in lists { total += await list.server.puts + list.server.deletes }
        return total
    }

    func resetCounts(_ lists: [TaskList]) async {
        for list in lists { await list.server.resetCounts() }
    }

    @Test func tasksGoToTheListOfTheirTagAndASecondSyncSendsNothing() async throws {
        let lists = Self.lists
        let laptop = try SyncDevice("laptop")
        try laptop.add("Pay rent", "Write report")
        try laptop.retag("Write report", "work")
        let first = try await laptop.sync(with: lists).summary
        #expect(first.sent == 2 && first.received == 0)
        #expect(await lists.memberCounts() == [1, 1])
        let report = try #require(await lists[1].server.members.values.first)
        #expect(
            !String(decoding: report.body, as: UTF8.self).contains("CATEGORIES"),
            "the list stands for the tag; it is not written as a category")
        await resetCounts(lists)
        let (plans, second) = try await laptop.sync(with: lists)
        #expect(isQuiet(plans))
        #expect(second == SyncRunner.Summary())
        #expect(await requests(lists) == 0)
        #expect(try laptop.tags(of: "Write report") == ["work"])
        #expect(try laptop.store.pendingSyncCount() == 0)
        // Another machine gets each task with its tag.
        let desktop = try SyncDevice("desktop")
        #expect(try await desktop.sync(with: lists).summary.received == 2)
        #expect(try desktop.tags(of: "Write report") == ["work"])
        #expect(try desktop.tags(of: "Pay rent") == [])
        #expect(isQuiet(try await desktop.sync(with: lists).plans))
    }

    @Test func aTaskFromAListCarriesItsTagWithoutAWrite() async throws {
        let lists = Self.lists
        await lists[1].server.phoneWrites(
            "/alice/work/phone-1.ics",
            Self.phoneTask(uid: "phone-1", summary: "Call the client", categories: "calls"))
        await resetCounts(lists)
        let laptop = try SyncDevice("laptop")
        #expect(try await laptop.sync(with: lists).summary.received == 1)
        #expect(try laptop.tags(of: "Call the client") == ["calls", "work"])
        #expect(await requests(lists) == 0, "the phone's item is not rewritten to add a category")
        #expect(isQuiet(try await laptop.sync(with: lists).plans))
        // An edit here keeps what the phone wrote and adds no category for the list.
        try laptop.edit("Call the client") { $0.isDone = true }
        #expect(try await laptop.sync(with: lists).summary.sent == 1)
        let body = try #require(await lists[1].server.body("/alice/work/phone-1.ics"))
        #expect(body.contains("CATEGORIES:calls") && !body.contains("work"), "\(body)")
        #expect(body.contains("X-TASKS-ORG-ORDER:7") && body.contains("STATUS:COMPLETED"))
    }

    @Test func aTagChangeMovesTheTaskLeavingOneCopy() async throws {
        let lists = Self.lists
        await lists[0].server.phoneWrites(
            "/alice/home/phone-1.ics", Self.phoneTask(uid: "phone-1", summary: "Call the plumber"))
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try await laptop.sync(with: lists)
        try await desktop.sync(with: lists)
        try laptop.retag("Call the plumber", "work")
        let (plans, moved) = try await laptop.sync(with: lists)
        #expect(plans[1].lines == ["move     Call the plumber (from http://127.0.0.1:5232/alice/home/)"])
        #expect(moved.sent == 1 && moved.deleted == 0)
        #expect(await lists.memberCounts() == [0, 1])
        let body = try #require(await lists[1].server.body("/alice/work/phone-1.ics"))
        #expect(
            body.contains("X-TASKS-ORG-ORDER:7") && body.contains("TRIGGER:-PT15M"),
            "what the phone wrote moves along")
        await resetCounts(lists)
        #expect(isQuiet(try await laptop.sync(with: lists).plans))
        #expect(await requests(lists) == 0)
        #expect(try laptop.store.pendingSyncCount() == 0)
        // The desktop sees the move as another client's: one task, tagged, nothing sent back.
        let pulled = try await desktop.sync(with: lists).summary
        #expect(pulled.sent == 0 && pulled.deleted == 0)
        #expect(try desktop.titles() == ["Call the plumber"])
        #expect(try desktop.tags(of: "Call the plumber") == ["work"])
        #expect(await requests(lists) == 0)
        // And back: the tag removed, the task goes home.
        try desktop.retag("Call the plumber")
        try await desktop.sync(with: lists)
        #expect(await lists.memberCounts() == [1, 0])
        try await laptop.sync(with: lists)
        #expect(try laptop.tags(of: "Call the plumber") == [])
        #expect(try laptop.titles() == ["Call the plumber"])
    }

    @Test func aMoveByAnotherClientNeitherDuplicatesNorDeletes() async throws {
        let lists = Self.lists
        let laptop = try SyncDevice("laptop")
        try laptop.add("Pay rent", "Write report")
        try laptop.retag("Write report", "work")
        try await laptop.sync(with: lists)
        // The phone moves "Pay rent" to the work list and "Write report" home: same UID, new place.
        let home = try #require(await lists[0].server.members.first)
        let work = try #require(await lists[1].server.members.first)
        let moves = [
            (lists[0].server, lists[1].server, home.key, home.value),
            (lists[1].server, lists[0].server, work.key, work.value),
        ]
        for (from, to, href, member) in moves {
            let name = href.split(separator: "/").last!
            await to.phoneWrites(to.path + "moved-" + name, String(decoding: member.body, as: UTF8.self))
            await from.phoneDeletes(href)
        }
        await resetCounts(lists)
        let summary = try await laptop.sync(with: lists).summary
        #expect(summary.deleted == 0 && summary.sent == 0, "\(summary)")
        #expect(try laptop.titles() == ["Pay rent", "Write report"])
        #expect(try laptop.tags(of: "Pay rent") == ["work"])
        #expect(try laptop.tags(of: "Write report") == [])
        #expect(await lists.memberCounts() == [1, 1])
        #expect(await requests(lists) == 0)
        #expect(try laptop.store.pendingSyncCount() == 0)
        #expect(isQuiet(try await laptop.sync(with: lists).plans))
    }

    @Test func aMoveInterruptedAfterItsCreateIsFinishedByTheNextSync() async throws {
        let lists = Self.lists
        let laptop = try SyncDevice("laptop")
        try laptop.add("Pay rent")
        try await laptop.sync(with: lists)
        try laptop.retag("Pay rent", "work")
        // The connection drops after the copy in the work list is made, before it is read back.
        await #expect(throws: CalDAVStoreError.self) {
            try await laptop.sync(with: [lists[0], lists[1].failing(.get)])
        }
        #expect(await lists.memberCounts() == [1, 1], "never less than one copy")
        let (plans, summary) = try await laptop.sync(with: lists)
        #expect(plans[1].lines == ["merge    Pay rent (moved here from http://127.0.0.1:5232/alice/home/)"])
        #expect(summary.sent == 0 && summary.deleted == 0)
        #expect(await lists.memberCounts() == [0, 1])
        #expect(try laptop.tags(of: "Pay rent") == ["work"])
        #expect(try laptop.store.pendingSyncCount() == 0)
        await resetCounts(lists)
        #expect(isQuiet(try await laptop.sync(with: lists).plans))
        #expect(await requests(lists) == 0)
    }

    @Test func aMoveInterruptedBeforeItsDeleteIsFinishedByTheNextSync() async throws {
        let lists = Self.lists
        let laptop = try SyncDevice("laptop")
        try laptop.add("Pay rent")
        try await laptop.sync(with: lists)
        try laptop.retag("Pay rent", "work")
        await #expect(throws: CalDAVStoreError.self) {
            try await laptop.sync(with: [lists[0].failing(.delete), lists[1]])
        }
        #expect(await lists.memberCounts() == [1, 1])
        #expect(try laptop.store.pendingSyncCount() == 1, "the old copy waits to be deleted")
        let (plans, _) = try await laptop.sync(with: lists)
        #expect(plans[0].lines == ["delete   Pay rent (on the server)"])
        #expect(await lists.memberCounts() == [0, 1])
        #expect(try laptop.store.pendingSyncCount() == 0)
        await resetCounts(lists)
        #expect(isQuiet(try await laptop.sync(with: lists).plans))
        #expect(await requests(lists) == 0)
    }

    @Test func aTaskWithTwoPairedTagsLivesInTheFirstListedAndKeepsBoth() async throws {
        let lists = Self.lists + [TaskList("/alice/errands/", tag: "errands")]
        let laptop = try SyncDevice("laptop")
        try laptop.add("Buy printer ink")
        try laptop.retag("Buy printer ink", "errands", "work")
        try await laptop.sync(with: lists)
        #expect(await lists.memberCounts() == [0, 1, 0])
        #expect(isQuiet(try await laptop.sync(with: lists).plans))
        let desktop = try SyncDevice("desktop")
        try await desktop.sync(with: lists)
        #expect(try desktop.tags(of: "Buy printer ink") == ["errands", "work"])
        #expect(isQuiet(try await desktop.sync(with: lists).plans))
    }

    @Test func aStrayCopyInAnotherListIsLeftAloneAndSaidSo() async throws {
        let lists = Self.lists
        let laptop = try SyncDevice("laptop")
        try laptop.add("Pay rent")
        try await laptop.sync(with: lists)
        let (href, member) = try #require(await lists[0].server.members.first)
        await lists[1].server.phoneWrites(
            "/alice/work/copy.ics", String(decoding: member.body, as: UTF8.self))
        let (plans, summary) = try await laptop.sync(with: lists)
        #expect(plans[1].skipped.first?.hasPrefix("/alice/work/copy.ics repeats the UID") == true)
        #expect(summary == SyncRunner.Summary())
        #expect(await lists[0].server.members[href] != nil)
        #expect(await lists[1].server.members.count == 1)
        #expect(try laptop.tags(of: "Pay rent") == [])
    }

    @Test func aNewMachineTakesAUIDInTwoListsOnce() async throws {
        let lists = Self.lists
        let body = Self.phoneTask(uid: "phone-1", summary: "Call the plumber")
        await lists[0].server.phoneWrites("/alice/home/phone-1.ics", body)
        await lists[1].server.phoneWrites("/alice/work/phone-1.ics", body)
        let laptop = try SyncDevice("laptop")
        let (plans, summary) = try await laptop.sync(with: lists)
        #expect(summary.received == 1)
        #expect(plans[1].skipped.first?.hasPrefix("/alice/work/phone-1.ics repeats the UID phone-1") == true)
        #expect(try laptop.titles() == ["Call the plumber"])
    }

    @Test func theDryRunPlansAreWhatTheRunDoes() async throws {
        let lists = Self.lists
        let laptop = try SyncDevice("laptop")
        try laptop.add("Pay rent", "Write report")
        try await laptop.sync(with: lists)
        try laptop.retag("Write report", "work")
        try laptop.add("Call Bo")
        try laptop.retag("Call Bo", "work")
        let pairing = SyncPairing(
            try lists.map {
                try laptop.store.syncCollection(url: "http://127.0.0.1:5232" + $0.server.path, tag: $0.tag)
            })
        let remotes = lists.indices.map { pairing.remote(lists[$0].server, at: $0) }
        let dryRun = try await PairedSyncPlanner(store: laptop.store, pairing: pairing, remotes: remotes)
            .plan()
        #expect(await lists.memberCounts() == [2, 0], "planning writes nothing")
        #expect(dryRun[0].actions.isEmpty)
        #expect(
            dryRun[1].lines.sorted() == [
                "move     Write report (from http://127.0.0.1:5232/alice/home/)", "send     Call Bo (new)",
            ])
        #expect(try await laptop.sync(with: lists).plans == dryRun)
    }

    @Test func theGuardCountsEveryList() async throws {
        let lists = Self.lists
        let laptop = try SyncDevice("laptop")
        try laptop.add("A", "B", "C", "D")
        try laptop.retag("C", "work")
        try laptop.retag("D", "work")
        try await laptop.sync(with: lists)
        for list in lists {
            for href in await list.server.members.keys { await list.server.phoneDeletes(href) }
        }
        let pairing = SyncPairing(try laptop.store.syncCollections())
        let remotes = lists.indices.map { pairing.remote(lists[$0].server, at: $0) }
        let plans = try await PairedSyncPlanner(store: laptop.store, pairing: pairing, remotes: remotes)
            .plan()
        #expect(plans.map(\.localDeletions) == [2, 2])
        // Each list alone deletes two: under the guard's minimum; together four of four.
        #expect(plans.allSatisfy { SyncGuard.refusal(of: $0, synced: 2) == nil })
        #expect(SyncGuard.refusal(of: .combining(plans), synced: 4) != nil)
    }
}
