import Foundation
import IkeCore
import Testing

@testable import IkeSync

/// The three-way merge: both sides' changes to different fields survive, tags merge as sets, and the same
/// field changed on both sides goes to the later change with the loser logged.
@Suite("Three-way merge")
struct SyncMergeTests {
    static var base: VTodoFields {
        var item = TodoItem(uid: "u", title: "Buy milk", createdAt: Date(timeIntervalSince1970: 0))
        item.tags = TagSet([try! Tag("home"), try! Tag("shop")])
        return VTodoFields(item)
    }

    @Test func differentFieldsBothWin() {
        var local = Self.base
        local.title = "Buy oat milk"
        var server = Self.base
        server.deadline = LocalDate(year: 2026, month: 12, day: 1)
        server.isDone = true
        let result = SyncMerge.merge(base: Self.base, local: local, server: server, localWins: false)
        var expected = Self.base
        expected.title = "Buy oat milk"
        expected.deadline = LocalDate(year: 2026, month: 12, day: 1)
        expected.isDone = true
        #expect(result == SyncMerge.Result(fields: expected, conflicts: []))
    }

    @Test func theSameFieldGoesToTheLaterChangeAndTheLoserIsLogged() {
        var local = Self.base
        local.title = "Local title"
        var server = Self.base
        server.title = "Server title"
        let serverLater = SyncMerge.merge(base: Self.base, local: local, server: server, localWins: false)
        #expect(serverLater.fields.title == "Server title")
        #expect(
            serverLater.conflicts == [
                .init(field: "title", kept: "Server title", lost: "Local title", keptLocal: false)
            ])
        let localLater = SyncMerge.merge(base: Self.base, local: local, server: server, localWins: true)
        #expect(localLater.fields.title == "Local title")
        #expect(localLater.conflicts.map(\.lost) == ["Server title"])
        // The same new value on both sides is no conflict.
        #expect(
            SyncMerge.merge(base: Self.base, local: local, server: local, localWins: true).conflicts.isEmpty)
    }

    @Test func tagsMergeAsSets() throws {
        var local = Self.base
        local.tags = TagSet([try Tag("home"), try Tag("urgent")])  // removed shop, added urgent
        var server = Self.base
        server.tags = TagSet([try Tag("shop"), try Tag("home"), try Tag("weekend")])  // added weekend
        let result = SyncMerge.merge(base: Self.base, local: local, server: server, localWins: false)
        #expect(result.fields.tags.names == ["home", "urgent", "weekend"])
        #expect(result.conflicts.isEmpty)
    }

    @Test func nothingChangedGivesTheServerFieldsBack() {
        let result = SyncMerge.merge(base: Self.base, local: Self.base, server: Self.base, localWins: true)
        #expect(result == SyncMerge.Result(fields: Self.base, conflicts: []))
    }
}

/// A field changed here back to the base's value, later than the server's copy: it still wins.
@Suite("A change back to the base's value")
struct ChangeBackMergeTests {
    @Test func aLaterChangeBackWinsAndALaterServerChangeStillWins() {
        var base = VTodoFields(TodoItem(uid: "u", title: "Water", createdAt: Date(timeIntervalSince1970: 0)))
        base.isDone = false
        var server = base
        server.isDone = true
        let local = base
        let later = SyncMerge.merge(
            base: base, local: local, server: server, localWins: { _ in true },
            editedAfterServer: { $0 == .done })
        #expect(!later.fields.isDone && later.conflicts.map(\.field) == ["done"])
        let earlier = SyncMerge.merge(base: base, local: local, server: server, localWins: { _ in false })
        #expect(earlier.fields.isDone && earlier.conflicts.isEmpty)
    }
}
