import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Issue 30, deliverable 6: a title word that todo.txt reads as a `key:value` pair (`rec:2d`, `due:…`,
/// `t:…`, `pri:A`) is written escaped, so ike's own export reads back as the same title and no repeat,
/// deadline or priority appears from the title.
@Suite("todo.txt: key words in titles")
struct TodoTxtKeyWordTests {
    static let created = Date(timeIntervalSince1970: 1_795_392_000)

    @Test func keyWordsInTitlesReadBackAsTitleText() throws {
        let titles = [
            "Try rec:2d once", "Ends with rec:2d", "Write due:2026-12-01 on the card", "Read t:2026-12-01",
            "Plain pri:A", "Keep uid:zzz", "Ask due:later", "See https://example.com/x at 12:30",
            "Note: rrule:FREQ=DAILY", #"Backslash \rec:2d and \\t:x"#, #"Tag-like \+home and +a:b"#,
        ]
        let store = try storeHolding(
            titles.enumerated().map { index, title in
                TodoItem(uid: "k\(index)", title: title, createdAt: Self.created)
            })
        let (text, back) = try roundTrip(store, .todoTxt)
        #expect(back.map(\.title) == titles, "\(text)")
        #expect(back.allSatisfy { $0.repeats == nil && $0.deadline == nil && $0.quadrant == .eliminate })
        #expect(back.map(\.uid) == titles.indices.map { "k\($0)" })
        #expect(text.contains(#"Try \rec:2d once"#) && text.contains(#"Read \t:2026-12-01"#))
        #expect(text.contains("https://example.com/x at 12:30"), "a URL and a time are left as they are")
    }

    @Test func aRepeatingTaskWithRecInItsTitleKeepsItsOwnRule() throws {
        let store = try storeHolding([
            TodoItem(
                uid: "r", title: "Water rec:1m", deadline: LocalDate(iso: "2026-12-01"),
                createdAt: Self.created,
                repeats: .rule(RecurrenceRule(.daily, interval: 2)!))
        ])
        let (text, back) = try roundTrip(store, .todoTxt)
        #expect(back.map(\.title) == ["Water rec:1m"], "\(text)")
        #expect(back.map(\.repeats) == [.rule(RecurrenceRule(.daily, interval: 2)!)])
    }

    /// A title edited in ike on a task with an original line is escaped the same way.
    @Test func anEditedOriginalLineEscapesKeyWords() throws {
        let store = try makeStore()
        try importText(store, "2026-11-20 Buy milk uid:m\n", format: .todoTxt)
        var item = try #require(try store.items().first)
        item.title = "Buy milk rec:1w"
        let edited = item
        try store.change { try $0.update(edited) }
        let (text, back) = try roundTrip(store, .todoTxt)
        #expect(back.map(\.title) == ["Buy milk rec:1w"], "\(text)")
        #expect(back.map(\.repeats) == [nil])
    }
}
