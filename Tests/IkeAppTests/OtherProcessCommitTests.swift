import Foundation
import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// A commit by another process (`ike done` from a script) reaches the screen at the next idle, even when a
/// read that is not the screen's (the due counts on start and each minute) ran after it.
@Suite("Commits by other processes")
struct OtherProcessCommitTests {
    @Test func aCountReadAfterAnotherCommitDoesNotHideItFromTheScreen() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        try store.add(titles: ["Sort desktop icons", "Pay rent"], at: .bottom)
        let loop = AppLoop(
            store: store, terminal: FakeTerminal(), options: DisplayOptions(), render: plainRender)
        loop.start()
        let other = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        let rent = try #require(try other.items().last)
        _ = try other.setDone(true, uids: [rent.uid])
        // The start's due counts are read again (as each minute does) after the other commit.
        loop.send(.checkDue)
        loop.idle()
        #expect(loop.state.list.window.map(\.isDone) == [false, true])
    }
}
