import Foundation
import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// The status line's "2 overdue · 3 due today" on start and on a new day, and the key that opens a deck
/// of exactly those tasks.
@Suite("Due counts and the due deck")
struct DueStatusTests {
    @Test func afterTheFirstFrameTheCountsAreRead() {
        var state = loadedState(["A"])
        step(&state, .checkDue, expecting: [.load(.dueCounts(testToday))])
    }

    @Test func theCountsAreSaidWithTheKeyThatReviewsThem() {
        var state = loadedState(["A"])
        step(&state, .dueCountsRead(DueCounts(overdue: 2, dueToday: 3))) {
            $0.dueCounts = DueCounts(overdue: 2, dueToday: 3)
            $0.status = StatusMessage("2 overdue · 3 due today", hint: "D review")
        }
    }

    @Test func aZeroIsLeftOutAndNothingDueSaysNothing() {
        var state = loadedState(["A"])
        step(&state, .dueCountsRead(DueCounts(overdue: 0, dueToday: 1))) {
            $0.dueCounts = DueCounts(overdue: 0, dueToday: 1)
            $0.status = StatusMessage("1 due today", hint: "D review")
        }
        var quiet = loadedState(["A"])
        step(&quiet, .dueCountsRead(DueCounts(overdue: 0, dueToday: 0))) {
            $0.dueCounts = DueCounts(overdue: 0, dueToday: 0)
        }
    }

    @Test func aMessageAlreadyShowingIsNotReplaced() {
        var state = loadedState(["A"])
        step(&state, .showStatus(StatusMessage("Cannot read the database: busy", kind: .error))) {
            $0.status = StatusMessage("Cannot read the database: busy", kind: .error)
        }
        step(&state, .dueCountsRead(DueCounts(overdue: 1, dueToday: 0))) {
            $0.dueCounts = DueCounts(overdue: 1, dueToday: 0)
        }
    }

    @Test func aNewDayCountsAgain() {
        var state = loadedState(["A"])
        let tomorrow = testToday.adding(days: 1)
        step(&state, .dayChanged(tomorrow), expecting: [.load(.dueCounts(tomorrow))], reloads: true) {
            $0.now = LocalMoment(startOf: tomorrow)
        }
    }

    /// Issue 32, bug 2: at midnight the line no longer says yesterday's counts, nor keeps another message
    /// over the new day's; a failure stays.
    @Test func atMidnightTheLineSaysTheNewDaysCounts() {
        var state = loadedState(["A"])
        let tomorrow = testToday.adding(days: 1)
        step(&state, .dueCountsRead(DueCounts(overdue: 1, dueToday: 0))) {
            $0.dueCounts = DueCounts(overdue: 1, dueToday: 0)
            $0.status = StatusMessage("1 overdue", hint: "D review")
        }
        step(&state, .dayChanged(tomorrow), expecting: [.load(.dueCounts(tomorrow))], reloads: true) {
            $0.now = LocalMoment(startOf: tomorrow)
            $0.dueCounts = nil
            $0.status = nil
        }
        step(&state, .dueCountsRead(DueCounts(overdue: 0, dueToday: 2))) {
            $0.dueCounts = DueCounts(overdue: 0, dueToday: 2)
            $0.status = StatusMessage("2 due today", hint: "D review")
        }
        step(&state, .showStatus(StatusMessage("Done: “A” · u undo"))) {
            $0.status = StatusMessage("Done: “A” · u undo")
        }
        let dayAfter = tomorrow.adding(days: 1)
        step(&state, .dayChanged(dayAfter), expecting: [.load(.dueCounts(dayAfter))], reloads: true) {
            $0.now = LocalMoment(startOf: dayAfter)
            $0.dueCounts = nil
            $0.status = nil
        }
        step(&state, .dueCountsRead(DueCounts(overdue: 2, dueToday: 0))) {
            $0.dueCounts = DueCounts(overdue: 2, dueToday: 0)
            $0.status = StatusMessage("2 overdue", hint: "D review")
        }
        let failure = StatusMessage("Cannot read the database: busy", kind: .error)
        step(&state, .showStatus(failure)) { $0.status = failure }
        let third = dayAfter.adding(days: 1)
        step(&state, .dayChanged(third), expecting: [.load(.dueCounts(third))], reloads: true) {
            $0.now = LocalMoment(startOf: third)
            $0.dueCounts = nil
        }
    }

    static func minute(_ hour: Int, _ minute: Int, on day: LocalDate = testToday) -> LocalMoment {
        LocalMoment(date: day, time: TimeOfDay(hour: hour, minute: minute)!)
    }

    @Test func aMinuteMovesTheClockAndReadsTheCountsOnceTheyWereRead() {
        var state = loadedState(["A"])
        let first = Self.minute(15, 1)
        step(&state, .minuteChanged(first)) { $0.now = first }
        state.dueCounts = DueCounts(overdue: 0, dueToday: 1)
        let next = Self.minute(15, 2)
        step(&state, .minuteChanged(next), expecting: [.load(.dueCounts(testToday))]) { $0.now = next }
    }

    @Test func aMinuteOfAnotherDayIsANewDay() {
        var state = loadedState(["A"])
        state.dueCounts = DueCounts(overdue: 0, dueToday: 1)
        let tomorrow = testToday.adding(days: 1)
        let moment = Self.minute(0, 1, on: tomorrow)
        step(&state, .minuteChanged(moment), expecting: [.load(.dueCounts(tomorrow))], reloads: true) {
            $0.now = moment
            $0.dueCounts = nil
        }
    }

