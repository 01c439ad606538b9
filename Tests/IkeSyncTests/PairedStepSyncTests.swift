import Foundation
import IkeCore
import Testing

@testable import IkeSync

/// Steps in a sync of several lists (issue 33, item 8; Docs/Sync.md, "Several collections"): a step lives
/// in its parent's list, so a parent moved to another list takes its subtree along with every link kept,
/// and a step whose parent this sync cannot see stays where it is.
@Suite("Steps across several lists")
struct PairedStepSyncTests {
    let lists = PairedSyncTests.lists

    func bodies(in index: Int) async -> [String] {
        await lists[index].server.members.values.map { String(decoding: $0.body, as: UTF8.self) }
    }

    func uid(_ device: SyncDevice, _ title: String) throws -> String {
        try #require(try device.store.items().first { $0.title == title }).uid
    }

    func parentTitle(_ device: SyncDevice, of title: String) throws -> String? {
        let items = try device.store.items()
        let parent = try #require(items.first { $0.title == title }).parentUID
        return parent.flatMap { uid in items.first { $0.uid == uid }?.title }
    }

    /// "Move flat" › "Pack" › "Label the boxes", synced to the first list.
    func tree(on laptop: SyncDevice) async throws {
        try laptop.add("Move flat", "Pack", "Label the boxes")
        let moveFlat = try uid(laptop, "Move flat")
        let pack = try uid(laptop, "Pack")
        try laptop.edit("Pack") { $0.parentUID = moveFlat }
        try laptop.edit("Label the boxes") { $0.parentUID = pack }
        try await laptop.sync(with: lists)
        #expect(await lists.memberCounts() == [3, 0])
    }

    @Test func aParentMovedToAnotherListTakesItsStepsWithTheirLinks() async throws {
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try await tree(on: laptop)
        try await desktop.sync(with: lists)

        try laptop.retag("Move flat", "work")
        let (plans, moved) = try await laptop.sync(with: lists)
        #expect(plans[1].lines.filter { $0.hasPrefix("move") }.count == 3, "\(plans[1].lines)")
        #expect(moved.sent == 3 && moved.deleted == 0)
        #expect(await lists.memberCounts() == [0, 3])
        let steps = await bodies(in: 1).filter { $0.contains("RELATED-TO") }
        #expect(steps.count == 2)
        #expect(
            steps.allSatisfy { $0.contains("RELATED-TO;RELTYPE=PARENT:") && !$0.contains("CATEGORIES") },
            "the steps keep their links and take no category for the list")
        #expect(try laptop.tags(of: "Pack") == [], "a step is in the list for its parent, not for a tag")
        #expect(try laptop.store.pendingSyncCount() == 0)
        #expect(try await laptop.sync(with: lists).plans.allSatisfy { $0.actions.isEmpty })

        // The other machine sees the whole tree arrive in the other list, nothing sent back.
        let pulled = try await desktop.sync(with: lists).summary
        #expect(pulled.sent == 0 && pulled.deleted == 0)
        #expect(try parentTitle(desktop, of: "Pack") == "Move flat")
        #expect(try parentTitle(desktop, of: "Label the boxes") == "Pack")
        #expect(try desktop.tags(of: "Move flat") == ["work"] && desktop.tags(of: "Pack") == [])
        #expect(try await desktop.sync(with: lists).plans.allSatisfy { $0.actions.isEmpty })

        // And back home, all three.
        try desktop.retag("Move flat")
        #expect(try await desktop.sync(with: lists).summary.sent == 3)
        #expect(await lists.memberCounts() == [3, 0])
        try await laptop.sync(with: lists)
        #expect(try parentTitle(laptop, of: "Label the boxes") == "Pack")
        #expect(try laptop.tags(of: "Move flat") == [])
    }

    @Test func aTaskMadeAStepJoinsItsParentsList() async throws {
        let laptop = try SyncDevice("laptop")
        try laptop.add("Write report", "Find the figures")
        try laptop.retag("Write report", "work")
        try await laptop.sync(with: lists)
        #expect(await lists.memberCounts() == [1, 1])
        let report = try uid(laptop, "Write report")
        try laptop.edit("Find the figures") { $0.parentUID = report }
        let moved = try await laptop.sync(with: lists).summary
        #expect(moved.sent == 1 && moved.deleted == 0)
        #expect(await lists.memberCounts() == [0, 2])
        // Out of the tree again: its own tags decide, and it goes home.
        try laptop.edit("Find the figures") { $0.parentUID = nil }
        try await laptop.sync(with: lists)
        #expect(await lists.memberCounts() == [1, 1])
    }

    @Test func aStepWhoseParentIsNotHereStaysInItsList() async throws {
        await lists[1].server.phoneWrites(
            "/alice/work/pack-1.ics",
            PairedSyncTests.phoneTask(uid: "pack-1", summary: "Pack").replacingOccurrences(
                of: "X-TASKS-ORG-ORDER:7",
                with: "RELATED-TO;RELTYPE=PARENT:elsewhere-1\r\nX-TASKS-ORG-ORDER:7"))
        let laptop = try SyncDevice("laptop")
        #expect(try await laptop.sync(with: lists).summary.received == 1)
        #expect(try laptop.store.item(uid: "pack-1")?.parentUID == "elsewhere-1")
        #expect(try laptop.tags(of: "Pack") == [])
        try laptop.edit("Pack") { $0.title = "Pack the boxes" }
        let (plans, sent) = try await laptop.sync(with: lists)
        #expect(sent.sent == 1 && plans[1].lines.allSatisfy { !$0.hasPrefix("move") }, "\(plans[1].lines)")
        #expect(await lists.memberCounts() == [0, 1])
        let body = try #require(await lists[1].server.body("/alice/work/pack-1.ics"))
        #expect(
            body.contains("RELATED-TO;RELTYPE=PARENT:elsewhere-1") && body.contains("SUMMARY:Pack the boxes"))
    }
}
