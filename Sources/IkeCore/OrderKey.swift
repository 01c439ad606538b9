/// Sortable position keys ("fractional indexing") so that moving one task rewrites only that task's row.
///
/// A key is an integer part whose first character encodes its length (`a0`, `a1`, … `b10`, …) followed by an
/// optional base-62 fraction. Keys compare correctly as plain byte strings (SQLite's BINARY collation), and
/// between any two distinct keys there is always room for another one, so no amount of moves into the same
/// gap runs out of precision; keys only grow (by one character for every few moves into the same gap).
/// The scheme is the one popularised by Figma and rocicorp's `fractional-indexing`. Work is done on ASCII
/// bytes: keys can grow to thousands of characters under adversarial moves and `Character` is slow.
public enum OrderKey {
    /// The alphabet, in ASCII order so that byte comparison is digit comparison.
    static let digits: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    static let zero = UInt8(ascii: "0")
    static let base = 62
    static let smallestInteger: [UInt8] = [UInt8(ascii: "A")] + Array(repeating: UInt8(ascii: "0"), count: 26)

    /// Errors that mean a caller passed keys that are not keys or not in order; never user-facing input.
    public enum Failure: Error, Equatable, Sendable {
        case invalidKey(String)
        case notOrdered(String, String)
        case exhausted
    }

    /// A key strictly between `lower` and `upper`; `nil` means "no neighbour on that side".
    public static func between(_ lower: String?, _ upper: String?) throws(Failure) -> String {
        let a = lower.map { Array($0.utf8) }
        let b = upper.map { Array($0.utf8) }
        if let a { try validate(a) }
        if let b { try validate(b) }
        if let a, let b, !a.lexicographicallyPrecedes(b) { throw .notOrdered(lower!, upper!) }
        return String(decoding: try between(a, b), as: UTF8.self)
    }

    /// `count` ascending keys strictly between `lower` and `upper`, spread evenly so later inserts stay short.
    public static func keys(count: Int, between lower: String?, _ upper: String?) throws(Failure) -> [String]
    {
        try keys(count: count, between: lower, upper) { (lower, upper) throws(Failure) in
            try between(lower, upper)
        }
    }

    /// `count` ascending keys strictly between `lower` and `upper`, each made by `key(lower, upper)`: one
    /// after another from an open end (so appends stay short), else the middle first, then each half.
    static func keys(
        count: Int, between lower: String?, _ upper: String?,
        making key: (String?, String?) throws(Failure) -> String
    ) throws(Failure) -> [String] {
        if count <= 0 { return [] }
        if upper == nil || lower == nil {
            var result: [String] = []
            var bound = upper == nil ? lower : upper
            for _ in 0..<count {
                let next = upper == nil ? try key(bound, nil) : try key(nil, bound)
                result.append(next)
                bound = next
            }
            return upper == nil ? result : result.reversed()
        }
        let middleIndex = count / 2
        let middle = try key(lower, upper)
        return try keys(count: middleIndex, between: lower, middle, making: key) + [middle]
            + keys(count: count - middleIndex - 1, between: middle, upper, making: key)
    }

    /// Whether `key` is a well-formed order key.
    public static func isValid(_ key: String) -> Bool {
        do {
            try validate(Array(key.utf8))
            return true
        } catch {
            return false
        }
    }

    static func between(_ a: [UInt8]?, _ b: [UInt8]?) throws(Failure) -> [UInt8] {
        guard let a else {
            guard let b else { return Array("a0".utf8) }
            let integer = Array(b[0..<(try integerLength(b[0]))])
            let fraction = Array(b[integer.count...])
            if integer == smallestInteger { return integer + (try midpoint([], fraction)) }
            if integer.count < b.count { return integer }
            guard let decremented = decrement(integer) else { throw .exhausted }
            return decremented
        }
        let aInteger = Array(a[0..<(try integerLength(a[0]))])
        let aFraction = Array(a[aInteger.count...])
        guard let b else {
            if let incremented = increment(aInteger) { return incremented }
            return aInteger + (try midpoint(aFraction, nil))
        }
        let bInteger = Array(b[0..<(try integerLength(b[0]))])
        let bFraction = Array(b[bInteger.count...])
        if aInteger == bInteger { return aInteger + (try midpoint(aFraction, bFraction)) }
        guard let incremented = increment(aInteger) else { throw .exhausted }
        if incremented.lexicographicallyPrecedes(b) { return incremented }
        return aInteger + (try midpoint(aFraction, nil))
    }

