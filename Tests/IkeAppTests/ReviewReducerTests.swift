import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The review deck through the pure reducer, with the clock given as `.tick` actions.
@Suite("Review reducer")
struct ReviewReducerTests {
    let cards = ["A", "B", "C"].enumerated().map { task($0.element, $0.offset) }

    /// The review screen with a round over `cards` started at clock 1000 and the top card loaded.
    func roundState(reduceMotion: Bool = false, seconds: Int = 100) -> AppState {
        var state = AppState(
            size: Size(width: 80, height: 24),
            options: DisplayOptions(reduceMotion: reduceMotion, reviewSeconds: seconds),
            today: testToday)
        _ = reduce(&state, .tick(1000))
        _ = reduce(&state, .showScreen(.review))
        _ = reduce(&state, .review(.deckBuilt(.all, cards.map(\.uid))))
        load(&state)
        return state
    }

    /// Dispatches what the app loop reads after a change: the first deck card still open.
    func load(_ state: inout AppState, gone: [String] = []) {
        let deck = state.review.round?.deck ?? []
        let top = deck.first { !gone.contains($0) }
        let snapshot = ReviewSnapshot(
            counts: TaskCounts(open: deck.count, done: 0), sourceCounts: [.all: deck.count],
            card: cards.first { $0.uid == top }, gone: gone)
        _ = reduce(&state, .review(.loaded(snapshot)))
    }

    @Test func theChooserRemembersTheDeckAndRefusesAnEmptyOne() {
        var state = AppState(size: Size(width: 80, height: 24), today: testToday)
        _ = reduce(&state, .showScreen(.review))
        _ = reduce(
            &state,
            .review(
                .loaded(
                    ReviewSnapshot(
                        counts: TaskCounts(open: 3, done: 0), sourceCounts: [.all: 3, .overdue: 0]))))
        _ = reduce(&state, .review(.choose(by: -1)))
        #expect(state.review.source == .all)  // clamped at the top
        _ = reduce(&state, .review(.choose(by: 5)))
        #expect(state.review.source == .overdue)
        #expect(reduce(&state, .review(.start)) == [])
        #expect(state.status?.text == "Nothing to review in “Overdue” · pick another deck")
        _ = reduce(&state, .review(.choose(by: -1)))
        #expect(state.review.source == .quadrant(.eliminate))
        #expect(reduce(&state, .review(.start)) == [.buildDeck(.quadrant(.eliminate), today: testToday)])
        // Leaving the screen keeps the choice for the session.
        _ = reduce(&state, .showScreen(.list))
        _ = reduce(&state, .showScreen(.review))
        #expect(state.review.source == .quadrant(.eliminate))
    }

    @Test func aBuiltDeckStartsARoundAndAnEmptyOneSaysSo() {
        let state = roundState()
        var expected = ReviewRound(source: .all, deck: cards.map(\.uid), seconds: 100, now: 1000)
        expected.card = cards[0]
        #expect(state.review.round == expected)
        #expect(state.review.round?.position == 1)

        var empty = AppState(size: Size(width: 80, height: 24), today: testToday)
        _ = reduce(&empty, .showScreen(.review))
        #expect(reduce(&empty, .review(.deckBuilt(.overdue, []))) == reloaded(empty))
        #expect(empty.review.round == nil)
        #expect(empty.status?.text == "Nothing to review in “Overdue” · pick another deck")
    }

    @Test func doneSavesAtOnceAndSlidesTheCardOff() {
        var state = roundState()
        _ = reduce(&state, .tick(1002))
        var expected = state
        let effects = reduce(&state, .review(.decide(.done)))
        #expect(effects == [.change(.setDone(uid: "uid-A", true), label: "Done: “A”")])
        expected.review.round!.deck = ["uid-B", "uid-C"]
        expected.review.round!.card = nil
        expected.review.round!.decisions = [ReviewDecision(uid: "uid-A", kind: .done)]
        expected.review.round!.feedback = .decided(.done)
        expected.review.round!.slide = CardSlide(item: cards[0], kind: .done, startedAt: 1002)
        expected.review.round!.timer.tick(1002)
        #expect(state == expected)
        // The slide ends after its duration; the card after it is on top once read.
        _ = reduce(&state, .tick(1002 + CardSlide.duration))
        #expect(state.review.round?.slide == nil)
        load(&state)
        #expect(state.review.round?.card == cards[1])
        #expect(state.review.round?.position == 2)
    }

