import Foundation
import GRDB
import Synchronization
import Testing

@testable import IkeCore
@testable import IkeSync

/// A sync of several lists reads every task only when a task could be away from home without a plan
/// naming it (`SyncHomeCheck`): after the settings paired a tag elsewhere, after a sync that received or
/// merged another client's copy, after a move, and at each full listing. Otherwise it reads the tasks its
/// plans name, their steps and their ancestors.
@Suite("Sync home check")
struct SyncHomeCheckTests {
    /// Statements that read every task's lineage or every address of a list.
    static func readsEveryTask(_ statements: [String]) -> Bool {
        statements.contains {
            ($0.hasPrefix("SELECT uid, title, parentUID") && !$0.contains(" WHERE "))
                || $0.hasSuffix("FROM sync_item WHERE collectionId = ?")
        }
    }

    @Test func aSyncInWhichNothingMovedReadsOnlyWhatItsPlansName() async throws {
        let lists = PairedSyncTests.lists
        let laptop = try SyncDevice("laptop")
        try laptop.add("Call the plumber", "Water the plants", "Draft the report")
        let first = try await laptop.statements { try await laptop.sync(with: lists) }
        #expect(Self.readsEveryTask(first), "the first sync lists every list whole, and looks at every task")
        let quiet = try await laptop.statements { try await laptop.sync(with: lists) }
        #expect(!Self.readsEveryTask(quiet), "\(quiet)")
        // A tag changed here names the task: it moves, and still nothing else is read.
        try laptop.retag("Draft the report", "work")
        var plans: [SyncPlan] = []
        let moving = try await laptop.statements { plans = try await laptop.sync(with: lists).plans }
        #expect(plans[1].lines == ["move     Draft the report (from http://127.0.0.1:5232/alice/home/)"])
        #expect(!Self.readsEveryTask(moving), "\(moving)")
        #expect(await lists.memberCounts() == [2, 1])
    }

    /// Another client gives a task the tag of another list: the sync that receives it cannot move it yet
    /// (it plans before the new tags are here), so it leaves the check undone and the next sync moves it.
    @Test func aTagAnotherClientGaveMovesTheTaskAtTheNextSync() async throws {
        let lists = PairedSyncTests.lists
        let href = "/alice/home/phone-1.ics"
        await lists[0].server.phoneWrites(
            href, PairedSyncTests.phoneTask(uid: "phone-1", summary: "Pay rent"))
        let laptop = try SyncDevice("laptop")
        try await laptop.sync(with: lists)
        try await laptop.sync(with: lists)
        await lists[0].server.phoneWrites(
            href, PairedSyncTests.phoneTask(uid: "phone-1", summary: "Pay rent", categories: "work"))
        let received = try await laptop.sync(with: lists).summary
        #expect(received.received == 1)
        #expect(try laptop.tags(of: "Pay rent") == ["work"])
        let moved = try await laptop.statements { try await laptop.sync(with: lists) }
        #expect(Self.readsEveryTask(moved), "after a receive the next sync looks at every task")
        #expect(await lists.memberCounts() == [0, 1])
        let quiet = try await laptop.statements { try await laptop.sync(with: lists) }
        #expect(!Self.readsEveryTask(quiet), "\(quiet)")
    }

    /// The settings pair the second list with another tag: tasks carrying it move there at the next sync,
    /// though none of them changed.
    @Test func aPairingChangedInTheSettingsMovesTheTasksItConcerns() async throws {
        let lists = PairedSyncTests.lists
        let laptop = try SyncDevice("laptop")
        try laptop.add("Book the venue", "Buy milk")
        try laptop.retag("Book the venue", "office")
        try await laptop.sync(with: lists)
        try await laptop.sync(with: lists)
        #expect(await lists.memberCounts() == [2, 0])
        let repaired = [lists[0], TaskList(lists[1], pairedWith: "office")]
        let plans = try await laptop.sync(with: repaired).plans
        #expect(plans[1].lines == ["move     Book the venue (from http://127.0.0.1:5232/alice/home/)"])
        #expect(await lists.memberCounts() == [1, 1])
    }
}
