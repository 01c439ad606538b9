import Foundation
import IkeCore
import Testing

@testable import IkeSync

/// A parent deleted on the server while ike edits one of its steps (issue 33, bad input): the step and
/// its edit stay, it lists at the top level with its link kept (a parent that may come back, as any link
/// waiting for its task), and the sync sends the edit with the link as it was.
@Suite("A parent deleted elsewhere while a step is edited here")
struct DeletedParentSyncTests {
    @Test func theStepAndItsEditSurviveWithItsLink() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("Move flat", "Pack")
        let items = try laptop.store.items()
        let parent = try #require(items.first { $0.title == "Move flat" })
        try laptop.edit("Pack") { $0.parentUID = parent.uid }
        try await laptop.sync(with: server)

        let parentHref = try #require(
            await server.members.first {
                String(decoding: $0.value.body, as: UTF8.self).contains("SUMMARY:Move flat")
            }?
            .key)
        await server.phoneDeletes(parentHref)
        try laptop.edit("Pack") { $0.title = "Pack the boxes" }
        let (_, summary) = try await laptop.sync(with: server)
        #expect(summary.deleted == 1 && summary.sent == 1, "\(summary)")
        #expect(try laptop.titles() == ["Pack the boxes"])
        let step = try #require(try laptop.store.items().first)
        #expect(step.parentUID == parent.uid, "the link is kept, waiting")
        let rows = try laptop.store.treeRows(.all, limit: 10, offset: 0)
        #expect(rows.map(\.depth) == [0], "it lists at the top level")
        let body = try #require(await server.members.values.first).body
        let text = String(decoding: body, as: UTF8.self)
        #expect(
            text.contains("SUMMARY:Pack the boxes")
                && text.contains("RELATED-TO;RELTYPE=PARENT:\(parent.uid)"))
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }
}
