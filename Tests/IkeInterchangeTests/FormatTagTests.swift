import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Each format's own tags: what other apps write is read as tags, titles keep their own words, and a tag
/// name that cannot be a tag is refused at its line or normalised as `Docs/Formats.md` says.
@Suite("Tags in each format")
struct FormatTagTests {
    @Test func todoTxtTakesProjectsAndContextsOutOfTheTitleAnywhere() throws {
        let store = try makeStore()
        try importText(
            store,
            """
            Buy +groceries milk @store
            +home +work
            Call \\+1 555 0100 \\\\@x +a.b-c_d +업무
            Note +\(String(repeating: "a", count: 500)) +ok
            Odd +a\u{1B}b

            """, format: .todoTxt)
        let items = try store.items()
        #expect(
            items.map(\.title) == [
                "Buy milk", "+home +work", "Call +1 555 0100 \\@x",
                "Note +" + String(repeating: "a", count: 500),
                "Odd +a\u{1B}b",
            ])
        #expect(items.map(\.tags.names) == [["@store", "groceries"], [], ["a.b-c_d", "업무"], ["ok"], []])
    }

    @Test func todoTxtEscapesTitleWordsThatWouldReadAsTags() throws {
        let titles = ["Call +1 555 0100", "Reply to @jack", "\\+x and \\\\@y", "+home", "Learn C++ @"]
        let store = try storeHolding(
            titles.enumerated().map { index, title in
                TodoItem(uid: "u\(index)", title: title, createdAt: testNow, tags: try! tags("x"))
            })
        let (text, back) = try roundTrip(store, .todoTxt)
        #expect(text.contains(" Call \\+1 555 0100 +x uid:u0\n"))
        #expect(text.contains(" Reply to \\@jack +x uid:u1\n"))
        #expect(text.contains(" \\\\+x and \\\\\\@y +x uid:u2\n"))
        #expect(text.contains(" Learn C++ @ +x uid:u4\n"))
        #expect(back.map(\.title) == titles)
        #expect(back.allSatisfy { $0.tags.names == ["x"] })
    }

    @Test func markdownReadsHashtagsButNotNumbers() throws {
        let store = try makeStore()
        try importText(
            store,
            """
            - [ ] Fix #123 before #release #work
            - [x] #only #tags
            - [ ] Show \\#literal #할일 📅 2026-12-01

            """)
        let items = try store.items()
        #expect(items.map(\.title) == ["Fix #123 before", "#only #tags", "Show #literal"])
        #expect(items.map(\.tags.names) == [["release", "work"], [], ["할일"]])
        #expect(items[2].deadline == LocalDate(year: 2026, month: 12, day: 1))
        let written = String(decoding: try Exporter.export(store, as: .markdown).bytes, as: UTF8.self)
        #expect(written.contains("- [ ] Show \\#literal #할일 📅 2026-12-01 <!-- uid:"))
        #expect(written.contains("- [x] \\#only \\#tags ✅ "))
    }

    @Test func iCalendarCategoriesAreTagsAndTheSummaryIsLeftAlone() throws {
        let store = try makeStore()
        try importText(
            store,
            "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:n1\r\nSUMMARY:Prepare slides +work\r\n"
                + "CATEGORIES:Home office,urgent\r\nCATEGORIES:a\\,b,,Urgent\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        )
        let item = try #require(try store.items().first)
        #expect(item.title == "Prepare slides +work")
        #expect(item.tags.names == ["a,b", "Home-office", "urgent"])
    }

    @Test func aTaskwarriorProjectIsATagThatGoesBackAsTheProject() throws {
        let store = try makeStore()
        let uuid = "0d6f8e47-1f63-4c4b-9b2a-6c9b7f3b1a11"
        try importText(
            store,
            #"[{"uuid":"\#(uuid)","description":"Rake leaves","status":"pending","project":"home.garden","tags":["outside","@yard"]}]"#
        )
        let item = try #require(try store.items().first)
        #expect(item.title == "Rake leaves")
        #expect(item.tags.names == ["@yard", "outside", "project:home.garden"])
        // As ike writes the task, and as the record came (its original, written back unchanged).
        let plain = Exporter.encode(try store.items(), as: .taskwarrior, environment: store.environment)
        let text = String(decoding: plain, as: UTF8.self)
        #expect(text.contains(#""description":"Rake leaves","#))
        #expect(text.contains(#""project":"home.garden","tags":["@yard","outside"]"#))
        let back = String(decoding: try Exporter.export(store, as: .taskwarrior).bytes, as: UTF8.self)
        #expect(back.contains(#""project":"home.garden","tags":["outside","@yard"]"#))
    }

    @Test func aCSVTagsCellIsSeparatedBySpaces() throws {
        let store = try makeStore()
        try importText(store, "title,tags\r\nA,\"#work  @phone\tq\"\"uote\"\r\nB,\r\nC,'+x\r\n")
        #expect(try store.items().map(\.tags.names) == [["@phone", "q\"uote", "work"], [], ["x"]])
    }

    @Test func aCSVFileWithoutATagsColumnLeavesTagsAlone() throws {
        let store = try storeHolding([
            TodoItem(uid: "u1", title: "Pay rent", createdAt: testNow, tags: try tags("home"))
        ])
        try importText(store, "uid,title,notes\r\nu1,Pay rent,by transfer\r\n")
        let item = try #require(try store.item(uid: "u1"))
        #expect(item.notes == "by transfer")
        #expect(item.tags.names == ["home"])
    }

    static let longName = String(repeating: "x", count: 500)
    static let thousand = (0..<1_000).map { "t\($0)" }

    static func calendar(_ properties: String) -> String {
        "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:A\r\n\(properties)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    /// Files whose tags cannot be tags, and where the message says the fault is.
    static let badTags: [(InterchangeFormat, String, String)] = [
        (
            .iCalendar,
            calendar("CATEGORIES:ok,bad\u{1B}[31m"),
            "line 4 (record 1): CATEGORIES: a tag cannot hold control or invisible characters: “bad<U+001B>[31m”"
        ),
        (
            .iCalendar,
            calendar("CATEGORIES:" + longName),
            "line 4 (record 1): CATEGORIES: a tag is at most 64 characters"
        ),
        (
            .iCalendar,
            calendar("CATEGORIES:" + thousand.joined(separator: ",")),
            "line 4 (record 1): CATEGORIES: a task can have at most 100 tags, not 1000"
        ),
        (
            .taskwarrior, #"[{"uuid":"u","description":"A","tags":["ok","a\u001bb"]}]"#,
            "line 1 (record 1): “tags”: a tag cannot hold control or invisible characters: “a<U+001B>b”"
        ),
        (
            .taskwarrior, #"[{"uuid":"u","description":"A","project":"\#(longName)"}]"#,
            "line 1 (record 1): “project”: a tag is at most 64 characters"
        ),
        (
            .csv, "title,tags\r\nA,ok\r\nB,\"x\u{7}y\"\r\n",
            "line 3 (record 2): tags: a tag cannot hold control or invisible characters"
        ),
        (
            .csv, "title,tags\r\nA,\(thousand.joined(separator: " "))\r\n",
            "line 2 (record 1): tags: a task can have at most 100 tags, not 1000"
        ),
        (
            .todoTxt, "A " + thousand.map { "+" + $0 }.joined(separator: " ") + "\n",
            "line 1 (record 1): tags: a task can have at most 100 tags, not 1000"
        ),
        (
            .markdown, "- [ ] A " + thousand.map { "#" + $0 }.joined(separator: " ") + "\n",
            "line 1 (record 1): tags: a task can have at most 100 tags, not 1000"
        ),
    ]

    @Test(arguments: badTags)
    func aTagThatCannotBeOneIsRefusedAtItsLine(
        format: InterchangeFormat, text: String, message: String
    ) throws {
        let store = try makeStore()
        let failure = try #require(importFailure(store, bytes: Array(text.utf8), format: format))
        #expect(failure.hasPrefix("tasks, " + message), "\(format): \(failure)")
        #expect(failure.hasSuffix("; nothing was imported"))
        #expect(try store.items().isEmpty)
    }
}