    @Test func laterPutsTheCardAtTheBottomInOrder() {
        var state = roundState(reduceMotion: true)
        #expect(reduce(&state, .review(.decide(.later))) == reloaded(state))
        #expect(state.review.round?.slide == nil)  // reduce motion: words only
        #expect(state.review.round?.feedback == .decided(.later))
        load(&state)
        _ = reduce(&state, .review(.decide(.later)))
        load(&state)
        #expect(state.review.round?.deck == ["uid-C", "uid-A", "uid-B"])
        #expect(state.review.round?.card == cards[2])
        #expect(state.review.round?.position == 1)  // nothing has left the deck
    }

    @Test func revealShowsTheDetailsOfTheTopCardOnly() {
        var state = roundState()
        _ = reduce(&state, .review(.reveal))
        #expect(state.review.round?.isRevealed == true)
        _ = reduce(&state, .review(.reveal))
        #expect(state.review.round?.isRevealed == false)
        _ = reduce(&state, .review(.reveal))
        _ = reduce(&state, .review(.decide(.later)))
        #expect(state.review.round?.isRevealed == false)  // the next card starts hidden
    }

    @Test func undoBringsTheLastDecidedCardBackOnTop() {
        var state = roundState()
        _ = reduce(&state, .review(.decide(.done)))
        let entry = UndoEntry(mutation: .update(old: cards[0], new: cards[0]), label: "Done: “A”")
        _ = reduce(&state, .committed(entry))
        #expect(state.review.round?.decisions.last?.entry == entry)
        load(&state)
        _ = reduce(&state, .review(.decide(.later)))
        load(&state)
        #expect(state.review.round?.deck == ["uid-C", "uid-B"])

        // Later is taken back without touching the store.
        #expect(reduce(&state, .review(.undo)) == reloaded(state))
        #expect(state.review.round?.deck == ["uid-B", "uid-C"])
        #expect(state.review.round?.feedback == .broughtBack)
        // Done is taken back through the store's undo; the card returns once that undo is committed.
        let beforeUndo = state.review
        #expect(reduce(&state, .review(.undo)) == [.undo(entry)])
        #expect(state.review == beforeUndo)
        _ = reduce(&state, .undone(entry))
        #expect(state.review.round?.deck == ["uid-A", "uid-B", "uid-C"])
        #expect(state.review.round?.decisions == [])
        #expect(state.review.round?.feedback == .broughtBack)
        #expect(reduce(&state, .review(.undo)) == [])
        #expect(state.status?.text == "No card decided yet in this round")
    }

    @Test func aFailedUndoKeepsTheDecisionAndTheDeck() {
        var state = roundState()
        _ = reduce(&state, .review(.decide(.done)))
        let entry = UndoEntry(mutation: .update(old: cards[0], new: cards[0]), label: "Done: “A”")
        _ = reduce(&state, .committed(entry))
        load(&state)
        let before = state.review
        #expect(reduce(&state, .review(.undo)) == [.undo(entry)])
        _ = reduce(&state, .undoFailed("the task was changed elsewhere"))
        #expect(state.review == before)
        #expect(state.status?.text == "Cannot undo: the task was changed elsewhere")
    }

