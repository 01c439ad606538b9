import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

@Suite("CSV")
struct CSVCodecTests {
    /// RFC 4180: CRLF rows, quoted fields with commas, doubled quotes and line breaks, an empty last field.
    static let fixture =
        "Title,Notes,Due Date,Completed,Important,Urgent,Extra\r\n"
        + "\"Call the bank, again\",\"line 1\r\nline \"\"2\"\"\",2026-12-01,no,yes,yes,ignored\r\n"
        + "Plain,,,yes,,,\r\n"
        + "'=1+2,'-note,,false,false,false,x"

    @Test func readsQuotedFieldsMultiLineNotesAndAliases() throws {
        let store = try makeStore()
        let plan = try importText(store, Self.fixture)
        #expect(plan.format == .csv)
        let items = try store.items()
        #expect(items.map(\.title) == ["Call the bank, again", "Plain", "=1+2"])
        #expect(items[0].notes == "line 1\nline \"2\"")
        #expect(items[0].deadline == LocalDate(year: 2026, month: 12, day: 1))
        #expect(items[0].quadrant == .doFirst)
        #expect(items.map(\.isDone) == [false, true, false])
        #expect(items[2].notes == "-note")
        #expect(items[1].uid == StableID.derive("csv", from: "Plain"))
    }

    @Test func exportQuotesWhatItMustAndGuardsFormulas() throws {
        let store = try storeHolding([
            TodoItem(uid: "u1", title: "=HYPERLINK(\"http://x\")", notes: "a, b\n\"c\"", createdAt: testNow),
            TodoItem(
                uid: "u2", title: "+1", notes: "@home", isDone: true, doneAt: testNow, isImportant: true,
                createdAt: testNow, tags: try tags("a,b", "@phone")),
            TodoItem(uid: "u3", title: "'quoted", notes: "-5 apples", createdAt: testNow),
        ])
        let text = String(decoding: try Exporter.export(store, as: .csv).bytes, as: UTF8.self)
        let stamp = "2026-11-22T09:00:00.000Z"
        #expect(
            text
                == "uid,title,notes,deadline,done,cancelled,doneAt,important,urgent,quadrant,createdAt,updatedAt,tags,repeat,series,start,parent,estimate,planned\r\n"
                + "u1,\"'=HYPERLINK(\"\"http://x\"\")\",\"a, b\n\"\"c\"\"\",,false,false,,false,false,eliminate,\(stamp),\(stamp),,,,,,,\r\n"
                + "u2,'+1,'@home,,true,false,\(stamp),true,false,schedule,\(stamp),\(stamp),\"'@phone a,b\",,,,,,\r\n"
                + "u3,''quoted,'-5 apples,,false,false,,false,false,eliminate,\(stamp),\(stamp),,,,,,,\r\n")
        let (_, back) = try roundTrip(store, .csv)
        #expect(back.map(\.title) == ["=HYPERLINK(\"http://x\")", "+1", "'quoted"])
        #expect(back.map(\.notes) == ["a, b\n\"c\"", "@home", "-5 apples"])
        #expect(back.map(\.tags.names) == [[], ["@phone", "a,b"], []])
    }

    @Test func aFormulaSignFollowedByACombiningMarkIsGuarded() throws {
        // "=\u{301}" is one Character that is not "=", but a spreadsheet sees a cell starting with "=".
        let store = try storeHolding([
            TodoItem(uid: "u1", title: "=\u{301}1+1", notes: "-\u{301}x", createdAt: testNow),
            TodoItem(uid: "u2", title: "'\u{301}quoted", createdAt: testNow),
        ])
        let text = String(decoding: try Exporter.export(store, as: .csv).bytes, as: UTF8.self)
        let rows = text.components(separatedBy: "\r\n")
        #expect(rows[1].hasPrefix("u1,'=\u{301}1+1,'-\u{301}x,"))
        #expect(rows[2].hasPrefix("u2,''\u{301}quoted,,"))
        let (_, back) = try roundTrip(store, .csv)
        #expect(back.map(\.title) == ["=\u{301}1+1", "'\u{301}quoted"])
        #expect(back.map(\.notes) == ["-\u{301}x", ""])
    }

    @Test(arguments: [
        (
            "title,done\n\"a, b\",yes\n\"unclosed,no\n",
            "tasks, line 3: a quoted field is never closed (is the file truncated?); nothing was imported"
        ),
        (
            "title,done\na,yes,extra\n",
            "tasks, line 2 (record 1): the row has 3 fields, the header has 2; nothing was imported"
        ),
        ("title,done\na,maybe\n", "tasks, line 2 (record 1): “maybe” is not yes or no; nothing was imported"),
        (
            "title,due\na,\"2026-1-5\"\n",
            "tasks, line 2 (record 1): “2026-1-5” is not a date such as 2026-12-01; nothing was imported"
        ),
        (
            "title,done\nab\"c,no\n",
            "tasks, line 2: a quote inside a field that does not start with one; nothing was imported"
        ),
        (
            "title,done\n\"a\"b,no\n",
            "tasks, line 2: text after the closing quote of a field (a quote must be doubled); nothing was imported"
        ),
        ("name,notes\n,x\n", "tasks, line 2 (record 1): the task has no title; nothing was imported"),
    ])
    func errorsNameTheLineAndImportNothing(text: String, message: String) throws {
        let store = try makeStore()
        try addTasks(store, ["Existing"])
        let before = try wholeTable(store)
        #expect(importFailure(store, bytes: Array(text.utf8), format: .csv) == message)
        #expect(try wholeTable(store) == before)
    }

    @Test func aHeaderWithoutATitleColumnIsRefusedWhenForced() throws {
        let store = try makeStore()
        #expect(
            importFailure(store, bytes: Array("a,b\n1,2\n".utf8), format: .csv)
                == "tasks, line 1: the header has no “title” column; nothing was imported")
    }
}
