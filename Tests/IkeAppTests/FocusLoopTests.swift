import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The focus card through `AppLoop` with a store (issue 35, item 4): f on the list, the work period
/// written as it goes and at its end, the bell, a checklist ticked, the task finished, and time the
/// process did not run.
@Suite("Focus card through the app loop")
struct FocusLoopTests {
    /// The wall clock the store reads, moved by the test with the loop's monotonic clock.
    final class Clock: @unchecked Sendable {
        var seconds = 0.0
        var wall: Date { testNow.addingTimeInterval(seconds) }
    }

    let clock = Clock()

    /// A loop on the list over one task with a checklist, work periods of a minute.
    func makeFocusLoop(work: Int = 60) throws -> (AppLoop<FakeTerminal>, TaskStore, FakeTerminal) {
        var environment = CoreEnvironment.fixed(at: testNow)
        environment.now = { [clock] in clock.wall }
        let store = try TaskStore.inMemory(environment: environment)
        try store.create(
            TaskEdit(title: "Write the report", notes: "- [ ] intro\n- [ ] figures"), at: .bottom)
        var preferences = AppPreferences()
        preferences.focus = FocusSettings(workSeconds: work, shortBreakSeconds: 20, longBreakSeconds: 40)
        let terminal = FakeTerminal()
        let loop = AppLoop(
            store: store, terminal: terminal, options: DisplayOptions(), preferences: preferences,
            render: plainRender)
        loop.writeWaitMilliseconds = 60_000
        loop.clock = { [clock] in clock.seconds }
        loop.start()
        return (loop, store, terminal)
    }

    /// Lets `seconds` pass with the app idle, in steps of at most a second (as the loop wakes).
    func advance(_ loop: AppLoop<FakeTerminal>, _ seconds: Double) {
        var left = seconds
        while left > 0 {
            let step = min(1, left)
            clock.seconds += step
            left -= step
            loop.idle()
        }
    }

    @Test func aWorkPeriodIsKeptAsItGoesAndWhenItEnds() throws {
        let (loop, store, terminal) = try makeFocusLoop()
        type(loop, [.char("f")])
        #expect(loop.state.focus.session?.item?.title == "Write the report")
        let uid = try #require(loop.state.focus.session?.uid)
        advance(loop, 31)
        var periods = try store.focusPeriods()
        #expect(periods.count == 1)
        #expect(periods.first?.seconds == 30)
        #expect(periods.first?.endedAt == nil)
        #expect(try store.runningFocusCount(now: clock.wall) == 1)
        advance(loop, 30)
        periods = try store.focusPeriods()
        #expect(periods.first?.seconds == 60)
        #expect(periods.first?.endedAt != nil)
        #expect(terminal.bells == 1)
        #expect(loop.state.focus.session?.phase == .shortBreak)
        #expect(try store.focusSeconds(taskUID: uid) == 60)
        // Space ticks the first entry of the checklist; → finishes the task and closes the card.
        type(loop, [.char(" ")])
        #expect(try store.item(uid: uid)?.notes == "- [x] intro\n- [ ] figures")
        #expect(loop.state.focus.session?.checklist.tickedCount == 1)
        type(loop, [.right])
        #expect(try store.item(uid: uid)?.isDone == true)
        #expect(loop.state.focus.session == nil)
        #expect(try store.runningFocusCount(now: clock.wall) == 0)
    }

    @Test func stoppingKeepsWhatWasWorkedAndTimeAsleepDoesNotCount() throws {
        let (loop, store, terminal) = try makeFocusLoop(work: 300)
        type(loop, [.char("f")])
        advance(loop, 50)
        // Ctrl-Z: ten minutes with the shell, which count for nothing.
        terminal.whileSuspended = { [clock] in clock.seconds += 600 }
        loop.send(.suspend)
        advance(loop, 25)
        type(loop, [.escape])
        let periods = try store.focusPeriods()
        #expect(periods.map(\.seconds) == [75])
        #expect(periods.first?.endedAt != nil)
        #expect(loop.state.status?.text == "Focus stopped: 1 min on “Write the report”, kept")
    }
}
