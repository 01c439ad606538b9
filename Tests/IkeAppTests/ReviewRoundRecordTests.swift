import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// A review round is written for the statistics when it ends, by any way it can end, and written again
/// (the same row) when an undo changes what it counts.
@Suite("Review rounds recorded")
struct ReviewRoundRecordTests {
    let cards = ["A", "B"].enumerated().map { task($0.element, $0.offset) }

    /// The review screen with a round over `cards` started at clock 1000 and the top card loaded.
    func roundState(seconds: Int = 100) -> AppState {
        var state = AppState(
            size: Size(width: 80, height: 24),
            options: DisplayOptions(reduceMotion: true, reviewSeconds: seconds),
            today: testToday)
        _ = reduce(&state, .tick(1000))
        _ = reduce(&state, .showScreen(.review))
        _ = reduce(&state, .review(.deckBuilt(.quadrant(.doFirst), cards.map(\.uid))))
        load(&state)
        return state
    }

    /// Reads the round as the app loop does: the top card of the deck.
    func load(_ state: inout AppState) {
        let deck = state.review.round?.deck ?? []
        _ = reduce(
            &state,
            .review(
                .loaded(
                    ReviewSnapshot(
                        counts: TaskCounts(open: deck.count, done: 0), sourceCounts: [.all: deck.count],
                        card: cards.first { $0.uid == deck.first }))))
    }

    func record(
        done: Int = 0, later: Int = 0, deleted: Int = 0, left: Int = 0, seconds: Double, id: Int64? = nil
    )
        -> ReviewRoundRecord
    {
        ReviewRoundRecord(
            id: id, deck: "quadrant:do", done: done, sentBack: later, deleted: deleted, left: left,
            seconds: seconds)
    }

    @Test func roundsAreNumberedAndNothingIsWrittenWhileOneRuns() {
        var state = roundState()
        #expect(state.review.round?.number == 1)
        #expect(state.review.roundsStarted == 1)
        _ = reduce(&state, .tick(1004))
        let effects = reduce(&state, .review(.decide(.later)))
        #expect(!effects.contains { if case .recordReviewRound = $0 { true } else { false } })
    }

    @Test func anEmptiedDeckIsWrittenOnceAndItsRowRemembered() {
        var state = roundState()
        _ = reduce(&state, .tick(1004))
        _ = reduce(&state, .review(.decide(.done)))
        load(&state)
        _ = reduce(&state, .tick(1010))
        let effects = reduce(&state, .review(.decide(.done)))
        #expect(
            effects == [
                .change(.setDone(uid: "uid-B", true), label: "Done: “B”"),
                .recordReviewRound(record(done: 2, seconds: 10), round: 1),
            ])
        step(&state, .review(.roundRecorded(round: 1, id: 7))) { $0.review.round?.recordID = 7 }
        // A write for another round (an older one, answering late) does not touch this one.
        step(&state, .review(.roundRecorded(round: 5, id: 9)))
        // The summary's reads and ticks change nothing it counts: nothing more is written.
        #expect(
            !reduce(&state, .tick(1020)).contains { if case .recordReviewRound = $0 { true } else { false } })
        load(&state)
    }

    @Test func anUndoAfterTheEndRewritesTheSameRow() {
        var state = roundState()
        _ = reduce(&state, .tick(1004))
        _ = reduce(&state, .review(.decide(.done)))
        let first = UndoEntry(mutation: .batch([]), label: "Done: “A”")
        _ = reduce(&state, .committed(first))
        load(&state)
        _ = reduce(&state, .tick(1010))
        _ = reduce(&state, .review(.decide(.done)))
        let second = UndoEntry(mutation: .update(old: cards[1], new: cards[1]), label: "Done: “B”")
        _ = reduce(&state, .committed(second))
        _ = reduce(&state, .review(.roundRecorded(round: 1, id: 7)))
        // u brings B back: the round runs again, and nothing is written while it runs.
        #expect(reduce(&state, .review(.undo)) == [.undo(second)])
        let undone = reduce(&state, .undone(second))
        #expect(!undone.contains { if case .recordReviewRound = $0 { true } else { false } })
        #expect(state.review.round?.phase == .running)
        load(&state)
        // Sent to the bottom and the deck left with Esc: the same row, now with B left… as later.
        _ = reduce(&state, .tick(1030))
        _ = reduce(&state, .review(.decide(.later)))
        let left = reduce(&state, .review(.leave))
        #expect(
            left.first == .recordReviewRound(record(done: 1, later: 1, left: 1, seconds: 30, id: 7), round: 1)
        )
        #expect(state.review.round == nil)
    }

    @Test func timeUpWritesTheRoundWithTheCardsLeft() {
        var state = roundState(seconds: 30)
        _ = reduce(&state, .tick(1005))
        _ = reduce(&state, .review(.decide(.deleted)))
        load(&state)
        let effects = reduce(&state, .tick(1031))
        #expect(effects.first == .recordReviewRound(record(deleted: 1, left: 1, seconds: 30), round: 1))
        // Another round (r) does not write the ended one twice.
        let again = reduce(&state, .review(.deckBuilt(.quadrant(.doFirst), ["uid-B"])))
        #expect(!again.contains { if case .recordReviewRound = $0 { true } else { false } })
        #expect(state.review.round?.number == 2)
    }

    @Test func aDoneTakenBackAfterTimeIsUpRewritesTheRound() {
        var state = roundState(seconds: 30)
        _ = reduce(&state, .tick(1005))
        _ = reduce(&state, .review(.decide(.done)))
        let entry = UndoEntry(mutation: .update(old: cards[0], new: cards[0]), label: "Done: “A”")
        _ = reduce(&state, .committed(entry))
        load(&state)
        #expect(
            reduce(&state, .tick(1031)).first
                == .recordReviewRound(record(done: 1, left: 1, seconds: 30), round: 1))
        _ = reduce(&state, .review(.roundRecorded(round: 1, id: 3)))
        #expect(reduce(&state, .review(.undo)) == [.undo(entry)])
        // The store's undo lands (on any screen, through the app's `.undone`): the same row, one done fewer.
        let effects = reduce(&state, .undone(entry))
        #expect(effects.first == .recordReviewRound(record(done: 0, left: 2, seconds: 30, id: 3), round: 1))
    }

    @Test func quittingDuringARoundWritesItBeforeTheAppStops() {
        var state = roundState()
        _ = reduce(&state, .tick(1012))
        _ = reduce(&state, .review(.decide(.done)))
        let effects = reduce(&state, .quit)
        #expect(
            effects == [.recordReviewRound(record(done: 1, left: 1, seconds: 12), round: 1), .quit])
        // Quitting with no round writes nothing.
        var idle = AppState(size: Size(width: 80, height: 24), today: testToday)
        #expect(reduce(&idle, .quit) == [.quit])
    }

    @Test func aFailedWriteSaysSo() {
        var state = roundState()
        step(&state, .review(.roundRecordFailed("the disk is full"))) {
            $0.status = StatusMessage("Could not save the review round: the disk is full", kind: .error)
        }
    }
}