    @Test func aDeadlinePassingSaysTheCountsAgain() {
        var state = loadedState(["A"])
        state.dueCounts = DueCounts(overdue: 0, dueToday: 1)
        step(&state, .dueCountsRead(DueCounts(overdue: 1, dueToday: 0))) {
            $0.dueCounts = DueCounts(overdue: 1, dueToday: 0)
            $0.status = StatusMessage("1 overdue", hint: "D review")
        }
    }

    @Test func fewerOverdueSaysNothingNew() {
        var state = loadedState(["A"])
        state.dueCounts = DueCounts(overdue: 2, dueToday: 0)
        step(&state, .dueCountsRead(DueCounts(overdue: 1, dueToday: 0))) {
            $0.dueCounts = DueCounts(overdue: 1, dueToday: 0)
        }
    }

    @Test func countsOnTheLineAreKeptTrue() {
        var state = loadedState(["A"])
        _ = reduce(&state, .dueCountsRead(DueCounts(overdue: 0, dueToday: 2)))
        step(&state, .dueCountsRead(DueCounts(overdue: 1, dueToday: 1))) {
            $0.dueCounts = DueCounts(overdue: 1, dueToday: 1)
            $0.status = StatusMessage("1 overdue · 1 due today", hint: "D review")
        }
        step(&state, .dueCountsRead(DueCounts(overdue: 0, dueToday: 0))) {
            $0.dueCounts = DueCounts(overdue: 0, dueToday: 0)
            $0.status = nil
        }
    }

    @Test func theOverdueViewIsReadAgainWhenTheCountsMove() {
        var state = loadedState(["A"])
        state.list.view = .overdue
        state.dueCounts = DueCounts(overdue: 0, dueToday: 1)
        step(&state, .dueCountsRead(DueCounts(overdue: 1, dueToday: 0)), reloads: true) {
            $0.dueCounts = DueCounts(overdue: 1, dueToday: 0)
            $0.status = StatusMessage("1 overdue", hint: "D review")
        }
    }

    @Test func theOverdueViewReadsAtTheMinuteAndTheOthersByTheDay() {
        var state = loadedState(["A"])
        let moment = Self.minute(15, 1)
        _ = reduce(&state, .minuteChanged(moment))
        state.list.view = .overdue
        guard case .list(let overdue) = state.loadRequest else {
            Issue.record("not the list's read: \(state.loadRequest)")
            return
        }
        #expect(overdue.filter.due == DueFilter([.overdue], now: moment))
        state.list.view = .today
        guard case .list(let today) = state.loadRequest else { return }
        #expect(today.filter.due == DueFilter([.today], today: testToday))
    }

    @Test func theHintNamesARemappedKey() {
        var state = loadedState(["A"], keys: KeyMap.standard.remapping(.reviewDue, to: [.char("R")]))
        _ = reduce(&state, .dueCountsRead(DueCounts(overdue: 1, dueToday: 0)))
        #expect(state.status == StatusMessage("1 overdue", hint: "R review"))
        #expect(state.keys.action(for: .char("R"), in: state) == .reviewDue)
        #expect(doesNothing(state.keys.action(for: .char("D"), in: state)))
    }

    @Test func theKeyOpensTheReviewWithADeckOfWhatIsDue() {
        var state = loadedState(["A", "B"])
        #expect(state.keys.action(for: .char("D"), in: state) == .reviewDue)
        step(
            &state, .reviewDue,
            expecting: [.buildDeck(.due, today: testToday, firstWeekday: .monday)], reloads: true
        ) {
            $0.screen = .review
            $0.review.source = .due
        }
        step(&state, .review(.deckBuilt(.due, ["uid-A"])), reloads: true) {
            $0.review.roundsStarted = 1
            $0.review.round = ReviewRound(source: .due, deck: ["uid-A"], seconds: 100, now: 0)
            $0.review.round!.number = 1
        }
        #expect(state.review.sources.contains(.due))
        #expect(state.review.sourceIndex == state.review.sources.firstIndex(of: .due))
    }

    @Test func nothingDueSaysSoOnTheReviewScreen() {
        var state = loadedState(["A"])
        _ = reduce(&state, .reviewDue)
        step(&state, .review(.deckBuilt(.due, [])), reloads: true) {
            $0.status = StatusMessage("Nothing to review in “Overdue or due today” · pick another deck")
        }
    }

    @Test func theLoopCountsAfterTheFirstFrameAndShowsIt() throws {
        let store = try TaskStore.inMemory(environment: .fixed(at: testNow))
        try store.change { writer in
            try writer.insert(
                try writer.newItem(title: "Late", deadline: testToday.adding(days: -2)), at: .bottom)
            try writer.insert(try writer.newItem(title: "Now", deadline: testToday), at: .bottom)
            try writer.insert(
                try writer.newItem(title: "Later", deadline: testToday.adding(days: 1)), at: .bottom)
        }
        let terminal = FakeTerminal()
        let loop = AppLoop(store: store, terminal: terminal, options: DisplayOptions(), render: plainRender)
        loop.start()
        #expect(loop.state.status?.text == "1 overdue · 1 due today")
        #expect(terminal.frames.count == 2)  // the first frame is not held up by the count
        loop.handle(.char("D"))
        #expect(loop.state.screen == .review)
        #expect(loop.state.review.round?.deck.count == 2)
    }
}
