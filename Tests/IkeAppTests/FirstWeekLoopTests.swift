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

    /// A task added under a kept search stays in sight until the search changes; Esc on the list
    /// clears the kept search.
    @Test func tasksAddedUnderAKeptSearchStayShownAndEscClearsIt() throws {
        let (loop, store) = try makeLoop(["Call the bank", "Buy milk", "Bank statement"])
        type(loop, [.char("/")] + "bank".map { .char($0) } + [.enter])
        #expect(loop.state.list.window.map(\.title) == ["Call the bank", "Bank statement"])
        type(loop, [.char("a")] + "Water plants".map { .char($0) } + [.enter, .escape])
        #expect(try store.items().count == 4)
        #expect(loop.state.list.window.map(\.title) == ["Water plants", "Call the bank", "Bank statement"])
        #expect(loop.state.list.selectedItem?.title == "Water plants")
        // Changing the search lets the pin go.
        type(loop, [.char("/"), .backspace, .enter])
        #expect(loop.state.list.window.map(\.title) == ["Call the bank", "Bank statement"])
        type(loop, [.escape])
        #expect(loop.state.list.searchText.isEmpty)
        #expect(loop.state.list.count == 4)
        #expect(loop.state.status?.text == "Showing every task")
    }

    /// `v` walks the views (today's plan, then the deadline views) and `s` the orders; sorting never rewrites the stored order, and a
    /// sorted list refuses to move a task.
    @Test func viewsAndSortsLeaveTheStoredOrderAlone() throws {
        let (loop, store) = try makeLoop()
        for (title, due) in [
            ("Later", "2026-12-10"), ("Today", "2026-11-22"), ("Late", "2026-11-20"), ("None", nil),
        ] {
            try store.create(
                TaskEdit(title: title, deadline: .some(due.flatMap(LocalDate.init(iso:)))), at: .bottom)
        }
        loop.send(.storeChanged)
        let stored = try store.items().map(\.title)
        #expect(stored == ["Later", "Today", "Late", "None"])
        type(loop, [.char("v")])
        // Today: due today, and overdue (nothing is planned here).
        #expect(loop.state.list.window.map(\.title) == ["Today", "Late"])
        type(loop, [.char("v")])
        #expect(loop.state.list.window.map(\.title) == ["Today"])
        type(loop, [.char("v")])
        #expect(loop.state.list.window.map(\.title) == ["Late"])
        type(loop, [.char("v")])
        #expect(loop.state.list.window.map(\.title) == ["Today", "Late"])  // Mon 16 – Sun 22 November
        type(loop, [.char("v")])
        #expect(loop.state.list.showsAgenda)
        type(loop, [.char("v"), .char("s")])
        #expect(loop.state.list.window.map(\.title) == ["Late", "Today", "Later", "None"])
        type(loop, [.char("G")])
        #expect(loop.state.list.selectedItem?.title == "None")
        type(loop, [.shiftUp])
        #expect(loop.state.status?.text == "Sorted by deadline: moving a task needs your order (s)")
        #expect(try store.items().map(\.title) == stored)
        type(loop, [.char("s"), .char("s")])
        #expect(loop.state.list.window.map(\.title) == stored)
        #expect(loop.state.list.selectedItem?.title == "None")  // the selection followed its task
    }
}
