import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Title words that look like a format's own markup (`due:`, `uid:`, `pri:`, `📅`, `✅`): text unless their
/// value has the markup's shape, so such titles export and re-import, and uids with spaces survive todo.txt.
@Suite("Markup words in titles")
struct MarkupWordTests {
    static let created = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18

    @Test func aDueWordWhoseValueIsNotADateStaysInTheTitle() throws {
        let store = try makeStore()
        try importText(store, "Ask due:later about it\nPlan due: soon\nCall due:2026-12-01 back\n")
        let items = try store.items()
        #expect(items.map(\.title) == ["Ask due:later about it", "Plan due: soon", "Call back"])
        #expect(items.map(\.deadline) == [nil, nil, LocalDate(year: 2026, month: 12, day: 1)])
    }

    @Test(arguments: [
        (
            "a\nb due:2026-02-30\n",
            "tasks, line 2 (record 2): “due:2026-02-30” is not a date such as due:2026-12-01; nothing was imported"
        ),
        (
            "a due:1st\n",
            "tasks, line 1 (record 1): “due:1st” is not a date such as due:2026-12-01; nothing was imported"
        ),
    ])
    func aDueWordStartingWithADigitMustBeADate(text: String, message: String) throws {
        let store = try makeStore()
        #expect(importFailure(store, bytes: Array(text.utf8)) == message)
        #expect(try store.count() == 0)
    }

    @Test func onlyTheLastUidAndOnADoneTaskTheLastPriAreMetadata() throws {
        let store = try makeStore()
        try importText(store, "Read uid:a notes uid:b\nRate pri:A\nx Filed pri:B pri:C\n")
        let items = try store.items()
        #expect(items.map(\.title) == ["Read uid:a notes", "Rate pri:A", "Filed pri:B"])
        #expect(items.map(\.uid)[0] == "b")
        #expect(items.map(\.quadrant) == [.eliminate, .eliminate, .delegate])
    }

    @Test func titlesHoldingMarkupWordsExportAndReadBack() throws {
        let items = [
            TodoItem(uid: "u1", title: "Ask due:later", createdAt: Self.created),
            TodoItem(uid: "u2", title: "Read uid:foo notes", createdAt: Self.created),
            TodoItem(uid: "u3", title: "Rate pri:A", createdAt: Self.created),
            TodoItem(uid: "u4", title: "Filed pri:B", isDone: true, doneAt: testNow, createdAt: Self.created),
            TodoItem(
                uid: "u5", title: "Shipped pri:C", isDone: true, doneAt: testNow, isImportant: true,
                isUrgent: true, createdAt: Self.created),
        ]
        let store = try storeHolding(items)
        let (text, back) = try roundTrip(store, .todoTxt)
        #expect(
            text == """
                2026-11-18 Ask \\due:later uid:u1
                2026-11-18 Read \\uid:foo notes uid:u2
                2026-11-18 Rate \\pri:A uid:u3
                x 2026-11-22 2026-11-18 Filed \\pri:B pri:D uid:u4
                x 2026-11-22 2026-11-18 Shipped \\pri:C pri:A uid:u5

                """)
        #expect(back.map(\.title) == items.map(\.title))
        #expect(back.map(\.uid) == items.map(\.uid))
        #expect(back.map(\.quadrant) == items.map(\.quadrant))
    }

    @Test func uidsWithSpacesAndPercentSignsArePercentEncoded() throws {
        let store = try storeHolding([TodoItem(uid: "list 1 %done", title: "Task", createdAt: Self.created)])
        let (text, back) = try roundTrip(store, .todoTxt)
        #expect(text == "2026-11-18 Task uid:list%201%20%25done\n")
        #expect(back.map(\.uid) == ["list 1 %done"])
        let other = try makeStore()
        try importText(other, "Not hex uid:a%zz\nNot UTF-8 uid:b%FF\nLower case uid:c%2fd\n")
        #expect(try other.items().map(\.uid) == ["a%zz", "b%FF", "c/d"])
    }

    @Test func markdownSignsWithoutADateStayInTheTitle() throws {
        let store = try makeStore()
        try importText(store, "- [ ] Decide 📅 later\n- [x] Ship ✅ soon ✅ 2026-11-20\n- [ ] Last 📅\n")
        let items = try store.items()
        #expect(items.map(\.title) == ["Decide 📅 later", "Ship ✅ soon", "Last 📅"])
        #expect(items.map(\.deadline) == [nil, nil, nil])
        #expect(utcDay(items[1].doneAt) == LocalDate(year: 2026, month: 11, day: 20))
        let written = try storeHolding([
            TodoItem(
                uid: "u1", title: "Pick 📅 soon", deadline: LocalDate(year: 2026, month: 12, day: 1),
                createdAt: testNow)
        ])
        let (text, back) = try roundTrip(written, .markdown)
        #expect(text == "- [ ] Pick 📅 soon 📅 2026-12-01 <!-- uid:u1 -->\n")
        #expect(back.map(\.title) == ["Pick 📅 soon"])
        #expect(back.map(\.deadline) == [LocalDate(year: 2026, month: 12, day: 1)])
    }
}
