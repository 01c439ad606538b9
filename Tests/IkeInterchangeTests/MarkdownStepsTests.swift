import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// Steps in Markdown (issue 33, item 7): a nested item is a step of the item it is under (Obsidian and
/// GitHub nest so), at any depth and with tabs; ike writes a step nested under its parent and names the
/// parent in its comment, so a link to a task not in the file reads back.
@Suite("Steps in Markdown")
struct MarkdownStepsTests {
    @Test func aNestedItemIsAStepOfTheItemItIsUnder() throws {
        let text = """
            - [ ] Move flat
              - [ ] Pack
            \t- [x] Pack the books
              - [ ] Book the van
            Some prose between the lists.
            - [ ] Call the bank
                - [ ] Ask about the mortgage
            """
        let store = try makeStore()
        try importText(store, text, name: "tasks.md")
        let items = try store.items()
        let uid = Dictionary(uniqueKeysWithValues: items.map { ($0.title, $0.uid) })
        let parent = Dictionary(uniqueKeysWithValues: items.map { ($0.title, $0.parentUID) })
        #expect(parent["Move flat"] == .some(nil) && parent["Call the bank"] == .some(nil))
        #expect(parent["Pack"] == uid["Move flat"] && parent["Book the van"] == uid["Move flat"])
        #expect(parent["Pack the books"] == uid["Pack"])
        #expect(parent["Ask about the mortgage"] == uid["Call the bank"])
        // Written back nested, in tree order, each step naming its parent.
        let exported = String(decoding: try Exporter.export(store, as: .markdown).bytes, as: UTF8.self)
        let lines = exported.split(separator: "\n").map { $0.prefix { $0 != "<" } }
        #expect(
            lines == [
                "- [ ] Move flat ", "  - [ ] Pack ", "    - [x] Pack the books ✅ 2026-11-22 ",
                "  - [ ] Book the van ", "- [ ] Call the bank ", "  - [ ] Ask about the mortgage ",
            ], "\(exported)")
        #expect(exported.contains("parent:\(uid["Pack"]!) -->"))
    }
}
