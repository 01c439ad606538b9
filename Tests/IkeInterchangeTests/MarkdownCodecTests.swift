import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

@Suite("Markdown")
struct MarkdownCodecTests {
    static let fixture = """
        # Groceries

        Some prose that is not a task.
        - [ ] Milk
        - [x] Bread ✅ 2026-11-20
        * [X] Eggs
          + [ ] Nested item 📅 2026-12-24
        1. [ ] Numbered item
        - [] not a checkbox
        -[ ] not a list item
        - [ ] Kept <!-- uid:abc-123 -->

        """

    @Test func readsTaskItemsAndLeavesOtherLinesOut() throws {
        let store = try makeStore()
        let plan = try importText(store, Self.fixture)
        #expect(plan.format == .markdown)
        let items = try store.items()
        #expect(items.map(\.title) == ["Milk", "Bread", "Eggs", "Nested item", "Numbered item", "Kept"])
        #expect(items.map(\.isDone) == [false, true, true, false, false, false])
        #expect(utcDay(items[1].doneAt) == LocalDate(year: 2026, month: 11, day: 20))
        #expect(items[3].deadline == LocalDate(year: 2026, month: 12, day: 24))
        #expect(items[5].uid == "abc-123")
        #expect(items[0].uid == StableID.derive("md", from: "Milk"))
    }

    @Test func writesOneLineATask() throws {
        let store = try storeHolding([
            TodoItem(
                uid: "u1", title: "Milk", deadline: LocalDate(year: 2026, month: 12, day: 1),
                createdAt: testNow),
            TodoItem(
                uid: "u2", title: "Bread", notes: "lost: one line a task", isDone: true, doneAt: testNow,
                createdAt: testNow),
        ])
        let text = String(decoding: try Exporter.export(store, as: .markdown).bytes, as: UTF8.self)
        #expect(text == "- [ ] Milk 📅 2026-12-01 <!-- uid:u1 -->\n- [x] Bread ✅ 2026-11-22 <!-- uid:u2 -->\n")
    }

    @Test(arguments: [
        (
            "- [ ] ok\n- [?] what\n",
            "tasks, line 2 (record 2): unknown checkbox “[?]”; use “[ ]”, “[x]” or “[-]” (cancelled); nothing was imported"
        ),
        (
            "- [ ] a 📅 2026-02-30\n",
            "tasks, line 1 (record 1): “📅 2026-02-30” is not a date such as 2026-12-01; nothing was imported"
        ),
        ("- [ ] a\n- [x]    \n", "tasks, line 2 (record 2): the task has no title; nothing was imported"),
    ])
    func errorsNameTheLine(text: String, message: String) throws {
        let store = try makeStore()
        #expect(importFailure(store, bytes: Array(text.utf8)) == message)
        #expect(try store.count() == 0)
    }
}