    static func validate(_ key: [UInt8]) throws(Failure) {
        let text = String(decoding: key, as: UTF8.self)
        guard let head = key.first, key != smallestInteger else { throw .invalidKey(text) }
        let length = try integerLength(head)
        guard length <= key.count, key.count == length || key.last != zero else { throw .invalidKey(text) }
        if key.contains(where: { digitValue($0) == nil }) { throw .invalidKey(text) }
    }

    static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 36
        default: nil
        }
    }

    static func integerLength(_ head: UInt8) throws(Failure) -> Int {
        switch head {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(head - UInt8(ascii: "a")) + 2
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(UInt8(ascii: "Z") - head) + 2
        default: throw .invalidKey(String(decoding: [head], as: UTF8.self))
        }
    }

    /// The fraction between two fractions (`upper == nil` means 1); both without trailing zeros.
    static func midpoint(_ lower: [UInt8], _ upper: [UInt8]?) throws(Failure) -> [UInt8] {
        var prefix: [UInt8] = []
        var lower = lower[...]
        var upper = upper?[...]
        // Strip the common prefix (a missing lower digit counts as 0) iteratively: keys can be long.
        if let b = upper {
            var shared = 0
            while shared < b.count
                && (shared < lower.count ? lower[lower.startIndex + shared] : zero)
                    == b[b.startIndex + shared]
            {
                shared += 1
            }
            prefix.append(contentsOf: b.prefix(shared))
            lower = lower.dropFirst(min(shared, lower.count))
            upper = b.dropFirst(shared)
        }
        while true {
            let lowerDigit = lower.first.flatMap(digitValue) ?? 0
            let upperDigit = upper.map { $0.first.flatMap(digitValue) ?? 0 } ?? base
            if upperDigit - lowerDigit > 1 {
                prefix.append(digits[(lowerDigit + upperDigit + 1) / 2])
                return prefix
            }
            if let b = upper, b.count > 1 {
                prefix.append(b[b.startIndex])
                return prefix
            }
            // Consecutive digits: keep the lower one and find room after it, with no upper bound.
            prefix.append(digits[lowerDigit])
            lower = lower.dropFirst()
            upper = nil
        }
    }

    static func increment(_ integer: [UInt8]) -> [UInt8]? {
        let head = integer[0]
        var body = integer.dropFirst().map { digitValue($0)! }
        var index = body.count - 1
        while index >= 0 {
            if body[index] + 1 == base {
                body[index] = 0
                index -= 1
            } else {
                body[index] += 1
                return [head] + body.map { digits[$0] }
            }
        }
        if head == UInt8(ascii: "Z") { return Array("a0".utf8) }
        if head == UInt8(ascii: "z") { return nil }
        let newHead = head + 1
        if newHead > UInt8(ascii: "a") { body.append(0) } else { body.removeLast() }
        return [newHead] + body.map { digits[$0] }
    }

    static func decrement(_ integer: [UInt8]) -> [UInt8]? {
        let head = integer[0]
        var body = integer.dropFirst().map { digitValue($0)! }
        var index = body.count - 1
        while index >= 0 {
            if body[index] == 0 {
                body[index] = base - 1
                index -= 1
            } else {
                body[index] -= 1
                return [head] + body.map { digits[$0] }
            }
        }
        if head == UInt8(ascii: "a") { return Array("Zz".utf8) }
        if head == UInt8(ascii: "A") { return nil }
        let newHead = head - 1
        if newHead < UInt8(ascii: "Z") { body.append(base - 1) } else { body.removeLast() }
        return [newHead] + body.map { digits[$0] }
    }
}
