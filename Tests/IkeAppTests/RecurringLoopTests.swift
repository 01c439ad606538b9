import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// Recurring tasks through `AppLoop` with a store: Space and → on a review card complete this occurrence
/// (a done record, the task open at its next deadline), `>` skips one, and u takes each back whole.
@Suite("Recurring tasks through the app loop")
struct RecurringLoopTests {
    /// A loop over "Water plants" (every 3 days from Tuesday 24 November 2026) and "Buy milk".
    func loop() throws -> (AppLoop<FakeTerminal>, TaskStore, String) {
        let (loop, store) = try makeLoop(["Water plants", "Buy milk"])
        let uid = try #require(try store.items().first?.uid)
        let rule = try RecurrencePhrase.parse("every 3 days", today: LocalDate(iso: "2026-11-22")!)
        try store.edit(uid: uid, TaskEdit(deadline: LocalDate(iso: "2026-11-24"), repeats: .rule(rule)))
        loop.send(.storeChanged)
        return (loop, store, uid)
    }

    @Test func spaceCompletesThisOccurrenceAndUndoTakesItAllBack() throws {
        let (loop, store, uid) = try loop()
        let before = try store.items()
        type(loop, [.char(" ")])
        #expect(loop.state.status?.text == "Done: “Water plants” · next due Fri 27 Nov")
        let after = try store.items()
        #expect(after.map(\.title) == ["Water plants", "Water plants", "Buy milk"])
        #expect(after[0].uid == uid && !after[0].isDone && after[0].deadline?.iso == "2026-11-27")
        #expect(after[1].isDone && after[1].seriesUID == uid && after[1].deadline?.iso == "2026-11-24")
        #expect(loop.state.list.selectedUID == uid, "the selection stays on the task completed")
        type(loop, [.char("u")])
        #expect(try store.items() == before)
    }

    @Test func theNextDueNamesTheTasksTimeOfDay() throws {
        let (loop, store, uid) = try loop()
        try store.edit(
            uid: uid,
            TaskEdit(deadline: LocalDate(iso: "2026-11-24"), deadlineTime: TimeOfDay(hour: 9, minute: 30)))
        loop.send(.storeChanged)
        type(loop, [.char(" ")])
        #expect(loop.state.status?.text == "Done: “Water plants” · next due Fri 27 Nov 09:30")
        type(loop, [.char(">")])
        #expect(loop.state.status?.text == "Skipped: “Water plants” · next due Mon 30 Nov 09:30")
    }

    @Test func skipMovesToTheNextDeadlineAndAPlainTaskSaysSo() throws {
        let (loop, store, uid) = try loop()
        type(loop, [.char(">")])
        #expect(loop.state.status?.text == "Skipped: “Water plants” · next due Fri 27 Nov")
        #expect(try store.item(uid: uid)?.deadline?.iso == "2026-11-27")
        #expect(try store.items().filter(\.isDone).isEmpty)
        type(loop, [.down, .char(">")])
        #expect(loop.state.status?.text == "“Buy milk” does not repeat: there is no occurrence to skip")
        type(loop, [.char("u")])
        #expect(try store.item(uid: uid)?.deadline?.iso == "2026-11-24")
    }

    @Test func rightOnAReviewCardCompletesThisOccurrence() throws {
        let (loop, store, uid) = try loop()
        type(loop, [.char("4"), .enter])
        #expect(loop.state.review.round?.card?.title == "Water plants")
        type(loop, [.right])
        #expect(try store.item(uid: uid)?.deadline?.iso == "2026-11-27")
        #expect(try store.item(uid: uid + "-done-2026-11-24")?.isDone == true)
        #expect(loop.state.review.round?.card?.title == "Buy milk")
        #expect(loop.state.review.round?.count(.done) == 1)
        type(loop, [.char("u")])
        #expect(try store.item(uid: uid + "-done-2026-11-24") == nil)
        #expect(loop.state.review.round?.card?.title == "Water plants")
    }
}
