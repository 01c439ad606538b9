/// SplitMix64: a small, fast generator whose whole sequence follows from its seed, so a random test
/// fails the same way on every run and machine.
public struct SplitMix: RandomNumberGenerator, Sendable {
    /// The state after the last number drawn; the seed before the first.
    public private(set) var state: UInt64

    /// A generator that starts at `seed`; the same seed always gives the same numbers.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
