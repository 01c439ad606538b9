import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// Someday through the defer prompt (issue 34, item 2): `w`, "someday", Enter keeps the task out of sight
/// until it is taken back (the form's Start field emptied); a task with a deadline is refused in place.
@Suite("Someday in the app")
struct SomedayKeyTests {
    @Test func theDeferPromptTakesSomeday() throws {
        var state = loadedState(["Learn the cello"])
        _ = reduce(&state, .deferTask)
        for key in "someday" { _ = reduce(&state, .typed(.char(key))) }
        var edit = TaskEdit()
        edit.start = .some(.someday)
        #expect(
            reduce(&state, .list(.submitField)) == [
                .change(.save(uid: "uid-Learn the cello", edit), label: "Someday: “Learn the cello”")
            ])
        state.list.window[0].deadline = LocalDate(iso: "2026-12-01")
        _ = reduce(&state, .deferTask)
        for key in "someday" { _ = reduce(&state, .typed(.char(key))) }
        #expect(reduce(&state, .list(.submitField)).isEmpty)
        #expect(state.status?.text == "It has a deadline, so it cannot wait for someday")
    }

    @Test func aSomedayTaskLeavesTheListAndComesBackWhenTakenBack() throws {
        let (loop, store) = try makeLoop(["Learn the cello", "Buy milk"])
        type(loop, [.char("w")] + "someday".map { Key.char($0) } + [.enter])
        #expect(loop.state.list.window.map(\.title) == ["Buy milk"])
        #expect(try store.items(.all).first?.isSomeday == true)
        type(loop, [.char("W")])
        #expect(loop.state.list.window.map(\.title) == ["Learn the cello", "Buy milk"])
        // The form's Start field says someday; emptied and saved, the task is back for good.
        type(loop, [.up, .char("e")])
        #expect(loop.state.mode.form?.start.text == "someday")
        type(loop, tabKeys(from: .title, to: .start) + [.ctrl("u"), .ctrl("s"), .char("W")])
        #expect(loop.state.list.window.map(\.title) == ["Learn the cello", "Buy milk"])
        #expect(try store.items(.all).first?.start == nil)
    }
}
