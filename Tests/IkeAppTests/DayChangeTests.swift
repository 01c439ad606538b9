import Foundation
import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// What the loop learns by itself reaches the state as actions: a new day, a failed read.
@Suite("Day changes and failed reads")
struct DayChangeTests {
    /// A clock the test moves.
    final class Clock: @unchecked Sendable {
        var now = testNow
    }

    @Test func anIdleAfterMidnightMovesTodayAndRereadsTheScreen() throws {
        let clock = Clock()
        var environment = CoreEnvironment.fixed(at: testNow)
        environment.now = { clock.now }
        let store = try TaskStore.inMemory(environment: environment)
        try store.add(titles: ["A"], at: .bottom)
        let loop = AppLoop(
            store: store, terminal: FakeTerminal(), options: DisplayOptions(), render: plainRender)
        loop.start()
        var events: [AppLoop<FakeTerminal>.LoopEvent] = []
        loop.observe = { events.append($0) }
        loop.idle()
        #expect(events.isEmpty)  // nothing changed: nothing sent
        clock.now = testNow.addingTimeInterval(86_400)
        loop.idle()
        #expect(loop.state.today == LocalDate(iso: "2026-11-23"))
        #expect(
            events.first
                == .action(
                    .minuteChanged(
                        LocalMoment(date: LocalDate(iso: "2026-11-23")!, time: TimeOfDay(hour: 9, minute: 0)!)
                    )))
        #expect(events.contains(.effect(.load(loop.state.loadRequest))))
    }

    @Test func aTimedDeadlinePassingWhileIdleIsCountedAtItsMinute() throws {
        let clock = Clock()
        var environment = CoreEnvironment.fixed(at: testNow)
        environment.now = { clock.now }
        let store = try TaskStore.inMemory(environment: environment)
        let start = environment.localNow
        try store.create(
            TaskEdit(
                title: "Call", deadline: start.date, deadlineTime: TimeOfDay(minutes: start.minuteOfDay + 1)),
            at: .bottom)
        let loop = AppLoop(
            store: store, terminal: FakeTerminal(), options: DisplayOptions(), render: plainRender)
        loop.start()
        #expect(loop.state.dueCounts == DueCounts(overdue: 0, dueToday: 1))
        clock.now = testNow.addingTimeInterval(60)
        loop.idle()
        // At its minute the deadline is due, not late.
        #expect(loop.state.dueCounts == DueCounts(overdue: 0, dueToday: 1))
        clock.now = testNow.addingTimeInterval(120)
        loop.idle()
        #expect(loop.state.now == start.adding(minutes: 2))
        #expect(loop.state.dueCounts == DueCounts(overdue: 1, dueToday: 0))
        #expect(loop.state.status?.text == "1 overdue")
    }

    @Test func aFailedReadSaysSoAndDoesNotReadAgain() {
        var state = loadedState(["A"])
        step(&state, .loadFailed("disk I/O error")) {
            $0.status = StatusMessage("Cannot read the database: disk I/O error", kind: .error)
        }
    }
}
