import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// Issue 14's fixes at the reducer: each step compared as a whole state.
@Suite("A new user's first week: reducer")
struct FirstWeekReducerTests {
    /// End, G and PgDn reach the last deck of the chooser; Home, g and PgUp the first.
    @Test func endAndHomeReachTheLastAndFirstDeck() {
        var state = loadedState(["A"])
        _ = reduce(&state, .showScreen(.review))
        for key: Key in [.end, .char("G"), .pageDown] {
            var expected = state
            expected.review.source = ReviewState.sources.last!
            let action = state.keys.action(for: key, in: state)!
            #expect(reduce(&state, action) == [])
            expectNoDifference(state, expected)
            _ = reduce(&state, state.keys.action(for: .home, in: state)!)
        }
        _ = reduce(&state, state.keys.action(for: .end, in: state)!)
        for key: Key in [.home, .char("g"), .pageUp] {
            var expected = state
            expected.review.source = ReviewState.sources.first!
            _ = reduce(&state, state.keys.action(for: key, in: state)!)
            expectNoDifference(state, expected)
            _ = reduce(&state, state.keys.action(for: .end, in: state)!)
        }
    }
}
