import Foundation
import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// A task not started yet is out of the list and the matrix until its start (issue 34, item 1): `W`
/// shows it, and it comes back by itself on its day or at its minute.
@Suite("Hidden starts in the app")
struct HiddenStartLoopTests {
    final class Clock: @unchecked Sendable {
        var now = testNow
    }

    func makeLoop(_ clock: Clock) throws -> (AppLoop<FakeTerminal>, TaskStore) {
        var environment = CoreEnvironment.fixed(at: testNow)
        environment.now = { clock.now }
        let store = try TaskStore.inMemory(environment: environment)
        let now = environment.localNow
        try store.add(titles: ["Now"], at: .bottom)
        var tomorrow = TaskEdit(title: "Tomorrow")
        tomorrow.start = .some(now.date.adding(days: 1))
        try store.create(tomorrow, at: .bottom)
        var inTwoMinutes = TaskEdit(title: "In two minutes")
        inTwoMinutes.start = .some(now.date)
        inTwoMinutes.startTime = TimeOfDay(minutes: now.minuteOfDay + 2)
        try store.create(inTwoMinutes, at: .bottom)
        let loop = AppLoop(
            store: store, terminal: FakeTerminal(), options: DisplayOptions(), render: plainRender)
        loop.start()
        return (loop, store)
    }

    @Test func theKeyShowsWhatHasNotStartedAndHidesItAgain() throws {
        let (loop, _) = try makeLoop(Clock())
        #expect(loop.state.list.window.map(\.title) == ["Now"])
        #expect(loop.state.list.count == 1)
        loop.handle(.char("W"))
        #expect(loop.state.list.window.map(\.title) == ["Now", "Tomorrow", "In two minutes"])
        #expect(loop.state.status?.text == "Tasks not started yet shown")
        loop.send(.showScreen(.matrix))
        // Added without flags: the matrix's inbox holds them, and hides the starts to come as the
        // quadrants do.
        #expect(loop.state.matrix.inboxTotal == 3)
        loop.handle(.char("W"))
        #expect(loop.state.matrix.inboxTotal == 1)
        loop.send(.showScreen(.list))
        #expect(loop.state.list.window.map(\.title) == ["Now"])
    }

    @Test func aTimedStartAppearsAtItsMinuteAndADayStartOnItsDay() throws {
        let clock = Clock()
        let (loop, _) = try makeLoop(clock)
        clock.now = testNow.addingTimeInterval(60)
        loop.idle()
        #expect(loop.state.list.window.map(\.title) == ["Now"])
        clock.now = testNow.addingTimeInterval(120)
        loop.idle()
        #expect(loop.state.list.window.map(\.title) == ["Now", "In two minutes"])
        clock.now = testNow.addingTimeInterval(86_400)
        loop.idle()
        #expect(loop.state.list.window.map(\.title) == ["Now", "Tomorrow", "In two minutes"])
    }

    /// A list whose every open task waits for its start knows how many wait, which its empty frame says.
    @Test func anEmptyListCountsWhatWaits() throws {
        let (loop, store) = try makeLoop(Clock())
        _ = try store.setDone(true, uids: [try #require(loop.state.list.window.first?.uid)])
        loop.send(.storeChanged)
        type(loop, [.char(".")])
        #expect(loop.state.list.count == 0)
        #expect(loop.state.list.notStartedCount == 2)
    }
}
