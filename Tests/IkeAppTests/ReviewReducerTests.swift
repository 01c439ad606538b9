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
        _ = reduce(&state, .review(.loaded(snapshot(of: state))))
        return state
    }

    /// What the app loop reads after a change: the first deck card not `gone`, and the deck's size.
    func snapshot(of state: AppState, gone: [String] = []) -> ReviewSnapshot {
        let deck = state.review.round?.deck ?? []
        let top = deck.first { !gone.contains($0) }
        return ReviewSnapshot(
            counts: TaskCounts(open: deck.count, done: 0), sourceCounts: [.all: deck.count],
            card: cards.first { $0.uid == top }, gone: gone)
    }

    /// What the app writes for a round over `cards` from "All open tasks" that ended as given.
    func roundRecord(
        done: Int = 0, later: Int = 0, deleted: Int = 0, left: Int, seconds: Double
    )
        -> ReviewRoundRecord
    {
        ReviewRoundRecord(
            deck: "all", done: done, sentBack: later, deleted: deleted, left: left, seconds: seconds)
    }

    /// Reads the round as the app loop does after a change, expecting `card` on top and nothing else
    /// changed but the counts.
    func read(_ state: inout AppState, card: TodoItem?, sourceLocation: SourceLocation = #_sourceLocation) {
        let open = state.review.round?.deck.count ?? 0
        step(&state, .review(.loaded(snapshot(of: state))), sourceLocation: sourceLocation) {
            $0.counts = TaskCounts(open: open, done: 0)
            $0.review.sourceCounts = [.all: open]
            $0.review.round?.card = card
        }
    }

    /// The settings' first weekday reaches the deck sizes the chooser reads and the deck a round is built
    /// from, so "Due this week" means the same week as the list's filter.
    @Test func dueThisWeekCountsWeeksFromTheSettingsFirstWeekday() {
        var state = AppState(
            size: Size(width: 80, height: 24), options: DisplayOptions(),
            now: LocalMoment(startOf: testToday),
            preferences: AppPreferences(firstWeekday: .sunday))
        step(&state, .showScreen(.review), reloads: true) { $0.screen = .review }
        guard case .review(let query) = state.loadRequest else {
            Issue.record("the review screen asked for \(state.loadRequest)")
            return
        }
        #expect(query.firstWeekday == .sunday)
        step(
            &state,
            .review(
                .loaded(
                    ReviewSnapshot(
                        counts: TaskCounts(open: 1, done: 0), sourceCounts: [.all: 1, .dueThisWeek: 1])))
        ) {
            $0.counts = TaskCounts(open: 1, done: 0)
            $0.review.sourceCounts = [.all: 1, .dueThisWeek: 1]
        }
        state.review.source = .dueThisWeek
        step(
            &state, .review(.start),
            expecting: [.buildDeck(.dueThisWeek, today: testToday, firstWeekday: .sunday)])
    }

    @Test func theChooserRemembersTheDeckAndRefusesAnEmptyOne() {
        var state = AppState(size: Size(width: 80, height: 24), today: testToday)
        step(&state, .showScreen(.review), reloads: true) { $0.screen = .review }
        let sizes: [ReviewSource: Int] = [.all: 3, .overdue: 0]
        step(
            &state,
            .review(.loaded(ReviewSnapshot(counts: TaskCounts(open: 3, done: 0), sourceCounts: sizes)))
        ) {
            $0.counts = TaskCounts(open: 3, done: 0)
            $0.review.sourceCounts = sizes
        }
        #expect(state.review.source == .all)
        // The day's plan and shutdown come first.
        step(&state, .review(.choose(by: -2))) { $0.review.source = .plan }
        step(&state, .review(.choose(by: -1)))  // clamped at the top
        step(&state, .review(.choose(by: 7))) { $0.review.source = .overdue }
        step(&state, .review(.start)) {
            $0.status = StatusMessage("Nothing to review in “Overdue” · pick another deck")
        }
        step(&state, .review(.choose(by: -1))) {
            $0.review.source = .quadrant(.eliminate)
            $0.status = nil
        }
        step(
            &state, .review(.start),
            expecting: [.buildDeck(.quadrant(.eliminate), today: testToday, firstWeekday: .monday)])
        // Leaving the screen keeps the choice for the session.
        step(&state, .showScreen(.list), reloads: true) { $0.screen = .list }
        step(&state, .showScreen(.review), reloads: true) { $0.screen = .review }
    }

    @Test func aBuiltDeckStartsARoundAndAnEmptyOneSaysSo() {
        var state = AppState(
            size: Size(width: 80, height: 24), options: DisplayOptions(reviewSeconds: 100), today: testToday)
        step(&state, .tick(1000)) { $0.review.now = 1000 }
        step(&state, .showScreen(.review), reloads: true) { $0.screen = .review }
        let deck = cards.map(\.uid)
        step(&state, .review(.deckBuilt(.all, deck)), reloads: true) {
            $0.review.roundsStarted = 1
            $0.review.round = ReviewRound(source: .all, deck: deck, seconds: 100, now: 1000)
            $0.review.round!.number = 1
        }
        read(&state, card: cards[0])
        #expect(state.review.round?.position == 1)

        var empty = AppState(size: Size(width: 80, height: 24), today: testToday)
        step(&empty, .showScreen(.review), reloads: true) { $0.screen = .review }
        step(&empty, .review(.deckBuilt(.overdue, [])), reloads: true) {
            $0.status = StatusMessage("Nothing to review in “Overdue” · pick another deck")
        }
    }

    @Test func doneSavesAtOnceAndSlidesTheCardOff() {
        var state = roundState()
        step(&state, .tick(1002)) { $0.afterTick(1002) }
        #expect(state.review.round?.timer.elapsed == 2)
        step(
            &state, .review(.decide(.done)),
            expecting: [.change(.setDone(uid: "uid-A", true), label: "Done: “A”")]
        ) {
            $0.review.round!.deck = ["uid-B", "uid-C"]
            $0.review.round!.card = nil
            $0.review.round!.decisions = [ReviewDecision(uid: "uid-A", kind: .done)]
            $0.review.round!.feedback = .decided(.done)
            $0.review.round!.slide = CardSlide(item: cards[0], kind: .done, startedAt: 1002)
        }
        // The slide ends after its duration; the card after it is on top once read.
        step(&state, .tick(1002 + CardSlide.duration)) {
            $0.afterTick(1002 + CardSlide.duration)
            $0.review.round!.slide = nil
        }
        read(&state, card: cards[1])
        #expect(state.review.round?.position == 2)
    }

    @Test func laterPutsTheCardAtTheBottomInOrder() {
        var state = roundState(reduceMotion: true)
        // Reduce motion: words only, no slide.
        step(&state, .review(.decide(.later)), reloads: true) {
            $0.afterDeciding(cards[0], .later, leaving: ["uid-B", "uid-C", "uid-A"], slides: false)
            $0.status = StatusMessage("Later: “A”", hint: "u undo")
        }
        read(&state, card: cards[1])
        step(&state, .review(.decide(.later)), reloads: true) {
            $0.afterDeciding(cards[1], .later, leaving: ["uid-C", "uid-A", "uid-B"], slides: false)
            $0.status = StatusMessage("Later: “B”", hint: "u undo")
        }
        read(&state, card: cards[2])
        #expect(state.review.round?.position == 1)  // nothing has left the deck
    }

    @Test func revealShowsTheDetailsOfTheTopCardOnly() {
        var state = roundState()
        step(&state, .review(.reveal)) { $0.review.round!.isRevealed = true }
        step(&state, .review(.reveal)) { $0.review.round!.isRevealed = false }
        step(&state, .review(.reveal)) { $0.review.round!.isRevealed = true }
        // The next card starts hidden.
        step(&state, .review(.decide(.later)), reloads: true) {
            $0.afterDeciding(cards[0], .later, leaving: ["uid-B", "uid-C", "uid-A"])
            $0.status = StatusMessage("Later: “A”", hint: "u undo")
        }
    }

    @Test func theCountdownPausesWhileSuspendedUnfocusedAwayOrReadingHelp() {
        var state = roundState()
        step(&state, .tick(1010)) { $0.afterTick(1010) }
        #expect(state.review.round?.timer.elapsed == 10)
        // Ctrl-Z at 1010, `fg` at 1060: the 50 s in the shell do not count.
        step(&state, .suspend, expecting: [.suspend]) { $0.review.round!.timer.pause(.suspended, at: 1010) }
        step(&state, .tick(1060)) { $0.afterTick(1060) }
        #expect(state.review.round?.timer.isPaused == true)
        step(&state, .resumed) { $0.review.round!.timer.resume(.suspended, at: 1060) }
        step(&state, .tick(1065)) { $0.afterTick(1065) }
        #expect(state.review.round?.timer.elapsed == 15)
        // Focus lost for 20 s.
        step(&state, .focusChanged(false)) { $0.review.round!.timer.pause(.focusLost, at: 1065) }
        step(&state, .tick(1085)) { $0.afterTick(1085) }
        step(&state, .focusChanged(true)) { $0.review.round!.timer.resume(.focusLost, at: 1085) }
        #expect(state.review.round?.timer.elapsed == 15)
        // Another screen for 30 s.
        step(&state, .showScreen(.list), reloads: true) {
            $0.screen = .list
            $0.list.selectedUID = "uid-A"
            $0.review.round!.timer.pause(.away, at: 1085)
        }
        step(&state, .tick(1115)) { $0.afterTick(1115) }
        step(&state, .showScreen(.review), reloads: true) {
            $0.screen = .review
            $0.review.round!.timer.resume(.away, at: 1115)
        }
        step(&state, .tick(1120)) { $0.afterTick(1120) }
        #expect(state.review.round?.timer.elapsed == 20)
        #expect(state.review.round?.timer.remainingSeconds == 80)
        // Reading the help for 40 s, opened and closed with the keys.
        #expect(KeyMap.standard.action(for: .char("?"), in: state) == .showHelp)
        step(&state, .showHelp) {
            $0.mode = .help
            $0.review.round!.timer.pause(.help, at: 1120)
        }
        step(&state, .tick(1160)) { $0.afterTick(1160) }
        #expect(KeyMap.standard.action(for: .escape, in: state) == .closeOverlay)
        step(&state, .closeOverlay) {
            $0.mode = .normal
            $0.review.round!.timer.resume(.help, at: 1160)
        }
        step(&state, .tick(1161)) { $0.afterTick(1161) }
        #expect(state.review.round?.timer.elapsed == 21)
    }

    @Test func whenTimeIsUpTheCardsStopRespondingUntilAgain() {
        var state = roundState(seconds: 30)
        // Time up reads the deck sizes again, for the summary's "again on N tasks still open", and the round
        // is written for the statistics.
        let ended = roundRecord(left: 3, seconds: 30)
        step(&state, .tick(1030), expecting: [.recordReviewRound(ended, round: 1)], reloads: true) {
            $0.afterTick(1030)
            $0.review.round!.phase = .timeUp
            $0.review.round!.recorded = ended
        }
        #expect(state.review.round?.timer.remainingSeconds == 0)
        for action in [
            Action.review(.decide(.done)), .review(.decide(.later)), .review(.decide(.deleted)),
            .review(.reveal),
        ] {
            step(&state, action)
        }
        // u follows the one undo rule (nothing was decided in this round, so there is nothing to take back).
        step(&state, .review(.undo)) { $0.status = StatusMessage("No card decided yet in this round") }
        #expect(doesNothing(KeyMap.standard.action(for: .right, in: state)))
        #expect(KeyMap.standard.action(for: .enter, in: state) == .review(.summary))
        step(&state, .review(.summary)) {
            $0.review.round!.phase = .finished
            $0.status = nil
        }
        #expect(KeyMap.standard.action(for: .char("u"), in: state) == .review(.undo))
        step(&state, .review(.undo)) { $0.status = StatusMessage("No card decided yet in this round") }
        step(
            &state, .review(.restart), expecting: [.buildDeck(.all, today: testToday, firstWeekday: .monday)]
        ) { $0.status = nil }
    }

    @Test func anEmptiedDeckEndsTheRoundAndStopsTheClock() {
        var state = roundState()
        for (index, card) in cards.enumerated() {
            let now = state.review.now + 5
            step(&state, .tick(now)) {
                $0.afterTick(now)
                $0.review.round!.slide = nil  // the last card's slide ended long ago
            }
            let rest = cards[(index + 1)...]
            let ended = roundRecord(done: 3, left: 0, seconds: 15)
            step(
                &state, .review(.decide(.done)),
                expecting: [.change(.setDone(uid: card.uid, true), label: "Done: “\(card.title)”")]
                    + (rest.isEmpty ? [.recordReviewRound(ended, round: 1)] : [])
            ) {
                $0.afterDeciding(card, .done, leaving: rest.map(\.uid))
                if rest.isEmpty {
                    $0.review.round!.phase = .finished
                    $0.review.round!.timer.stop(at: now)
                    $0.review.round!.recorded = ended
                }
            }
            read(&state, card: rest.first)
        }
        #expect(state.review.round?.count(.done) == 3)
        step(&state, .tick(2000)) {
            $0.afterTick(2000)
            $0.review.round!.slide = nil
        }
        #expect(state.review.round?.timer.elapsed == 15)
        #expect(state.review.round?.timer.isStopped == true)
    }

    @Test func cardsDeletedOrDoneElsewhereLeaveTheDeck() {
        var state = roundState()
        step(&state, .review(.loaded(snapshot(of: state, gone: ["uid-A", "uid-B"])))) {
            $0.review.round!.deck = ["uid-C"]
            $0.review.round!.card = cards[2]
        }
        // The last card gone ends the round; the sizes just read serve its summary.
        let ended = roundRecord(left: 0, seconds: 0)
        step(
            &state, .review(.loaded(snapshot(of: state, gone: ["uid-C"]))),
            expecting: [.recordReviewRound(ended, round: 1)]
        ) {
            $0.review.round!.recorded = ended
            $0.counts = TaskCounts(open: 1, done: 0)
            $0.review.sourceCounts = [.all: 1]
            $0.review.round!.deck = []
            $0.review.round!.card = nil
            $0.review.round!.phase = .finished
            $0.review.round!.timer.stop(at: 1000)
        }
    }

    @Test func leavingSaysWhatTheRoundDid() {
        var state = roundState()
        step(&state, .review(.decide(.later)), reloads: true) {
            $0.afterDeciding(cards[0], .later, leaving: ["uid-B", "uid-C", "uid-A"])
            $0.status = StatusMessage("Later: “A”", hint: "u undo")
        }
        read(&state, card: cards[1])
        #expect(KeyMap.standard.action(for: .char("q"), in: state) == .review(.leave))
        step(
            &state, .review(.leave),
            expecting: [.recordReviewRound(roundRecord(later: 1, left: 3, seconds: 0), round: 1)],
            reloads: true
        ) {
            $0.review.round = nil
            $0.status = StatusMessage("Left the review: 0 done, 1 later, 0 deleted")
        }
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
        step(&state, .review(.decide(.done)))
    }
}

extension AppState {
    /// For expectations: the clock at `now` and the round's countdown counted up to it (a slide that
    /// ends or time running out is the test's to write).
    mutating func afterTick(_ now: Double) {
        review.now = now
        review.round?.timer.tick(now)
    }

    /// For expectations: the top `card` decided as `kind`, leaving `deck`; the card is off the screen
    /// until the next read, sliding away from `review.now` unless motion is reduced, nothing revealed.
    mutating func afterDeciding(
        _ card: TodoItem, _ kind: ReviewDecision.Kind, leaving deck: [String], slides: Bool = true
    ) {
        review.round!.deck = deck
        review.round!.card = nil
        review.round!.isRevealed = false
        review.round!.decisions.append(ReviewDecision(uid: card.uid, kind: kind))
        review.round!.feedback = .decided(kind)
        review.round!.slide = slides ? CardSlide(item: card, kind: kind, startedAt: review.now) : nil
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
