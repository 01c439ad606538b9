import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The focus card (issue 35, item 4) through the pure reducer, whole state at each step, the clock given
/// as `.tick` actions: its periods, their writes, the pause rules it shares with the review, the
/// checklist, and the task deleted meanwhile.
@Suite("Focus card reducer")
struct FocusReducerTests {
    let lengths = FocusSettings(
        workSeconds: 60, shortBreakSeconds: 10, longBreakSeconds: 20, longBreakAfter: 2)
    var item: TodoItem {
        var item = task("Write the report", 0)
        item.notes = "Outline first.\n- [ ] intro\n- [x] figures\n- [ ] summary"
        return item
    }

    /// The review screen with a round whose top card is `item`, and the focus card opened on it at
    /// clock 1000, its period's row written as 7.
    func focusedState() -> AppState {
        var preferences = AppPreferences()
        preferences.focus = lengths
        var state = AppState(
            size: Size(width: 80, height: 24), options: DisplayOptions(),
            now: LocalMoment(startOf: testToday),
            preferences: preferences)
        _ = reduce(&state, .tick(1000))
        _ = reduce(&state, .showScreen(.review))
        _ = reduce(&state, .review(.deckBuilt(.all, [item.uid])))
        _ = reduce(
            &state,
            .review(
                .loaded(ReviewSnapshot(counts: TaskCounts(open: 1, done: 0), sourceCounts: nil, card: item))))
        let effects = reduce(&state, .openFocus)
        #expect(effects.contains(.beginFocusPeriod(uid: item.uid)))
        #expect(effects.contains(.load(.focusTask(uid: item.uid))))
        _ = reduce(&state, .focus(.periodBegan(id: 7, uid: item.uid)))
        return state
    }

    @Test func fOpensTheCardOnTheCardsTaskAndTheRoundWaitsUnderIt() throws {
        let state = focusedState()
        let session = try #require(state.focus.session)
        #expect(session.uid == item.uid)
        #expect(session.phase == .work)
        #expect(session.periodID == 7)
        #expect(session.timer.limit == 60)
        #expect(state.review.round?.timer.pauses == [.away])
        #expect(KeyMap.scopes(for: state) == [.focusCard, .global])
    }

    @Test func aWorkPeriodIsWrittenAsItGoesAndEndsWithABellAndABreak() {
        var state = focusedState()
        // Written every 30 worked seconds, so a terminal that dies keeps what was worked.
        step(&state, .tick(1031), expecting: [.checkpointFocusPeriod(id: 7, seconds: 31)]) {
            $0.review.now = 1031
            $0.review.round?.timer.tick(1031)
            $0.focus.session?.timer.tick(1031)
            $0.focus.session?.writtenSeconds = 31
        }
        var state2 = state
        #expect(reduce(&state2, .tick(1032)).isEmpty)
        step(
            &state, .tick(1061),
            expecting: [
                .endFocusPeriod(id: 7, seconds: 60, completed: true), .bell,
                .notify(title: "Work period done", body: "Break: 0 min"),
            ]
        ) {
            $0.review.now = 1061
            $0.review.round?.timer.tick(1061)
            $0.focus.session?.timer.tick(1061)
            $0.focus.session?.periodID = nil
            $0.focus.session?.workPeriodsDone = 1
            $0.focus.session?.phase = .shortBreak
            $0.focus.session?.timer = ReviewTimer(limit: 10, now: 1061)
        }
        // The break ends and nothing counts until Enter.
        let ended = reduce(&state, .tick(1072))
        #expect(ended.contains(.bell))
        #expect(state.focus.session?.isWaiting == true)
        #expect(reduce(&state, .tick(1200)).isEmpty)
        #expect(reduce(&state, .focus(.next)) == [.beginFocusPeriod(uid: item.uid)])
        #expect(state.focus.session?.phase == .work)
        #expect(state.focus.session?.timer.elapsed == 0)
        // The second work period is followed by the long break.
        _ = reduce(&state, .focus(.periodBegan(id: 8, uid: item.uid)))
        #expect(reduce(&state, .tick(1261)).contains(.endFocusPeriod(id: 8, seconds: 60, completed: true)))
        #expect(state.focus.session?.phase == .longBreak)
        #expect(state.focus.session?.timer.limit == 20)
    }

