import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// The matrix's inbox in ike JSON (`"inbox": true`): an export and an import keep which tasks wait to be
/// placed, so a restore does not send every task without a flag (Eliminate included) back to the inbox.
@Suite("The inbox in ike JSON")
struct InboxFileTests {
    @Test func anExportAndAnImportKeepWhichTasksWaitInTheInbox() throws {
        let store = try makeStore()
        var placed = TaskEdit(title: "Placed in Eliminate")
        placed.quadrant = .eliminate
        try store.create(placed, at: .bottom)
        try store.create(TaskEdit(title: "Waiting"), at: .bottom)
        var flagged = TaskEdit(title: "Do first")
        flagged.quadrant = .doFirst
        try store.create(flagged, at: .bottom)
        let bytes = try Exporter.export(store, as: .ikeJSON).bytes
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "\"inbox\":true").count == 2, "\(text)")

        let other = try makeStore()
        _ = try Importer(store: other).run(file: "backup.json", bytes: bytes)
        let inbox = try other.items().filter(\.isInInbox).map(\.title)
        #expect(inbox == ["Waiting"])
        #expect(
            try other.items().filter(\.isTriaged).map(\.title).sorted() == [
                "Do first", "Placed in Eliminate",
            ])
    }

    @Test func aFileWithoutTheMemberPlacesEveryTaskAsTheMigrationDid() throws {
        let file = """
            {"format":"ike","version":8,"tasks":[
              {"uid":"a","title":"Old task","done":false,"important":false,"urgent":false}
            ]}
            """
        let store = try makeStore()
        _ = try Importer(store: store).run(file: "old.json", bytes: Array(file.utf8))
        let item = try #require(try store.item(uid: "a"))
        #expect(item.isTriaged && !item.isInInbox)
    }

    @Test func otherFormatsLeaveATaskWithoutAFlagInTheInbox() throws {
        let store = try makeStore()
        _ = try Importer(store: store).run(file: "todo.txt", bytes: Array("Call the bank\n".utf8))
        #expect(try store.items().map(\.isInInbox) == [true])
    }
}
