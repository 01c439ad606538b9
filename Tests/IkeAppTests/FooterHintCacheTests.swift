import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// The footer's hints are kept with what they depend on (`FooterHintInputs`) and reused while that stays
/// the same: random keys through every screen and mode must never show a kept answer that working the
/// hints out again would not give.
@Suite("The footer's hints kept between frames")
struct FooterHintCacheTests {
    static let keys: [Key] = [
        .char("a"), .char("x"), .char("/"), .char("?"), .escape, .enter, .char(" "), .char("u"), .ctrl("r"),
        .char("."), .char("1"), .char("2"), .char("3"), .char("4"), .char("5"), .down, .up, .tab, .char("#"),
        .char("e"), .char("d"),
    ]

    static func text(_ hints: [(keys: String, label: String)]) -> [String] {
        hints.map { $0.keys + " " + $0.label }
    }

    @Test(arguments: 1...4) func keptHintsAreTheHintsWorkedOutAgain(number: UInt64) throws {
        let seed = TestSeed(number)
        var random = seed.generator()
        let (loop, _) = try makeLoop(["A", "B", "C"])
        var seen: [(inputs: FooterHintInputs, hints: [String])] = []
        var modes: Set<String> = []
        for step in 0..<300 {
            type(loop, [Self.keys[Int(random.next() % UInt64(Self.keys.count))]])
            let state = loop.state
            let worked = Self.text(state.keys.computeHints(for: state))
            #expect(Self.text(state.keys.hints(for: state)) == worked, "step \(step), \(seed)")
            let inputs = FooterHintInputs(state.keys, state)
            for earlier in seen where earlier.inputs == inputs {
                #expect(earlier.hints == worked, "step \(step), \(seed)")
            }
            seen.append((inputs, worked))
            modes.insert("\(state.screen) \(KeyMap.scopes(for: state))")
        }
        // The walk reached many screens and modes, so the check covered them.
        #expect(modes.count >= 5, "\(modes)")
    }
}
