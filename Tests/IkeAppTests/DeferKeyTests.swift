import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// `w` defers the selected task (issue 34, item 1): a prompt in the input row takes a day as a deadline
/// is typed, Enter alone means tomorrow, a start after the deadline is refused in place, and the change
/// is one undoable edit that hides the task until then.
@Suite("The defer key")
struct DeferKeyTests {
    @Test func wAsksAndEnterAloneMeansTomorrow() throws {
        var state = loadedState(["Call the bank", "Buy milk"])
        #expect(KeyMap.standard.action(for: .char("w"), in: state) == .deferTask)
        let item = try #require(state.list.selectedItem)
        step(&state, .deferTask) { $0.mode = .deferStart(DeferPrompt(item)) }
        var edit = TaskEdit()
        edit.start = .some(testToday.adding(days: 1))
        step(
            &state, .list(.submitField),
            expecting: [.change(.save(uid: item.uid, edit), label: "Starts Mon 23 Nov: “Call the bank”")]
        ) { $0.mode = .normal }
    }

    @Test func aTypedDayIsReadAndABadOneKeepsThePromptOpen() throws {
        var state = loadedState(["Call the bank"])
        _ = reduce(&state, .deferTask)
        for key in "blursday" { _ = reduce(&state, .typed(.char(key))) }
        _ = reduce(&state, .list(.submitField))
        #expect(state.mode.field?.text == "blursday")
        #expect(state.status?.kind == .error)
        _ = reduce(&state, .typed(.ctrl("u")))
        for key in "next fri 9:00" { _ = reduce(&state, .typed(.char(key))) }
        let effects = reduce(&state, .list(.submitField))
        var edit = TaskEdit()
        edit.start = .some(LocalDate(iso: "2026-11-27"))
        edit.startTime = TimeOfDay(hour: 9, minute: 0)
        #expect(
            effects == [
                .change(
                    .save(uid: "uid-Call the bank", edit), label: "Starts Fri 27 Nov 09:00: “Call the bank”")
            ])
        #expect(state.mode == .normal)
    }

    @Test func aStartAfterTheDeadlineIsRefusedAndEscLeavesItAlone() {
        var state = loadedState(["Pay rent"])
        state.list.window[0].deadline = LocalDate(iso: "2026-11-25")
        _ = reduce(&state, .deferTask)
        for key in "fri" { _ = reduce(&state, .typed(.char(key))) }
        #expect(reduce(&state, .list(.submitField)).isEmpty)
        #expect(state.status == StatusMessage("It would start after its deadline (Wed 25 Nov)", kind: .error))
        step(&state, .list(.cancelField)) {
            $0.mode = .normal
            $0.status = nil
        }
        #expect(KeyMap.scopes(for: state).first != .deferStart)
    }

    @Test func aDoneTaskHasNoStartToMove() {
        var state = loadedState(["Pay rent"])
        state.list.window[0].setDone(true, at: testNow)
        step(&state, .deferTask) {
            $0.status = StatusMessage("“Pay rent” is done: it has no start to move")
        }
    }

    @Test func theDeferredTaskLeavesTheListAndUndoBringsItBack() throws {
        let (loop, store) = try makeLoop(["Call the bank", "Buy milk"])
        type(loop, [.char("w"), .enter])
        #expect(loop.state.list.window.map(\.title) == ["Buy milk"])
        #expect(try store.items(.all).first?.start == store.environment.today.adding(days: 1))
        type(loop, [.char("u")])
        #expect(loop.state.list.window.map(\.title) == ["Call the bank", "Buy milk"])
        #expect(try store.items(.all).first?.start == nil)
    }
}
