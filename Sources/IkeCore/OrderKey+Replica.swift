/// Order keys that end in the making database's replica suffix, so that two machines never make the same one.
///
/// Two databases that place a task in the same gap (both add at the bottom of the same synced list) compute
/// the same plain key; both keys then end in a different suffix (`ReplicaSchema`), so they differ. Every
/// suffix has `suffixLength` digits and no trailing zero: a key read from the end is split in one way only,
/// so a key one database made can never equal one another made, even where one plain key is a prefix of the
/// other (`a1` + `Qx3Lp` against `a1Q` + …). The idea is the random "jitter" Figma and rocicorp's
/// fractional-indexing append, made once per database instead of per key so that keys stay short.
extension OrderKey {
    /// How many digits a replica suffix has: 61·62⁴ ≈ 900 million suffixes.
    public static let suffixLength = 5

    /// A key strictly between `lower` and `upper` (nil: no neighbour on that side) that ends in `suffix`.
    public static func between(_ lower: String?, _ upper: String?, suffix: String) throws(Failure) -> String {
        let a = lower.map { Array($0.utf8) }
        let b = upper.map { Array($0.utf8) }
        if let a { try validate(a) }
        if let b { try validate(b) }
        if let a, let b, !a.lexicographicallyPrecedes(b) { throw .notOrdered(lower!, upper!) }
        let tail = Array(suffix.utf8)
        guard isValidSuffix(suffix) else { throw .invalidKey(suffix) }
        return String(decoding: try between(a, b, suffix: tail), as: UTF8.self)
    }

    /// `count` ascending keys strictly between `lower` and `upper`, each ending in `suffix`.
    public static func keys(
        count: Int, between lower: String?, _ upper: String?, suffix: String
    ) throws(Failure) -> [String] {
        try keys(count: count, between: lower, upper) { (lower, upper) throws(Failure) in
            try between(lower, upper, suffix: suffix)
        }
    }

    /// Whether `suffix` can end a key: `suffixLength` digits, the last not zero.
    public static func isValidSuffix(_ suffix: String) -> Bool {
        let bytes = Array(suffix.utf8)
        return bytes.count == suffixLength && bytes.last != zero && bytes.allSatisfy { digitValue($0) != nil }
    }

    /// A suffix made from `random` bytes (at least `suffixLength` of them).
    public static func suffix(fromRandom random: [UInt8]) -> String {
        precondition(random.count >= suffixLength)
        var bytes = random.prefix(suffixLength - 1).map { digits[Int($0) % base] }
        bytes.append(digits[1 + Int(random[suffixLength - 1]) % (base - 1)])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The plain key between the bounds with `suffix` appended; when the plain key is a prefix of `upper`,
    /// the suffix could carry it past `upper`, so the search moves up from that key: each round's key is
    /// a longer prefix of `upper` or not one at all, so it ends.
    static func between(_ a: [UInt8]?, _ b: [UInt8]?, suffix: [UInt8]) throws(Failure) -> [UInt8] {
        // Before the first key: the integer below its integer, as for plain keys (a suffixed key always
        // has a fraction, and halving it on every move to the top would grow keys by a digit a move).
        if a == nil, let b {
            let integer = Array(b[0..<(try integerLength(b[0]))])
            if integer != smallestInteger, let decremented = decrement(integer) {
                return decremented + suffix
            }
        }
        var lower = a
        while true {
            let plain = try between(lower, b)
            let key = plain + suffix
            guard let b, !key.lexicographicallyPrecedes(b) else { return key }
            lower = plain
        }
    }
}
