import Foundation
import IkeCore
import Testing

@testable import IkeApp

/// `c` cancels the selected task (issue 30, item 7): closed, not done, one undoable change; on a cancelled
/// task it reopens it.
@Suite("The cancel key")
struct CancelKeyTests {
    @Test func cMeansCancelOrReopen() {
        var state = loadedState(["Book the hall", "Buy milk"])
        #expect(KeyMap.standard.action(for: .char("c"), in: state) == .toggleCancelled)
        step(
            &state, .toggleCancelled,
            expecting: [.change(.cancel(uid: "uid-Book the hall"), label: "Cancelled: “Book the hall”")])
        state.list.window[0].setStatus(.cancelled, at: testNow)
        step(
            &state, .toggleCancelled,
            expecting: [
                .change(.setDone(uid: "uid-Book the hall", false), label: "Reopened: “Book the hall”")
            ])
    }

    @Test func aCancelIsUndoneWhole() throws {
        let (loop, store) = try makeLoop(["Book the hall", "Buy milk"])
        type(loop, [.char("c")])
        #expect(try store.items(.all).map(\.status) == [.cancelled, .open])
        #expect(try store.counts() == TaskCounts(open: 1, done: 1))
        type(loop, [.char("u")])
        #expect(try store.items(.all).map(\.status) == [.open, .open])
        type(loop, [.char("c"), .char("c")])
        #expect(try store.items(.all).map(\.status) == [.open, .open], "c twice reopens")
    }
}
