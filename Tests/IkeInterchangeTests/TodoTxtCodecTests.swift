import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

@Suite("todo.txt")
struct TodoTxtCodecTests {
    /// Lines from the todo.txt format description (github.com/todotxt/todo.txt), plus ike's own keys.
    static let fixture = """
        (A) Thank Mom for the meatballs @phone
        (B) Schedule Goodwill pickup +GarageSale @phone
        Post signs around the neighborhood +GarageSale

        x 2011-03-02 2011-03-01 Review Tim's pull request +TodoTxtTouch @github
        (C) 2011-03-01 Call  the  bank t:2026-11-25 due:2026-12-01
        (D) Low-priority thing
        x Done without dates pri:A
        2026-11-20 (A) not a priority after a date uid:my-own-id

        """

    @Test func readsTheSpecificationsExamples() throws {
        let store = try makeStore()
        let plan = try importText(store, Self.fixture)
        #expect(plan.format == .todoTxt)
        #expect(plan.summary == "8 added, 0 updated, 0 unchanged")
        let items = try store.items()
        #expect(
            items.map(\.title) == [
                "Thank Mom for the meatballs", "Schedule Goodwill pickup",
                "Post signs around the neighborhood",
                "Review Tim's pull request", "Call  the  bank", "Low-priority thing",
                "Done without dates", "(A) not a priority after a date",
            ])
        #expect(
            items.map(\.tags.names) == [
                ["@phone"], ["@phone", "GarageSale"], ["GarageSale"], ["@github", "TodoTxtTouch"], [], [], [],
                [],
            ])
        #expect(
            items.map(\.quadrant) == [
                .doFirst, .schedule, .eliminate, .eliminate, .delegate, .eliminate, .doFirst, .eliminate,
            ])
        #expect(items.map(\.isDone) == [false, false, false, true, false, false, true, false])
        #expect(utcDay(items[3].doneAt) == LocalDate(year: 2011, month: 3, day: 2))
        #expect(utcDay(items[3].createdAt) == LocalDate(year: 2011, month: 3, day: 1))
        #expect(items[6].doneAt == testNow)  // done without a date: done at the import
        #expect(items[4].deadline == LocalDate(year: 2026, month: 12, day: 1))
        #expect(items[4].start == LocalDate(year: 2026, month: 11, day: 25))
        // Its uid is derived from the text with its `t:` word, as ikes before starts derived it.
        #expect(items[4].uid == StableID.derive("todotxt", from: "Call  the  bank t:2026-11-25"))
        #expect(items[7].uid == "my-own-id")
        // Derived from the text with its tags, as before tags were taken out, so earlier imports still match.
        #expect(items[0].uid == StableID.derive("todotxt", from: "Thank Mom for the meatballs @phone"))
        #expect(items[0].createdAt == testNow)
    }

    @Test func writesPrioritiesDatesAndUids() throws {
        let created = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
        let store = try storeHolding([
            TodoItem(
                uid: "u1", title: "Call the bank +home", deadline: LocalDate(year: 2026, month: 12, day: 1),
                isImportant: true, isUrgent: true, createdAt: created, tags: try tags("money", "@phone")),
            TodoItem(uid: "u2", title: "x marks the spot", isImportant: true, createdAt: created),
            TodoItem(
                uid: "u3", title: "Reply", isDone: true, doneAt: testNow, isUrgent: true, createdAt: created),
            TodoItem(uid: "u4", title: "Someday", createdAt: created),
        ])
        let text = String(decoding: try Exporter.export(store, as: .todoTxt).bytes, as: UTF8.self)
        #expect(
            text == """
                (A) 2026-11-18 Call the bank \\+home @phone +money due:2026-12-01 uid:u1
                (B) 2026-11-18 x marks the spot uid:u2
                x 2026-11-22 2026-11-18 Reply pri:C uid:u3
                2026-11-18 Someday uid:u4

                """)
    }

    @Test func reImportMatchesByDerivedUidAndTakesTheNewState() throws {
        let store = try makeStore()
        try importText(store, "Buy milk\nBuy milk\nCall mom\n")
        #expect(try store.count() == 3)  // the same line twice is two tasks
        let plan = try importText(store, "x 2026-11-21 Buy milk\nCall mom\n")
        #expect(plan.summary == "0 added, 1 updated, 1 unchanged")
        #expect(try store.items().map(\.isDone) == [true, false, false])
    }

    /// Issue 20, item 4: beside an open line of the same text, a done line is an occurrence of its own,
    /// never the open task's new state, wherever it stands in the file.
    @Test func aDoneLineBesideAnOpenLineOfTheSameTextIsATaskOfItsOwn() throws {
        let store = try makeStore()
        try importText(store, "Buy milk\nBuy milk\nCall mom\n")
        let plan = try importText(store, "x 2026-11-21 Buy milk\nBuy milk\nCall mom\n")
        #expect(plan.summary == "1 added, 0 updated, 2 unchanged")
        #expect(
            try store.items().map { "\($0.title) \($0.isDone)" } == [
                "Buy milk false", "Buy milk false", "Call mom false", "Buy milk true",
            ])
    }

    @Test(arguments: [
        (
            "Buy milk\n(A) Call due:2026-13-01\n",
            "tasks, line 2 (record 2): “due:2026-13-01” is not a date such as due:2026-12-01; nothing was imported"
        ),
        (
            "a\n\n   \nb due:20261201\n",
            "tasks, line 4 (record 2): “due:20261201” is not a date such as due:2026-12-01; nothing was imported"
        ),
        (
            "a uid:1\nb uid:1\n",
            "tasks, line 2 (record 2): the uid “1” was already used at line 1; nothing was imported"
        ),
        ("x 2026-11-01\n", "tasks, line 1 (record 1): the task has no title; nothing was imported"),
    ])
    func errorsNameTheLineAndImportNothing(text: String, message: String) throws {
        let store = try makeStore()
        try addTasks(store, ["Existing"])
        let before = try wholeTable(store)
        #expect(importFailure(store, bytes: Array(text.utf8)) == message)
        #expect(try wholeTable(store) == before)
    }
}
