import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

@Suite("JSON formats")
struct JSONCodecTests {
    @Test func ikeJSONKeepsEveryFieldExactly() throws {
        let done = Date(milliseconds: 1_795_300_000_123)
        let store = try storeHolding([
            TodoItem(
                uid: "a", title: "Tab\there? no: one line \u{1B}[31m", notes: "x\n\u{7}\"\\/\u{2028}",
                deadline: LocalDate(year: 2026, month: 2, day: 28), isDone: true, doneAt: done,
                isImportant: true,
                createdAt: Date(milliseconds: 1_700_000_000_001),
                updatedAt: Date(milliseconds: 1_795_300_000_124)),
            TodoItem(uid: "b", title: "할 일 🎉", createdAt: testNow),
        ])
        let (text, back) = try roundTrip(store, .ikeJSON)
        #expect(
            text.hasPrefix(
                "{\"format\":\"ike\",\"version\":2,\"exportedAt\":\"2026-11-22T09:00:00.000Z\",\"tasks\":[\n")
        )
        let original = try store.items()
        for (before, after) in zip(original, back) {
            // A position is the importing database's own (its keys end in that database's suffix); the
            // order is kept, which the uids in turn show.
            var expected = before
            expected.id = after.id
            expected.orderKey = after.orderKey
            #expect(after == expected)
        }
        #expect(back.count == 2)
    }

    @Test func ikeJSONFromANewerIkeIsRefused() throws {
        let text = "{\"format\":\"ike\",\"version\":10,\"tasks\":[]}"
        #expect(
            importFailure(try makeStore(), bytes: Array(text.utf8))
                == "tasks, line 1: written by a newer ike (format version 10; this ike reads up to 9); nothing was imported"
        )
    }

    @Test func simpleShapesAreRecognisedAndRead() throws {
        let store = try makeStore()
        var plan = try importText(store, #"["Milk", "Bread"]"#)
        #expect(plan.format == .titlesJSON)
        plan = try importText(store, #"[{"id": 7, "title": "Todo app", "isDone": true}]"#)
        #expect(plan.format == .todosJSON)
        plan = try importText(store, #"[{"title": "Checklist", "done": true}]"#)
        #expect(plan.format == .checklistJSON)
        plan = try importText(
            store,
            #"""
            [{"id": "5F1C2A4E-1111-4222-8333-944455556666", "title": "Run a marathon", "description": "spring",
              "deadline": 817776000, "isCompleted": false},
             {"id": "g2", "title": "Learn Korean", "description": "", "deadline": "2027-06-30T00:00:00Z",
              "isCompleted": true}]
            """#)
        #expect(plan.format == .goalsJSON)
        plan = try importText(store, #"[{"title": "Matrix", "important": true, "urgent": false}]"#)
        #expect(plan.format == .matrixJSON)
        let items = try store.items()
        #expect(
            items.map(\.title) == [
                "Milk", "Bread", "Todo app", "Checklist", "Run a marathon", "Learn Korean", "Matrix",
            ])
        #expect(items.map(\.isDone) == [false, false, true, true, false, true, false])
        #expect(items[2].uid == "json:7")
        #expect(items[4].uid == "5f1c2a4e-1111-4222-8333-944455556666")
        #expect(items[4].deadline == LocalDate(year: 2026, month: 12, day: 1))  // seconds since 2001
        #expect(items[4].notes == "spring")
        #expect(items[5].deadline == LocalDate(year: 2027, month: 6, day: 30))
        #expect(items[6].quadrant == .schedule)
    }

    @Test func goalsExportWritesSecondsSince2001() throws {
        let store = try storeHolding([
            TodoItem(
                uid: "json:g1", title: "Marathon", deadline: LocalDate(year: 2026, month: 12, day: 1),
                createdAt: testNow)
        ])
        let text = String(decoding: try Exporter.export(store, as: .goalsJSON).bytes, as: UTF8.self)
        #expect(
            text
                == "[\n  {\"id\":\"g1\",\"title\":\"Marathon\",\"description\":\"\",\"deadline\":817776000,\"isCompleted\":false}\n]\n"
        )
    }

    @Test(arguments: [
        (
            #"{"foo": 1}"#,
            "tasks, line 1: expected an array of tasks or an ike export (an object with “format” and “tasks”), found an object with the members “foo”; nothing was imported"
        ),
        (
            "[1, 2]",
            "tasks, line 1 (record 1): expected a task object or a title, found a number; nothing was imported"
        ),
        (
            "[{\"title\": \"a\"},\n {\"title\": \"b\", \"isDone\": \"yes\"}]",
            "tasks, line 2 (record 2): “isDone” must be true or false, not a string; nothing was imported"
        ),
        (
            "[{\"title\": \"a\"},\n {\"done\": true}]",
            "tasks, line 2 (record 2): the task has no “title”; nothing was imported"
        ),
        (
            "[{\"title\": \"a\"},\n {\"title\": \"b\"",
            "tasks, line 2: the file ends inside an object (is it truncated?); nothing was imported"
        ),
        (
            "[\"a\",\n\"b\n\"]",
            "tasks, line 2: a line break inside a string (is a closing quote missing?); nothing was imported"
        ),
        (
            "[\"a\" \"b\"]",
            "tasks, line 1: expected “,” or “]” after an array element, found “\"”; nothing was imported"
        ),
        (
            #"[{"title": "\ud800"}]"#,
            "tasks, line 1: an unpaired surrogate \\ud800 in a string; nothing was imported"
        ),
        (
            #"[{"title": "x", "deadline": true}]"#,
            "tasks, line 1 (record 1): “deadline” must be a date or a number of seconds since 2001, not true or false; nothing was imported"
        ),
        (
            #"[{"uid": "a", "title": "x"}, {"uid": "a", "title": "y"}]"#,
            "tasks, line 1 (record 2): the uid “a” was already used at line 1; nothing was imported"
        ),
        (
            String(repeating: "[", count: 10_000),
            "tasks, line 1: JSON nested deeper than 256 levels; nothing was imported"
        ),
    ])
    func wrongShapesAndBrokenJSONSayWhereAndImportNothing(text: String, message: String) throws {
        let store = try makeStore()
        try addTasks(store, ["Existing"])
        let before = try wholeTable(store)
        #expect(importFailure(store, bytes: Array(text.utf8)) == message)
        #expect(try wholeTable(store) == before)
    }
}
