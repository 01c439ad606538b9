import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// Completing, skipping and setting rules on recurring tasks through the store: one task advances, its
/// occurrence is recorded as a done task of its own, and one undo puts everything back.
@Suite("Recurring tasks in the store")
struct RecurringCompletionTests {
    /// Sunday 22 November 2026 in UTC, the day of the store's `testNow`.
    static let today = LocalDate(iso: "2026-11-22")!

    static func rule(_ phrase: String) throws -> TaskRepeat {
        .rule(try RecurrencePhrase.parse(phrase, today: today))
    }

    func recurring(_ phrase: String, deadline: String?) throws -> (TaskStore, TodoItem) {
        let store = try makeStore()
        try addTasks(store, ["Before"])
        let item = try store.create(
            TaskEdit(
                title: "Water plants", deadline: deadline.map { LocalDate(iso: $0) },
                addTags: [try Tag("home")],
                repeats: try Self.rule(phrase)),
            at: .bottom
        ).item
        try addTasks(store, ["After"])
        return (store, item)
    }

    @Test func completingRecordsTheOccurrenceAndAdvancesInOneUndoableChange() throws {
        let (store, item) = try recurring("every 2 weeks", deadline: "2026-11-23")
        let before = try store.items()
        let (changed, mutation) = try store.setDone(true, uids: [item.uid])
        #expect(changed.map(\.deadline?.iso) == ["2026-12-07"])
        #expect(changed[0].isDone == false && changed[0].doneAt == nil)
        let items = try store.items()
        #expect(items.map(\.title) == ["Before", "Water plants", "Water plants", "After"])
        let occurrence = items[2]
        #expect(occurrence.uid == item.uid + "-done-2026-11-23")
        #expect(occurrence.isDone && occurrence.doneAt == testNow && occurrence.deadline?.iso == "2026-11-23")
        let home = try Tag("home")
        #expect(occurrence.repeats == nil && occurrence.seriesUID == item.uid && occurrence.tags == [home])
        #expect(try store.items(.done).map(\.uid) == [occurrence.uid])
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func theLastOccurrenceCompletesTheTaskForGoodAndCountsDown() throws {
        let (store, item) = try recurring("every day, 2 times", deadline: "2026-11-22")
        let first = try store.setDone(true, ids: [try #require(item.id)]).items[0]
        #expect(first.deadline?.iso == "2026-11-23" && !first.isDone)
        #expect(first.repeats?.rule?.end == .count(1))
        let last = try store.setDone(true, uids: [item.uid]).items[0]
        #expect(last.isDone && last.deadline?.iso == "2026-11-23")
        #expect(try store.items(.done).count == 2, "one occurrence record and the task itself")
    }

    @Test func untilEndsTheSeries() throws {
        let (store, item) = try recurring("every week until 30 nov", deadline: "2026-11-25")
        let done = try store.setDone(true, uids: [item.uid]).items[0]
        #expect(done.isDone && done.deadline?.iso == "2026-11-25")
        #expect(try store.items().count == 3, "no occurrence record when the series ends")
    }

    @Test func onScheduleAnOverdueTaskComesBackAfterTodayCountingThePassedOccurrences() throws {
        let (store, item) = try recurring("every day, 10 times", deadline: "2026-11-17")
        let changed = try store.setDone(true, uids: [item.uid]).items[0]
        // 17 November done on the 22nd: the 18th to the 22nd are passed over, the 23rd is next.
        #expect(changed.deadline?.iso == "2026-11-23")
        #expect(changed.repeats?.rule?.end == .count(4))
        #expect(try store.item(uid: item.uid + "-done-2026-11-17")?.isDone == true)
    }

    @Test func afterDoneCountsFromTheDayItWasDone() throws {
        let (store, item) = try recurring("every 3 days after done", deadline: "2026-11-10")
        #expect(try store.setDone(true, uids: [item.uid]).items[0].deadline?.iso == "2026-11-25")
    }

    @Test func skippingAdvancesWithoutARecordAndIsUndoable() throws {
        let (store, item) = try recurring("every mon, thu", deadline: "2026-11-23")
        let before = try store.items()
        let (changed, mutation) = try store.skipOccurrence(uids: [item.uid])
        #expect(changed[0].deadline?.iso == "2026-11-26" && !changed[0].isDone)
        #expect(try store.items(.done).isEmpty)
        try expectInvertsCleanly(store, mutation, before: before)
        let plain = try #require(try store.items().first)
        #expect(try store.skipOccurrence(uids: [plain.uid]).items == [plain], "a plain task is left alone")
    }

    @Test func aRuleOnATaskWithoutADeadlineGivesItTheFirstOccurrence() throws {
        let (_, item) = try recurring("every fri", deadline: nil)
        #expect(item.deadline?.iso == "2026-11-27")
        let store = try makeStore()
        let plain = try addTasks(store, ["Call mum"])[0]
        let edited = try store.edit(uid: plain.uid, TaskEdit(repeats: try Self.rule("every day")))
        #expect(edited.item.deadline == Self.today)
        let stopped = try store.edit(uid: plain.uid, TaskEdit(repeats: .some(nil))).item
        #expect(stopped.repeats == nil && stopped.deadline == Self.today)
    }

    @Test func aRuleWithNoDateLeftIsRefused() throws {
        let store = try makeStore()
        let plain = try addTasks(store, ["Old"])[0]
        let past = try RecurrenceRule(.daily, end: .until(LocalDate(iso: "2026-01-01")!)).map(TaskRepeat.rule)
        #expect(throws: StoreError.repeatWithoutDate(rule: "every day until 1 Jan 2026")) {
            try store.edit(uid: plain.uid, TaskEdit(repeats: past))
        }
        #expect(try store.item(uid: plain.uid) == plain)
    }

    @Test func theFormsDoneBoxCompletesAnOccurrenceToo() throws {
        let (store, item) = try recurring("every month on the 15th", deadline: "2026-11-15")
        let edited = try store.edit(uid: item.uid, TaskEdit(title: "Water the plants", done: true)).item
        #expect(edited.deadline?.iso == "2026-12-15" && !edited.isDone && edited.title == "Water the plants")
        #expect(try store.item(uid: item.uid + "-done-2026-11-15")?.title == "Water the plants")
    }

    @Test func completingTheSameOccurrenceAgainGetsANumberedRecord() throws {
        let (store, item) = try recurring("every week", deadline: "2026-11-23")
        try store.setDone(true, uids: [item.uid])
        try store.setDeadline(LocalDate(iso: "2026-11-23"), uids: [item.uid])
        try store.setDone(true, uids: [item.uid])
        let uids = try store.items(.done).map(\.uid).sorted()
        #expect(uids == [item.uid + "-done-2026-11-23", item.uid + "-done-2026-11-23-2"])
    }

    @Test func rulesAndCustomRulesReadBackAfterReopening() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        var store: TaskStore? = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        let custom = TaskRepeat.custom(CustomRepeat(.iCalendar, "FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU"))
        let afterDone = try Self.rule("every 3 days after done, 4 times")
        try store?.add(
            [
                TaskEdit(title: "A", deadline: Self.today, repeats: custom),
                TaskEdit(title: "B", deadline: Self.today, repeats: afterDone),
                TaskEdit(title: "C"),
            ], at: .bottom)
        store = nil
        let reopened = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        #expect(try reopened.items().map(\.repeats) == [custom, afterDone, nil])
    }

    /// Done for good would end the series in the app that made the rule: refused, saying why, the task
    /// as it was (issue 30, "Bad input").
    @Test(arguments: [
        CustomRepeat(.todoTxt, "2b"), CustomRepeat(.iCalendar, "FREQ=MONTHLY;BYSETPOS=-1;BYDAY=FR"),
    ])
    func aRuleIkeCannotFollowIsNotCompleted(rule: CustomRepeat) throws {
        let store = try makeStore()
        let custom = TaskRepeat.custom(rule)
        let item = try store.create(
            TaskEdit(title: "Report", deadline: Self.today, repeats: custom), at: .top)
        #expect(throws: StoreError.cannotFollowRule(title: "Report", rule: rule.text)) {
            try store.setDone(true, uids: [item.item.uid])
        }
        let kept = try #require(try store.item(uid: item.item.uid))
        #expect(!kept.isDone && kept.repeats == custom && kept.deadline == Self.today)
        #expect(try store.items().count == 1)
        #expect(StoreError.cannotFollowRule(title: "Report", rule: rule.text).description.contains(rule.text))
    }

    @Test func aDatabaseBeforeRecurrenceReadsItsTasksAsNotRepeating() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        // Read as it is (a dry run does not migrate), and then migrated.
        let unmigrated = try #require(try unmigratedTask(at: path, upTo: "v7-untitled-tasks"))
        #expect(unmigrated.title == "Kept" && unmigrated.repeats == nil)
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        let item = try #require(try store.items().first)
        #expect(item.repeats == nil && item.seriesUID == nil && item.deadline?.iso == "2026-11-30")
        #expect(try store.setDone(true, uids: ["old"]).items[0].isDone)
    }
}
