import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// Review rounds through `AppLoop` with a store: what the deck, the summary and the store hold after
/// time runs out, a restart, a card changed elsewhere, and time the process did not run.
@Suite("Review through the app loop")
struct ReviewLoopTests {
    /// A loop on the review screen with a round of every open task started, its clock under the test's
    /// control through `advance`.
    final class Round {
        let loop: AppLoop<FakeTerminal>
        let store: TaskStore
        var clock = 0.0

        init(_ titles: [String], seconds: Int = 100, keys: [Key] = [.enter]) throws {
            (loop, store) = try makeLoop(titles, options: DisplayOptions(reviewSeconds: seconds))
            clock = loop.state.review.now + 1
            loop.clock = { [unowned self] in self.clock }
            type(loop, [.char("4")] + keys)
        }

        /// Lets `seconds` pass with the app idle (the loop ticks on its idle wake-ups).
        func advance(_ seconds: Double) {
            clock += seconds
            loop.idle()
        }

        var round: ReviewRound? { loop.state.review.round }
        var openTitles: [String] { (try? store.items().filter { !$0.isDone }.map(\.title)) ?? [] }
    }

    @Test func timeUpShowsTheTasksStillOpenAndAgainDealsOnlyThose() throws {
        let round = try Round(["Call the bank", "Buy milk", "Renew passport"], seconds: 30)
        #expect(round.loop.state.review.sourceCounts[.all] == 3)
        type(round.loop, [.right])  // Call the bank: done
        round.advance(31)
        #expect(round.round?.phase == .timeUp)
        // The summary's "again on N tasks still open" counts after the decision, not before the round.
        #expect(round.loop.state.review.sourceCounts[.all] == 2)
        type(round.loop, [.right])  // the cards rest
        #expect(round.openTitles == ["Buy milk", "Renew passport"])
        type(round.loop, [.enter, .char("r")])
        #expect(round.round?.phase == .running)
        #expect(round.round?.total == 2)
        #expect(round.round?.card?.title == "Buy milk")
        #expect(round.round?.timer.elapsed == 0)
        type(round.loop, [.right, .right])
        #expect(round.round?.phase == .finished)
        #expect(round.openTitles == [])
    }

    @Test func aCardChangedSoItNoLongerFitsItsDeckLeavesIt() throws {
        // Every new task is in Eliminate; the chooser lists All, the four quadrants, Overdue, This week.
        let round = try Round(
            ["Call the bank", "Buy milk", "Renew passport"], keys: [.down, .down, .down, .down, .enter])
        #expect(round.round?.source == .quadrant(.eliminate))
        #expect(round.round?.card?.title == "Call the bank")
        // Another process marks the top card important: it belongs to Schedule now.
        var item = try #require(try round.store.items().first)
        item.isImportant = true
        try round.store.change { try $0.update(item) }
        round.loop.send(.storeChanged)
        #expect(round.round?.card?.title == "Buy milk")
        #expect(round.round?.deck.count == 2)
        // The form on the top card: making it urgent moves it to Delegate, out of this deck too.
        type(round.loop, [.char("e")] + tabKeys(from: .title, to: .urgent) + [.char(" "), .ctrl("s")])
        #expect(try round.store.items()[1].isUrgent)
        #expect(round.round?.card?.title == "Renew passport")
        #expect(round.round?.deck.count == 1)
    }

    @Test func cardsDoneInTheFormOrDeletedElsewhereCountInTheSummary() throws {
        let round = try Round(["Call the bank", "Buy milk", "Renew passport"])
        // The form on the top card: Done ticked, saved.
        type(round.loop, [.char("e")] + tabKeys(from: .title, to: .done) + [.char(" "), .ctrl("s")])
        #expect(round.openTitles == ["Buy milk", "Renew passport"])
        #expect(round.round?.card?.title == "Buy milk")
        // Another process deletes the next card.
        let uid = try round.store.items()[1].uid
        try round.store.change { try $0.delete(uid: uid) }
        round.loop.send(.storeChanged)
        type(round.loop, [.left])  // Renew passport: later
        #expect(round.round?.count(.done) == 1)
        #expect(round.round?.count(.deleted) == 1)
        #expect(round.round?.count(.later) == 1)
        #expect(round.round?.decisions.map(\.kind) == [.later])  // u takes back only what was decided here
        type(round.loop, [.escape])
        #expect(round.loop.state.status?.text == "Left the review: 1 done, 1 later, 1 deleted")
    }

    @Test func timeTheProcessDidNotRunIsNotCounted() throws {
        var raw = 5_000.0
        let clock = RunningClock(longestStep: 1, source: { raw })
        let (loop, _) = try makeLoop(["Call the bank"], options: DisplayOptions(reviewSeconds: 100))
        loop.clock = clock.read
        type(loop, [.char("4"), .enter])
        let start = loop.state.review.round?.timer.elapsed ?? -1
        for _ in 0..<8 {
            raw += 0.25
            loop.idle()
        }
        #expect(loop.state.review.round?.timer.elapsed == start + 2)
        // `kill -STOP` (or a laptop asleep) for ten minutes: the first wake-up after it adds at most a second.
        raw += 600
        loop.idle()
        #expect(loop.state.review.round?.timer.elapsed == start + 3)
        #expect(loop.state.review.round?.phase == .running)
    }
}