    @Test func aCheckpointEveryThirtyWorkedSeconds() {
        var state = focusedState()
        #expect(reduce(&state, .tick(1029)).isEmpty)
        #expect(reduce(&state, .tick(1030.5)) == [.checkpointFocusPeriod(id: 7, seconds: 30)])
        #expect(reduce(&state, .tick(1045)).isEmpty)
        // No checkpoint as the period ends: its end writes it.
        #expect(
            reduce(&state, .tick(1060.2)) == [
                .endFocusPeriod(id: 7, seconds: 60, completed: true), .bell,
                .notify(title: "Work period done", body: "Break: 0 min"),
            ])
    }

    @Test func theCountdownPausesByTheReviewsRulesAndByHand() {
        var state = focusedState()
        _ = reduce(&state, .tick(1010))
        _ = reduce(&state, .focusChanged(false))
        _ = reduce(&state, .tick(1040))
        #expect(state.focus.session?.timer.elapsed == 10)
        _ = reduce(&state, .focusChanged(true))
        _ = reduce(&state, .tick(1045))
        #expect(state.focus.session?.timer.elapsed == 15)
        _ = reduce(&state, .showHelp)
        _ = reduce(&state, .tick(1100))
        _ = reduce(&state, .closeOverlay)
        #expect(state.focus.session?.timer.elapsed == 15)
        _ = reduce(&state, .focus(.togglePause))
        _ = reduce(&state, .tick(1200))
        #expect(state.focus.session?.timer.elapsed == 15)
        #expect(state.focus.session?.timer.pauses == [.byHand])
        _ = reduce(&state, .focus(.togglePause))
        _ = reduce(&state, .tick(1205))
        #expect(state.focus.session?.timer.elapsed == 20)
        // A clock read backwards counts nothing, and nothing is taken back.
        _ = reduce(&state, .tick(1100))
        #expect(state.focus.session?.timer.elapsed == 20)
        // The review round under the card counted none of it.
        #expect(state.review.round?.timer.elapsed == 0)
    }

    @Test func stopKeepsWhatWasWorkedAndTheRoundGoesOn() {
        var state = focusedState()
        _ = reduce(&state, .tick(1042))
        let effects = reduce(&state, .focus(.stop))
        #expect(effects.first == .endFocusPeriod(id: 7, seconds: 42, completed: false))
        #expect(state.focus.session == nil)
        #expect(state.status?.text == "Focus stopped after under a minute of work; not kept")
        #expect(state.review.round?.timer.pauses == [])
    }

    @Test func finishMarksTheTaskDone() {
        var state = focusedState()
        _ = reduce(&state, .tick(1090))
        let effects = reduce(&state, .focus(.finish))
        #expect(effects.contains(.change(.setDone(uid: item.uid, true), label: "Done: “Write the report”")))
        #expect(state.focus.session == nil)
    }

    @Test func aCardClosedBeforeItsRowIsKnownEndsTheRowWhenItArrives() {
        var state = focusedState()
        _ = reduce(&state, .focus(.stop))
        _ = reduce(&state, .openFocus)
        _ = reduce(&state, .tick(1050))
        _ = reduce(&state, .focus(.stop))
        #expect(state.focus.session == nil)
        #expect(
            reduce(&state, .focus(.periodBegan(id: 9, uid: item.uid)))
                == [.endFocusPeriod(id: 9, seconds: 50, completed: false)])
        // A row nobody waits for is ended with nothing worked.
        #expect(
            reduce(&state, .focus(.periodBegan(id: 10, uid: item.uid)))
                == [.endFocusPeriod(id: 10, seconds: 0, completed: false)])
    }

    @Test func spaceTicksTheSelectedChecklistEntry() {
        var state = focusedState()
        _ = reduce(&state, .focus(.loaded(uid: item.uid, item)))
        _ = reduce(&state, .focus(.moveSelection(by: 1)))
        _ = reduce(&state, .focus(.moveSelection(by: 5)))
        #expect(state.focus.session?.checklistIndex == 2)
        var edit = TaskEdit()
        edit.notes = "Outline first.\n- [ ] intro\n- [x] figures\n- [x] summary"
        #expect(
            reduce(&state, .focus(.tickEntry)) == [
                .change(.save(uid: item.uid, edit), label: "Ticked: “summary”")
            ])
    }

    @Test func aTaskDeletedMeanwhileKeepsTheMinutesAndCannotBeMarkedDone() {
        var state = focusedState()
        _ = reduce(&state, .tick(1040))
        _ = reduce(&state, .focus(.loaded(uid: item.uid, nil)))
        #expect(state.focus.session?.isGone == true)
        #expect(state.status?.kind == .error)
        #expect(state.focus.session?.item?.title == "Write the report")
        let effects = reduce(&state, .focus(.finish))
        #expect(effects.first == .endFocusPeriod(id: 7, seconds: 40, completed: false))
        #expect(!effects.contains { if case .change = $0 { true } else { false } })
        #expect(state.focus.session == nil)
    }
}
