import Foundation

@testable import IkeCore

/// A small seeded generator (SplitMix64), so a failing filter is the same on every run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random filters in the flat form the parser gives: terms of every kind (text that needs quotes among
/// them), negations, ands and ors of two to four parts, never an and directly in an and nor an or in an or.
enum RandomFilter {
    static let texts = [
        "rent", "call mom", "done", "or", "10:30", "a\"b", "-x", "#not-a-tag", "back\\slash", "ünïcode", "税",
        "(paren)",
    ]

    static func term(using random: inout SeededRandom) -> FilterTerm {
        let examples = FilterTerm.examples
        if Bool.random(using: &random) { return .text(texts.randomElement(using: &random)!) }
        return examples.randomElement(using: &random)!
    }

    static func expression(
        depth: Int, using random: inout SeededRandom, parent: String = ""
    ) -> FilterExpression {
        let choice = depth == 0 ? 0 : Int.random(in: 0..<4, using: &random)
        switch choice {
        case 1 where parent != "not":
            return .not(expression(depth: depth - 1, using: &random, parent: "not"))
        case 2 where parent != "and":
            return .and(parts(depth: depth, using: &random, parent: "and"))
        case 3 where parent != "or":
            return .or(parts(depth: depth, using: &random, parent: "or"))
        default: return .term(term(using: &random))
        }
    }

    private static func parts(
        depth: Int, using random: inout SeededRandom, parent: String
    ) -> [FilterExpression] {
        (0..<Int.random(in: 2...4, using: &random)).map { _ in
            expression(depth: depth - 1, using: &random, parent: parent)
        }
    }
}
