import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// A search for words shows its first rows before it counts its matches (issue 34, speed): no index
/// answers words, so the count reads every task, and the first frame needs only a window of rows.
@Suite("A search's count after its first frame")
struct SearchCountLaterTests {
    static let titles = (1...200).map { "Task \($0)" }

    static func search(_ loop: AppLoop<FakeTerminal>, _ text: String) {
        type(loop, [.char("/")] + text.map { Key.char($0) })
    }

    @Test func theFirstFrameHasTheWindowAndTheCountComesWhenNoKeyWaits() throws {
        let (loop, _) = try makeLoop(Self.titles)
        Self.search(loop, "Task")
        let list = loop.state.list
        #expect(list.countPending != nil)
        #expect(list.count < Self.titles.count && list.count == list.windowOffset + list.window.count)
        #expect(list.window.prefix(3).map(\.title) == ["Task 1", "Task 2", "Task 3"])
        // The loop asks for the count at once when no key waits, and only then.
        #expect(loop.nextTimeout == 0)
        loop.idle()
        #expect(loop.state.list.countPending == nil)
        #expect(loop.state.list.count == Self.titles.count)
        #expect(loop.nextTimeout == loop.idleMilliseconds)
    }

    @Test func aCountForASearchTypedFurtherSinceIsDropped() throws {
        let (loop, _) = try makeLoop(Self.titles)
        Self.search(loop, "Task")
        let earlier = try #require(loop.state.list.countPending)
        type(loop, [.char(" "), .char("1")])
        let shown = loop.state.list.count
        #expect(loop.state.list.countPending != nil && loop.state.list.countPending != earlier)
        loop.send(.list(.counted(earlier, Self.titles.count)))
        #expect(loop.state.list.count == shown)
        loop.idle()
        // "Task 1", "Task 10" to "Task 19", "Task 100" to "Task 199".
        #expect(loop.state.list.count == 111)
        #expect(loop.state.list.countPending == nil)
    }

    @Test func aSearchWhoseMatchesFitTheWindowIsCountedAtOnce() throws {
        let (loop, _) = try makeLoop(Self.titles)
        Self.search(loop, "Task 19")
        #expect(loop.state.list.countPending == nil)
        #expect(loop.state.list.count == 11)
        #expect(loop.nextTimeout == loop.idleMilliseconds)
    }

    @Test func movingPastTheRowsReadWaitsForTheCountThenGoesOn() throws {
        let (loop, _) = try makeLoop(Self.titles)
        Self.search(loop, "Task")
        type(loop, [.enter])
        let firstCount = loop.state.list.count
        type(loop, Array(repeating: Key.down, count: firstCount + 5))
        #expect(loop.state.list.selectedIndex == firstCount - 1)
        loop.idle()
        type(loop, Array(repeating: Key.down, count: 5))
        #expect(loop.state.list.selectedIndex == firstCount + 4)
        #expect(loop.state.list.selectedItem?.title == "Task \(firstCount + 5)")
    }
}
