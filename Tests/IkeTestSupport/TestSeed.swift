import Foundation
import Testing

/// The seed of one random test: the test's own fixed value, or `IKE_TEST_SEED` to replay a failure.
///
/// Put the seed in the comment of every expectation that depends on it (`#expect(…, "\(seed)")`): a
/// failure then says which seed to replay with, e.g. `IKE_TEST_SEED=0x1CE swift test --filter …`.
/// The variable accepts decimal or `0x` hexadecimal and replaces the seed of every test that runs.
public struct TestSeed: Sendable, Equatable, CustomStringConvertible {
    /// The environment variable that overrides every random test's seed.
    public static let variable = "IKE_TEST_SEED"

    /// The seed in use: the override when one is set, else the test's own.
    public let value: UInt64

    /// The seed `fixed`, unless `environment` sets `IKE_TEST_SEED`; a value that is not a number is
    /// recorded as an issue (a replay with a seed that is silently ignored would prove nothing).
    public init(
        _ fixed: UInt64, environment: [String: String] = ProcessInfo.processInfo.environment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let text = environment[Self.variable], !text.isEmpty else {
            value = fixed
            return
        }
        guard let parsed = Self.parse(text) else {
            Issue.record(
                "\(Self.variable)=\(text) is not a decimal or 0x-hexadecimal UInt64",
                sourceLocation: sourceLocation)
            value = fixed
            return
        }
        value = parsed
    }

    /// "seed 0x1CE (replay: IKE_TEST_SEED=0x1CE)", for an expectation's comment.
    public var description: String {
        let hex = "0x" + String(value, radix: 16, uppercase: true)
        return "seed \(hex) (replay: \(Self.variable)=\(hex))"
    }

    /// A generator for this seed; `offset` derives distinct streams for the cases of one test, so a
    /// single printed seed still replays every case.
    public func generator(offset: UInt64 = 0) -> SplitMix {
        SplitMix(seed: value &+ offset)
    }

    /// Decimal, or hexadecimal after `0x`.
    static func parse(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }
}
