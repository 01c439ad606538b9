import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Tags through ike JSON, which carries them as a `tags` array and reads its older files by the migration's
/// rule, and what every format shares: an export reads back onto its own store unchanged.
@Suite("Tags in ike JSON and the other formats")
struct TagInterchangeTests {
    static let tagged = [
        TodoItem(
            uid: "a", title: "Pay rent +home", createdAt: testNow,
            tags: [
                try! Tag("Home"), try! Tag("@phone"), try! Tag("a,b"), try! Tag("q\"uote"), try! Tag("할일"),
            ]),
        TodoItem(uid: "b", title: "Prepare slides", createdAt: testNow, tags: [try! Tag("work")]),
        TodoItem(uid: "c", title: "Untagged +2w", createdAt: testNow),
    ]

    @Test func ikeJSONRoundTripsTitlesAndTagsExactly() throws {
        let store = try storeHolding(Self.tagged)
        let (text, back) = try roundTrip(store, .ikeJSON)
        #expect(
            text.contains(
                #""title":"Pay rent +home","notes":"","tags":["@phone","a,b","Home","q\"uote","할일"]"#))
        #expect(back.map(\.title) == Self.tagged.map(\.title))
        #expect(back.map(\.tags.names) == Self.tagged.map(\.tags.names))
        // Importing the export into its own store changes nothing.
        let before = try wholeTable(store)
        let plan = try Importer(store: store).run(file: "f", bytes: Array(text.utf8))
        #expect(plan.count(.unchanged) == 3)
        #expect(try wholeTable(store) == before)
    }

    /// A bulk import (above `TriggerSuspension.threshold`, links written many rows a statement with a
    /// short last statement) stores every link and recounts every tag as one-by-one writes would.
    @Test func aBulkImportLinksEveryTaskAndCountsEveryTag() throws {
        let store = try storeHolding([
            TodoItem(uid: "old", title: "Before", createdAt: testNow, tags: [try! Tag("Home")])
        ])
        let count = 1_203
        let lines = (0..<count).map { index in
            (index % 3 == 0 ? "x 2026-11-20 " : "") + "Task \(index) +p\(index % 7) @home +HOME"
        }
        try importText(store, lines.joined(separator: "\n"), name: "tasks.txt")
        let (links, tags) = try store.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM task_tag") ?? 0,
                try Row.fetchAll(db, sql: "SELECT name, openCount, doneCount FROM tag ORDER BY key").map {
                    "\($0[0] as String) \($0[1] as Int) \($0[2] as Int)"
                }
            )
        }
        #expect(links == 1 + 3 * count)
        var expected = ["@home 802 401", "Home 803 401"]
        for tag in 0..<7 {
            let members = (0..<count).filter { $0 % 7 == tag }
            let done = members.filter { $0 % 3 == 0 }.count
            expected.append("p\(tag) \(members.count - done) \(done)")
        }
        #expect(tags == expected)
        let items = try store.items()
        #expect(items.last?.tags.names == ["@home", "Home", "p5"])
    }

    @Test func aFileOfAnIkeBeforeTagsReadsByTheMigrationsRule() throws {
        let store = try makeStore()
        let text = """
            {"format":"ike","version":1,"tasks":[
              {"uid":"a","title":"Pay rent +home"},
              {"uid":"b","title":"Follow up +2w"},
              {"uid":"c","title":"Now tagged +x","tags":[]}
            ]}
            """
        try importText(store, text)
        let items = try store.items()
        #expect(items.map(\.title) == ["Pay rent", "Follow up +2w", "Now tagged +x"])
        #expect(items.map(\.tags.names) == [["home"], [], []])
    }

    @Test func aFileWithTagsChangesAMatchedTasksTags() throws {
        let store = try storeHolding(Self.tagged)
        let text = #"[{"uid":"b","title":"Prepare slides","tags":["WORK","talk"]}]"#
        let plan = try importText(store, text)
        #expect(plan.entries.map(\.changedFields) == [["tags"]])
        #expect(try store.item(uid: "b")?.tags.names == ["talk", "work"])
        try expectTagTallyMatchesTheLinks(store, after: "an import that changed tags")
    }

    @Test(arguments: [
        (#"[{"uid":"a","title":"A","tags":"work"}]"#, "“tags” must be an array of strings, not a string"),
        (#"[{"uid":"a","title":"A","tags":[1]}]"#, "“tags” must be an array of strings, not a number"),
        (#"[{"uid":"a","title":"A","tags":["home office"]}]"#, "“tags”: a tag cannot hold spaces"),
        (#"[{"uid":"a","title":"A","tags":["\u001b[31m"]}]"#, "“tags”: a tag cannot hold control"),
        (#"[{"uid":"a","title":"A","tags":["+"]}]"#, "“tags”: “+” is not a tag"),
    ])
    func badTagsAreRefusedAtTheirLine(text: String, message: String) throws {
        let store = try makeStore()
        let failure = try #require(importFailure(store, bytes: Array(text.utf8)))
        #expect(failure.hasPrefix("tasks, line 1 (record 1): " + message), "\(failure)")
        #expect(try store.items().isEmpty)
    }

    @Test func aTaskWithAThousandTagsIsRefused() throws {
        let names = (0..<1_000).map { "\"t\($0)\"" }.joined(separator: ",")
        let text = #"[{"uid":"a","title":"A","tags":["# + names + #"]}]"#
        let failure = importFailure(try makeStore(), bytes: Array(text.utf8))
        #expect(
            failure
                == "tasks, line 1 (record 1): “tags”: a task can have at most 100 tags, not 1000; nothing was imported"
        )
    }

    @Test func everyFormatWritesTagsOfItsOwnAndReadsItsExportBackUnchanged() throws {
        let store = try storeHolding(Self.tagged)
        let todo = String(decoding: try Exporter.export(store, as: .todoTxt).bytes, as: UTF8.self)
        #expect(todo.contains(" Pay rent \\+home @phone +a,b +Home +q\"uote +할일 uid:a\n"))
        #expect(todo.contains(" Prepare slides +work uid:b\n"))
        let ics = String(decoding: try Exporter.export(store, as: .iCalendar).bytes, as: UTF8.self)
        #expect(ics.contains("SUMMARY:Prepare slides\r\n"))
        #expect(ics.contains("CATEGORIES:work\r\n"))
        let markdown = String(decoding: try Exporter.export(store, as: .markdown).bytes, as: UTF8.self)
        #expect(markdown.contains("- [ ] Pay rent +home #@phone #a,b #Home #q\"uote #할일 <!-- uid:a -->\n"))
        // Not Taskwarrior: it refuses the tag `a,b`, which it would split (TaskwarriorCommaTagTests).
        for format in [InterchangeFormat.todoTxt, .csv, .iCalendar, .markdown] {
            let before = try wholeTable(store)
            let bytes = try Exporter.export(store, as: format).bytes
            let plan = try Importer(store: store).run(file: "f", bytes: bytes, format: format)
            #expect(plan.count(.unchanged) == 3, "\(format): \(plan.entries.map(\.changedFields))")
            #expect(try wholeTable(store) == before, "\(format)")
        }
    }

    @Test func theTitleWrittenIsTheOneTagWordsAppendedBefore() throws {
        for title in ["Pay rent", "Pay rent +home", "Learn C++", "a+b", "Call +Home"] {
            let item = TodoItem(
                uid: "x", title: title, createdAt: testNow, tags: try tags("home", "@phone", "한"))
            #expect(TitleTags.written(item) == TitleTags.adding(item.tags.names, to: title), "\(title)")
        }
    }

    @Test func aTitleChangedInAnotherAppIsStillTaken() throws {
        let store = try storeHolding(Self.tagged)
        try importText(store, "2026-11-22 Prepare the slides +work uid:b\n", format: .todoTxt)
        let item = try #require(try store.item(uid: "b"))
        #expect(item.title == "Prepare the slides")
        #expect(item.tags.names == ["work"])
    }

    @Test func aDryRunReadsAnOlderDatabaseAsTheMigrationWillLeaveIt() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        try oldDatabase(at: path, upTo: "v4-index-review-decks", titles: ["Pay rent +home"])
        let fingerprintBefore = try fingerprint(path)
        let store = try #require(try TaskStore.openReadOnly(at: path, environment: .fixed(at: testNow)))
        let file = """
            {"format":"ike","version":2,"tasks":[
              {"uid":"old-0","title":"Pay rent","tags":["home"]}
            ]}
            """
        let plan = try Importer(store: store).run(file: "f", bytes: Array(file.utf8), dryRun: true)
        #expect(plan.entries.map(\.action) == [.unchanged], "\(plan.entries.map(\.changedFields))")
        let fingerprintAfter = try fingerprint(path)
        #expect(fingerprintAfter.0 == fingerprintBefore.0)
    }
}
