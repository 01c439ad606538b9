import Foundation
import IkeCore
import Testing

@testable import IkeApp

/// The review summary adds up the estimates of the cards done in the round (issue 31's proof).
@Suite("Estimates in the review summary")
struct ReviewEstimateTests {
    @Test func theCardsDoneAddUpTheirEstimates() {
        var round = ReviewRound(source: .all, deck: ["a", "b", "c", "d"], seconds: 120, now: 0)
        #expect(round.sum(of: .estimate, .done) == nil)
        var cards = ["a", "b", "c", "d"].map { TodoItem(uid: $0, title: $0, createdAt: testNow) }
        cards[0].estimate = 30
        cards[1].estimate = 45
        cards[2].estimate = 60
        round.decisions = [
            ReviewDecision(uid: "a", kind: .done, card: cards[0]),
            ReviewDecision(uid: "b", kind: .done, card: cards[1]),
            ReviewDecision(uid: "c", kind: .later, card: cards[2]),
            ReviewDecision(uid: "d", kind: .done, card: cards[3]),
        ]
        #expect(round.sum(of: .estimate, .done) == .minutes(75))
        #expect(round.sum(of: .estimate, .later) == .minutes(60))
        #expect(round.sum(of: .estimate, .deleted) == nil)
    }
}
