import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// Keys that end in a database's replica suffix: two databases never make the same key, and each key is
/// still a valid key strictly between its bounds.
@Suite("Order keys of two replicas")
struct OrderKeyReplicaTests {
    static let laptop = "Qx3Lp"
    static let desktop = "Qx3L1"

    /// Both replicas place a key in the same gap of one shared list (each with the same, possibly stale,
    /// view of it), and the list keeps both: the keys differ, and each lies between the gap's bounds.
    @Test(arguments: [7, 42, 2026]) func twoReplicasNeverMakeTheSameKey(seed number: UInt64) throws {
        let seed = TestSeed(number)
        var generator = seed.generator()
        var keys: [String] = []
        for _ in 0..<1500 {
            let slot = Int(generator.next() % UInt64(keys.count + 1))
            let lower = slot == 0 ? nil : keys[slot - 1]
            let upper = slot == keys.count ? nil : keys[slot]
            let mine = try OrderKey.between(lower, upper, suffix: Self.laptop)
            let theirs = try OrderKey.between(lower, upper, suffix: Self.desktop)
            #expect(mine != theirs, "\(seed)")
            for key in [mine, theirs] {
                #expect(OrderKey.isValid(key), "\(key) \(seed)")
                if let lower { #expect(lower < key, "\(lower) < \(key) \(seed)") }
                if let upper { #expect(key < upper, "\(key) < \(upper) \(seed)") }
            }
            #expect(mine.hasSuffix(Self.laptop) && theirs.hasSuffix(Self.desktop))
            keys.append(contentsOf: [mine, theirs])
            keys.sort()
        }
        #expect(Set(keys).count == keys.count, "\(seed)")
    }

    /// One database's keys, inserted at random places, are at most a suffix and a digit longer than plain
    /// keys in the same places: the suffix adds to every key's length, not to its growth. (Two databases
    /// placing into the same gap between two syncs, as above, nest a suffix a level; that is rare.)
    @Test(arguments: [7, 42, 2026]) func oneReplicasKeysGrowAsPlainKeysDo(seed number: UInt64) throws {
        var generator = TestSeed(number).generator()
        var plain: [String] = []
        var suffixed: [String] = []
        for _ in 0..<3000 {
            let slot = Int(generator.next() % UInt64(plain.count + 1))
            plain.insert(
                try OrderKey.between(
                    slot == 0 ? nil : plain[slot - 1], slot == plain.count ? nil : plain[slot]),
                at: slot)
            suffixed.insert(
                try OrderKey.between(
                    slot == 0 ? nil : suffixed[slot - 1], slot == suffixed.count ? nil : suffixed[slot],
                    suffix: Self.laptop),
                at: slot)
        }
        #expect(suffixed == suffixed.sorted() && Set(suffixed).count == suffixed.count)
        let longestPlain = plain.map(\.count).max()!
        let longest = suffixed.map(\.count).max()!
        #expect(longest <= longestPlain + OrderKey.suffixLength + 1, "\(longest) against \(longestPlain)")
    }

    /// A plain key that is a prefix of the upper bound (`a0` below `a0V`) would pass it with the suffix
    /// appended; the key is looked for above it instead.
    @Test func theSuffixNeverCarriesAKeyPastItsUpperBound() throws {
        for (lower, upper) in [
            (nil, "a0V"), ("Zz", "a0V"), ("a0", "a01"), (nil, "a0zzzzzz"), ("a0V", "a0V1"),
        ]
            as [(String?, String)]
        {
            let key = try OrderKey.between(lower, upper, suffix: "zzzzz")
            #expect(OrderKey.isValid(key) && key < upper && lower.map { $0 < key } ?? true, "\(key)")
        }
    }

    /// Moves to the top or the bottom, again and again, step the integer part as plain keys do.
    @Test func keysAtEitherEndStayShort() throws {
        var first = try OrderKey.between(nil, nil, suffix: Self.laptop)
        var last = first
        for _ in 0..<2000 {
            let top = try OrderKey.between(nil, first, suffix: Self.desktop)
            let bottom = try OrderKey.between(last, nil, suffix: Self.desktop)
            #expect(top < first && last < bottom && OrderKey.isValid(top) && OrderKey.isValid(bottom))
            first = top
            last = bottom
        }
        #expect(first.count <= 8 && last.count <= 8, "\(first) \(last)")
    }

    @Test(arguments: [1, 2, 7, 100]) func keysInBulkAscendBetweenTheirBounds(count: Int) throws {
        for (lower, upper) in [(nil, nil), ("a0", nil), (nil, "a0"), ("a0", "a1"), ("a0", "a0V")]
            as [(String?, String?)]
        {
            let keys = try OrderKey.keys(count: count, between: lower, upper, suffix: Self.laptop)
            #expect(keys.count == count && keys == keys.sorted() && Set(keys).count == count)
            #expect(keys.allSatisfy { OrderKey.isValid($0) && $0.hasSuffix(Self.laptop) })
            if let lower { #expect(lower < keys[0]) }
            if let upper { #expect(keys[count - 1] < upper) }
        }
    }

    @Test func suffixesAreWellFormedWhateverTheRandomBytes() throws {
        for byte in UInt8.min...UInt8.max {
            let suffix = OrderKey.suffix(fromRandom: Array(repeating: byte, count: OrderKey.suffixLength))
            #expect(OrderKey.isValidSuffix(suffix), "\(suffix)")
        }
        #expect(
            !OrderKey.isValidSuffix("Qx3L0") && !OrderKey.isValidSuffix("Qx3")
                && !OrderKey.isValidSuffix("Qx3L!"))
        #expect(throws: OrderKey.Failure.invalidKey("ab0")) { try OrderKey.between(nil, nil, suffix: "ab0") }
    }
}
