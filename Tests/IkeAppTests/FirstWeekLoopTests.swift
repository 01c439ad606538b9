import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// Issue 14's fixes through `AppLoop` and an in-memory store.
@Suite("A new user's first week: app loop")
struct FirstWeekLoopTests {
    /// A form open on a task another process deleted can be saved as a new task, with the fields typed.
    @Test func aFormWhoseTaskWasDeletedElsewhereSavesAsANewTask() throws {
        let (loop, store) = try makeLoop(["Call the bank", "Buy milk"])
        type(loop, [.char("e"), .end] + " today".map { .char($0) })
        try store.delete(uids: [try store.items()[0].uid])
        type(loop, [.ctrl("s")])
        #expect(
            loop.state.status
                == StatusMessage(
                    "Another program deleted this task: Ctrl-S saves it as a new one, Esc discards it",
                    kind: .error))
        #expect(loop.state.mode.form?.isNew == true)
        #expect(loop.state.mode.form?.title.text == "Call the bank today")
        #expect(try store.items().map(\.title) == ["Buy milk"])
        type(loop, [.ctrl("s")])
        #expect(loop.state.mode == .normal)
        #expect(try store.items().map(\.title) == ["Call the bank today", "Buy milk"])
        #expect(loop.state.status?.text == "Added “Call the bank today”")
    }

    /// A save that fails for another reason leaves the form as it was, on its task.
    @Test func aFormWhoseTaskStillExistsIsNotDetached() throws {
        let (loop, store) = try makeLoop(["Call the bank"])
        type(loop, [.char("e"), .end, .char("!")])
        let uid = try store.items()[0].uid
        #expect(loop.state.mode.form?.uid == uid)
        type(loop, [.ctrl("s")])
        #expect(loop.state.mode == .normal)
        #expect(try store.items().map(\.title) == ["Call the bank!"])
    }
}
