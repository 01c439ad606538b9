import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Taskwarrior splits a tag with a comma into several (it keeps tags as one comma-separated text): the
/// export refuses such a task, says which and how to fix it, and writes nothing (issue 30, item 6).
@Suite("Taskwarrior: tags with a comma")
struct TaskwarriorCommaTagTests {
    @Test func aTagWithACommaIsRefusedWithTheTasksNamed() throws {
        let store = try storeHolding([
            TodoItem(uid: "a", title: "Fine", createdAt: testNow, tags: TagSet([try Tag("home")])),
            TodoItem(
                uid: "b", title: "Split", createdAt: testNow, tags: TagSet([try Tag("a,b"), try Tag("c")])),
        ])
        #expect(
            throws: Exporter.Failure(
                description:
                    "1 task has a tag with a comma, which Taskwarrior would split into several tags: "
                    + "“Split” (a,b); nothing was written. Give those tasks a tag without a comma (ike edit ID "
                    + "--untag 'a,b' --tag a-b) and export again.")
        ) { try Exporter.export(store, as: .taskwarrior) }
        // Other formats carry it.
        #expect(try roundTrip(store, .ikeJSON).items.map(\.tags.names) == [["home"], ["a,b", "c"]])
    }

    /// A project is an attribute of its own: a comma in it stays.
    @Test func aProjectWithACommaIsExported() throws {
        let store = try storeHolding([
            TodoItem(uid: "p", title: "Plan", createdAt: testNow, tags: TagSet([try Tag("project:a,b")]))
        ])
        let text = String(decoding: try Exporter.export(store, as: .taskwarrior).bytes, as: UTF8.self)
        #expect(text.contains("\"project\":\"a,b\""), "\(text)")
    }
}
