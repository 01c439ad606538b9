import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

@Suite("Order keys")
struct OrderKeyTests {
    @Test func firstKeysAndNeighbours() throws {
        #expect(try OrderKey.between(nil, nil) == "a0")
        #expect(try OrderKey.between("a0", nil) == "a1")
        #expect(try OrderKey.between(nil, "a0") == "Zz")
        #expect(try OrderKey.between("a0", "a1") == "a0V")
        #expect(try OrderKey.between("a0V", "a1") == "a0l")
        #expect(try OrderKey.between("az", nil) == "b00")
        #expect(try OrderKey.between("Zz", "a0") == "ZzV")
    }

    @Test func rejectsBadInput() {
        #expect(throws: OrderKey.Failure.notOrdered("a1", "a0")) { try OrderKey.between("a1", "a0") }
        #expect(throws: OrderKey.Failure.notOrdered("a1", "a1")) { try OrderKey.between("a1", "a1") }
        #expect(throws: OrderKey.Failure.invalidKey("a10")) { try OrderKey.between("a10", nil) }
        #expect(!OrderKey.isValid(""))
        #expect(!OrderKey.isValid("a"))
        #expect(!OrderKey.isValid("a0!"))
        #expect(OrderKey.isValid("a0V"))
    }

    @Test func randomInsertsStayOrderedAndUnique() throws {
        let seed = TestSeed(42)
        var generator = seed.generator()
        var keys: [String] = []
        for _ in 0..<3000 {
            let slot = Int(generator.next() % UInt64(keys.count + 1))
            let lower = slot == 0 ? nil : keys[slot - 1]
            let upper = slot == keys.count ? nil : keys[slot]
            let key = try OrderKey.between(lower, upper)
            if let lower { #expect(lower < key, "\(seed)") }
            if let upper { #expect(key < upper, "\(seed)") }
            #expect(OrderKey.isValid(key), "\(seed)")
            keys.insert(key, at: slot)
        }
        #expect(keys == keys.sorted(), "\(seed)")
        #expect(Set(keys).count == keys.count, "\(seed)")
    }

    @Test func threeThousandMovesIntoOneGapNeverRunOut() throws {
        // Always insert right after "a0", squeezing the same gap: keys grow, but precision never runs out.
        let lower = "a0"
        var upper = "a1"
        for _ in 0..<3_000 {
            let key = try OrderKey.between(lower, upper)
            #expect(lower < key && key < upper)
            upper = key
        }
        #expect(upper.count < 700)
        // And the other side of the gap.
        var low = "a0"
        for _ in 0..<3_000 {
            let key = try OrderKey.between(low, "a1")
            #expect(low < key && key < "a1")
            low = key
        }
    }

    @Test func appendingManyKeysStaysShort() throws {
        var last: String? = nil
        for _ in 0..<100_000 {
            let key = try OrderKey.between(last, nil)
            if let last { #expect(last < key) }
            last = key
        }
        #expect(last!.count <= 4)
    }

    @Test(arguments: [1, 2, 7, 100]) func evenlySpreadKeys(count: Int) throws {
        for (lower, upper) in [(nil, nil), ("a0", nil), (nil, "a0"), ("a0", "a1")] as [(String?, String?)] {
            let keys = try OrderKey.keys(count: count, between: lower, upper)
            #expect(keys.count == count)
            #expect(keys == keys.sorted())
            #expect(Set(keys).count == count)
            if let lower { #expect(keys.first! > lower) }
            if let upper { #expect(keys.last! < upper) }
        }
    }
}
