import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The start date (issue 34, item 1): an edit that would start a task after its deadline is refused, a
/// task not started yet is hidden where the filter says so (to the minute on its day), and the filter
/// language compares starts as it compares deadlines.
@Suite("Start dates")
struct StartDateTests {
    static let today = LocalDate(iso: "2026-11-26")!

    @Test func aStartAfterTheDeadlineIsRefusedAndTheSameDayIsNot() throws {
        let store = try makeStore()
        var edit = TaskEdit(title: "Pay rent", deadline: .some(LocalDate(iso: "2026-11-30")))
        edit.start = .some(LocalDate(iso: "2026-12-01"))
        #expect(throws: StoreError.self) { try store.create(edit, at: .bottom) }
        #expect(try store.count() == 0)
        edit.start = .some(LocalDate(iso: "2026-11-30"))
        edit.startTime = TimeOfDay(hour: 18, minute: 0)
        edit.deadlineTime = TimeOfDay(hour: 17, minute: 0)
        do {
            _ = try store.create(edit, at: .bottom)
            Issue.record("a start at 18:00 before a deadline at 17:00 was taken")
        } catch let error as StoreError {
            #expect(
                error.description.contains(
                    "would start (2026-11-30 18:00) after its deadline (2026-11-30 17:00)"))
        }
        edit.startTime = TimeOfDay(hour: 9, minute: 0)
        let created = try store.create(edit, at: .bottom).item
        #expect(
            created.start == LocalDate(iso: "2026-11-30")
                && created.startTime == TimeOfDay(hour: 9, minute: 0))
        // Moving the deadline before the start is refused too.
        var earlier = TaskEdit(deadline: .some(LocalDate(iso: "2026-11-29")))
        earlier.deadlineTime = nil
        #expect(throws: StoreError.self) { try store.edit(uid: created.uid, earlier) }
    }

    @Test func aTaskNotStartedYetIsHiddenToTheMinute() throws {
        let store = try makeStore()
        try store.change { writer in
            func item(_ title: String, _ start: String?, _ time: TimeOfDay? = nil) -> TodoItem {
                var item = TodoItem(uid: "uid-" + title, title: title, createdAt: testNow)
                item.start = start.flatMap(LocalDate.init(iso:))
                item.startTime = time
                return item
            }
            try writer.insertAll([
                item("No start", nil), item("Started yesterday", "2026-11-25"), item("Today", "2026-11-26"),
                item("Today at nine", "2026-11-26", TimeOfDay(hour: 9, minute: 0)),
                item("Today at five", "2026-11-26", TimeOfDay(hour: 17, minute: 0)),
                item("Tomorrow", "2026-11-27"),
            ])
        }
        var filter = TaskFilter()
        filter.startedBy = LocalMoment(date: Self.today, time: try #require(TimeOfDay(hour: 9, minute: 0)))
        #expect(
            try store.items(filter).map(\.title) == [
                "No start", "Started yesterday", "Today", "Today at nine",
            ])
        #expect(try store.count(filter) == 4)
        // A filter that speaks of starts decides alone.
        filter.expression = try FilterParser.parse("start>today")
        filter.expressionToday = Self.today
        #expect(try store.items(filter).map(\.title) == ["Tomorrow"])
        filter.expression = try FilterParser.parse("start:none or start<today")
        #expect(try store.items(filter).map(\.title) == ["No start", "Started yesterday"])
    }

    @Test func startTermsReadAndPrintBack() throws {
        for text in ["start>today", "start<=\"next week\"", "start:none", "-start:any"] {
            #expect(try FilterParser.parse(text).description == text)
        }
        do {
            _ = try FilterParser.parse("start<")
            Issue.record("start< read")
        } catch {
            #expect(error.column == 7 && error.message.contains("start< needs a day after it"))
        }
    }
}

/// A repeating task's start moves with its deadline (issue 34, item 5): completing or skipping keeps the
/// days between them.
@Suite("Starts of repeating tasks")
struct RepeatingStartTests {
    @Test func completingAndSkippingMoveTheStartWithTheDeadline() throws {
        let store = try makeStore()
        var edit = TaskEdit(title: "Send the timesheet", deadline: .some(LocalDate(iso: "2026-11-27")))
        edit.start = .some(LocalDate(iso: "2026-11-25"))
        edit.repeats = .some(.rule(try RecurrencePhrase.parse("every week", today: StartDateTests.today)))
        let uid = try store.create(edit, at: .bottom).item.uid
        _ = try store.setDone(true, uids: [uid])
        var item = try #require(try store.item(uid: uid))
        #expect(item.deadline == LocalDate(iso: "2026-12-04") && item.start == LocalDate(iso: "2026-12-02"))
        _ = try store.skipOccurrence(uids: [uid])
        item = try #require(try store.item(uid: uid))
        #expect(item.deadline == LocalDate(iso: "2026-12-11") && item.start == LocalDate(iso: "2026-12-09"))
    }
}