    @Test func undoOnAnotherScreenBringsTheCardBackToo() {
        var state = roundState()
        _ = reduce(&state, .review(.decide(.deleted)))
        let entry = UndoEntry(mutation: .delete(cards[0]), label: "Deleted “A”")
        _ = reduce(&state, .committed(entry))
        load(&state)
        _ = reduce(&state, .showScreen(.list))
        #expect(reduce(&state, .undo) == [.undo(entry)])
        _ = reduce(&state, .undone(entry))
        #expect(state.review.round?.deck == ["uid-A", "uid-B", "uid-C"])
        #expect(state.review.round?.decisions == [])
    }

    @Test func aDecisionWhoseCommitFailsPutsTheCardBackAndReopensTheRound() {
        var state = roundState()
        _ = reduce(&state, .review(.deckBuilt(.all, ["uid-A"])))
        load(&state)
        let before = state.review
        #expect(
            reduce(&state, .review(.decide(.done))) == [
                .change(.setDone(uid: "uid-A", true), label: "Done: “A”")
            ])
        #expect(state.review.round?.phase == .finished)
        _ = reduce(&state, .failed("database is locked"))
        #expect(state.review.round?.deck == ["uid-A"])
        #expect(state.review.round?.decisions == [])
        #expect(state.review.round?.phase == .running)
        #expect(state.review.round?.timer.isStopped == false)
        #expect(state.review.round?.feedback == nil)
        #expect(state.status?.text == "database is locked")
        load(&state)
        #expect(state.review.round?.card == before.round?.card)
    }

    @Test func undoRefusesWhenAnotherChangeCameAfterTheDecision() {
        var state = roundState()
        _ = reduce(&state, .review(.decide(.deleted)))
        let delete = UndoEntry(mutation: .delete(cards[0]), label: "Deleted “A”")
        _ = reduce(&state, .committed(delete))
        let edit = UndoEntry(mutation: .update(old: cards[1], new: cards[1]), label: "Edited “B”")
        _ = reduce(&state, .committed(edit))
        let before = state.review
        #expect(reduce(&state, .review(.undo)) == [])
        #expect(state.review == before)
        #expect(state.status?.text.hasPrefix("Cannot bring that card back") == true)
    }

    @Test func theCountdownPausesWhileSuspendedUnfocusedAwayOrReadingHelp() {
        var state = roundState()
        _ = reduce(&state, .tick(1010))
        #expect(state.review.round?.timer.elapsed == 10)
        // Ctrl-Z at 1010, `fg` at 1060: the 50 s in the shell do not count.
        #expect(reduce(&state, .suspend) == [.suspend])
        _ = reduce(&state, .tick(1060))
        #expect(state.review.round?.timer.isPaused == true)
        _ = reduce(&state, .resumed)
        _ = reduce(&state, .tick(1065))
        #expect(state.review.round?.timer.elapsed == 15)
        // Focus lost for 20 s.
        _ = reduce(&state, .focusChanged(false))
        _ = reduce(&state, .tick(1085))
        _ = reduce(&state, .focusChanged(true))
        #expect(state.review.round?.timer.elapsed == 15)
        // Another screen for 30 s.
        _ = reduce(&state, .showScreen(.list))
        _ = reduce(&state, .tick(1115))
        _ = reduce(&state, .showScreen(.review))
        _ = reduce(&state, .tick(1120))
        #expect(state.review.round?.timer.elapsed == 20)
        #expect(state.review.round?.timer.remainingSeconds == 80)
        // Reading the help for 40 s, opened and closed with the keys.
        _ = reduce(&state, KeyMap.standard.action(for: .char("?"), in: state)!)
        _ = reduce(&state, .tick(1160))
        _ = reduce(&state, KeyMap.standard.action(for: .escape, in: state)!)
        #expect(state.mode == .normal)
        _ = reduce(&state, .tick(1161))
        #expect(state.review.round?.timer.elapsed == 21)
    }

    @Test func whenTimeIsUpTheCardsStopRespondingUntilAgain() {
        var state = roundState(seconds: 30)
        // Time up reads the deck sizes again, for the summary's "again on N tasks still open".
        #expect(reduce(&state, .tick(1030)) == reloaded(state))
        #expect(state.review.round?.phase == .timeUp)
        #expect(state.review.round?.timer.remainingSeconds == 0)
        let frozen = state
        for action in [
            Action.review(.decide(.done)), .review(.decide(.later)), .review(.decide(.deleted)),
            .review(.reveal), .review(.undo),
        ] {
            #expect(reduce(&state, action) == [])
        }
        #expect(state.review == frozen.review)
        #expect(KeyMap.standard.action(for: .right, in: state) == nil)
        #expect(KeyMap.standard.action(for: .enter, in: state) == .review(.summary))
        _ = reduce(&state, .review(.summary))
        #expect(state.review.round?.phase == .finished)
        // The summary after time up does not take decisions back either.
        #expect(KeyMap.standard.action(for: .char("u"), in: state) == .review(.undo))
        let summary = state.review
        #expect(reduce(&state, .review(.undo)) == [])
        #expect(state.review == summary)
        #expect(state.status?.text == "Time is up: this round's decisions stand (r starts another)")
        #expect(reduce(&state, .review(.restart)) == [.buildDeck(.all, today: testToday)])
    }

    @Test func anEmptiedDeckEndsTheRoundAndStopsTheClock() {
        var state = roundState()
        for _ in cards {
            _ = reduce(&state, .tick(state.review.now + 5))
            _ = reduce(&state, .review(.decide(.done)))
            load(&state)
        }
        #expect(state.review.round?.phase == .finished)
        #expect(state.review.round?.count(.done) == 3)
        _ = reduce(&state, .tick(2000))
        #expect(state.review.round?.timer.elapsed == 15)
        #expect(state.review.round?.timer.isStopped == true)
    }

    @Test func cardsDeletedOrDoneElsewhereLeaveTheDeck() {
        var state = roundState()
        load(&state, gone: ["uid-A", "uid-B"])
        #expect(state.review.round?.deck == ["uid-C"])
        #expect(state.review.round?.card == cards[2])
        load(&state, gone: ["uid-C"])
        #expect(state.review.round?.deck == [])
        #expect(state.review.round?.phase == .finished)
    }

    @Test func leavingSaysWhatTheRoundDid() {
        var state = roundState()
        _ = reduce(&state, .review(.decide(.later)))
        load(&state)
        #expect(KeyMap.standard.action(for: .char("q"), in: state) == .review(.leave))
        #expect(reduce(&state, .review(.leave)) == reloaded(state))
        #expect(state.review.round == nil)
        #expect(state.status?.text == "Left the review: 0 done, 1 later, 0 deleted")
        // On the chooser q quits, as on every screen.
        #expect(KeyMap.standard.action(for: .char("q"), in: state) == .quit)
    }

    @Test func onlyTheTopCardRespondsToTheDeckKeys() {
        var state = roundState()
        #expect(KeyMap.standard.action(for: .right, in: state) == .review(.decide(.done)))
        #expect(KeyMap.standard.action(for: .char("h"), in: state) == .review(.decide(.later)))
        #expect(KeyMap.standard.action(for: .char(" "), in: state) == .review(.reveal))
        #expect(KeyMap.standard.action(for: .char("e"), in: state) == .openEditor)
        // No card loaded (between a decision and the read): deciding does nothing.
        state.review.round?.card = nil
        let before = state
        #expect(reduce(&state, .review(.decide(.done))) == [])
        #expect(state == before)
    }
}

@Suite("Display switches")
struct DisplaySwitchTests {
    @Test func reduceMotionIsOnForAnyValueButTheUsualNos() {
        for value in ["1", "yes", "true", "ON", " 1 ", "anything"] {
            #expect(DisplayOptions.isSwitchedOn(value), "\(value)")
        }
        for value in [nil, "", " ", "0", "false", "No", "OFF"] as [String?] {
            #expect(!DisplayOptions.isSwitchedOn(value), "\(value ?? "unset")")
        }
    }
}
