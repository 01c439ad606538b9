import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The list's agenda view (issue 34, item 3), through the loop and a real store: `v` walks to it, the
/// selection moves over headings, the task keys act on the agenda's selection, and Shift-↓ changes places
/// only with a task due at the same moment.
@Suite("The agenda view")
struct AgendaLoopTests {
    /// Sunday 22 November 2026, 09:00: tasks overdue, due today (timed and not), starting today, due
    /// later this week, starting later, and one too far off.
    func makeAgendaLoop() throws -> (AppLoop<FakeTerminal>, TaskStore) {
        let (loop, store) = try makeLoop()
        func add(_ title: String, due: String? = nil, at time: TimeOfDay? = nil, start: String? = nil) throws
        {
            var edit = TaskEdit(
                title: title, deadline: .some(due.flatMap(LocalDate.init(iso:))), deadlineTime: time)
            edit.start = .some(start.flatMap(LocalDate.init(iso:)))
            try store.create(edit, at: .bottom)
        }
        try add("Pay the fine", due: "2026-11-20")
        try add("Buy bread", due: "2026-11-22")
        try add("Call the bank", due: "2026-11-22", at: TimeOfDay(hour: 15, minute: 0))
        try add("Start the essay", start: "2026-11-22")
        try add("Book flights", due: "2026-11-25")
        try add("Pack bags", due: "2026-11-25")
        try add("Plan the party", start: "2026-11-27")
        try add("Renew passport", due: "2027-03-01")
        try add("Sort photos")
        loop.send(.storeChanged)
        return (loop, store)
    }

    func showAgenda(_ loop: AppLoop<FakeTerminal>) {
        while loop.state.list.view != .agenda { loop.handle(.char("v")) }
    }

    @Test func theAgendaGroupsByTimeAndTheKeysActOnItsSelection() throws {
        let (loop, store) = try makeAgendaLoop()
        showAgenda(loop)
        #expect(loop.state.status?.text == "Showing the agenda")
        let sections = loop.state.list.agenda.sections
        #expect(
            sections.map(\.kind) == [.overdue, .today, .day(LocalDate(iso: "2026-11-25")!), .startingSoon])
        #expect(sections[1].items.map(\.title) == ["Call the bank", "Buy bread", "Start the essay"])
        #expect(loop.state.selectedTask?.title == "Pay the fine")
        // Down crosses the Today heading to its first task.
        type(loop, [.down])
        #expect(loop.state.selectedTask?.title == "Call the bank")
        // Space completes the agenda's selection, which leaves the agenda.
        type(loop, [.char(" ")])
        #expect(try store.items(.done).map(\.title) == ["Call the bank"])
        #expect(!loop.state.list.agenda.items.contains { $0.title == "Call the bank" })
        #expect(loop.state.selectedTask?.title == "Buy bread")
        type(loop, [.char("u")])
        #expect(loop.state.list.agenda.items.contains { $0.title == "Call the bank" })
    }

    @Test func shiftDownSwapsOnlyTasksDueTogether() throws {
        let (loop, store) = try makeAgendaLoop()
        showAgenda(loop)
        let index = try #require(loop.state.list.agenda.items.firstIndex { $0.title == "Book flights" })
        loop.send(.list(.select(index: index)))
        type(loop, [.shiftDown])
        #expect(loop.state.list.agenda.sections[2].items.map(\.title) == ["Pack bags", "Book flights"])
        #expect(
            try store.items(.all).map(\.title).firstIndex(of: "Pack bags")! < store.items(.all).map(\.title)
                .firstIndex(of: "Book flights")!)
        type(loop, [.shiftDown])
        #expect(loop.state.status?.text == "Already at the bottom of its day")
        loop.send(.list(.select(index: 0)))
        type(loop, [.shiftDown])
        #expect(loop.state.status?.text == "Already at the bottom of its day")
        type(loop, [.down, .down, .shiftDown])
        #expect(
            loop.state.status?.text == "The agenda is ordered by time: only tasks due together change places")
    }

    @Test func leavingTheAgendaShowsTheRowsAgain() throws {
        let (loop, _) = try makeAgendaLoop()
        showAgenda(loop)
        loop.handle(.char("v"))
        #expect(!loop.state.list.showsAgenda)
        // The rows hide what has not started yet; the agenda showed it under Starting soon.
        #expect(loop.state.list.count == 8)
        #expect(!loop.state.list.window.contains { $0.title == "Plan the party" })
    }
}
