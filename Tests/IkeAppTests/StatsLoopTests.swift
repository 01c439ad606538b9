import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The statistics screen and the review rounds it counts, through `AppLoop` with a store.
@Suite("Statistics through the app loop")
struct StatsLoopTests {
    @Test func aFinishedRoundIsStoredOnceAndTheScreenCountsIt() throws {
        let (loop, store) = try makeLoop(
            ["Call the bank", "Buy milk"], options: DisplayOptions(reviewSeconds: 100))
        var clock = loop.state.review.now + 1
        loop.clock = { clock }
        type(loop, [.char("4"), .enter])
        clock += 7
        type(loop, [.right])  // done
        clock += 5
        type(loop, [.left])  // later: it comes back on top
        clock += 3
        type(loop, [.right])  // done: the deck is empty
        #expect(loop.state.review.round?.phase == .finished)
        let rounds = try store.reviewRounds()
        #expect(
            rounds.map(\.record) == [
                ReviewRoundRecord(
                    id: loop.state.review.round?.recordID, deck: "all", done: 2, sentBack: 1, deleted: 0,
                    left: 0,
                    seconds: 15)
            ])
        #expect(rounds.first?.record.id != nil)
        // Leaving the summary writes nothing more; the statistics screen shows the round.
        type(loop, [.escape, .char("5")])
        #expect(try store.reviewRounds().count == 1)
        #expect(loop.state.screen == .stats)
        let review = try #require(loop.state.stats.statistics?.review)
        #expect(
            review.rounds == 1 && review.cardsDone == 2 && review.cardsSentBack == 1 && review.seconds == 15)
        #expect(loop.state.stats.statistics?.doneByQuadrant[.eliminate] == 2)
        #expect(loop.state.stats.statistics?.streak.current == 1)
    }

    @Test func quittingInTheMiddleOfARoundStoresIt() throws {
        let (loop, store) = try makeLoop(["Call the bank", "Buy milk"])
        var clock = loop.state.review.now + 1
        loop.clock = { clock }
        type(loop, [.char("4"), .enter])
        clock += 4
        type(loop, [.right, .char("q")])  // q leaves the round (back to the chooser)…
        type(loop, [.enter])
        clock += 2
        type(loop, [.ctrl("c")])  // …and Ctrl-C quits during the second round
        #expect(!loop.state.isRunning)
        let records = try store.reviewRounds().map(\.record)
        #expect(records.map(\.done) == [1, 0])
        #expect(records.map(\.left) == [1, 1])
        #expect(records.map(\.seconds) == [4, 2])
    }
}
