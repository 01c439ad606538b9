/// Sortable position keys ("fractional indexing") so that moving one task rewrites only that task's row.
///
/// A key is an integer part whose first character encodes its length (`a0`, `a1`, … `b10`, …) followed by an
/// optional base-62 fraction. Keys compare correctly as plain byte strings (SQLite's BINARY collation), and
/// between any two distinct keys there is always room for another one, so no amount of moves into the same
/// gap runs out of precision; keys only grow (by one character for every few moves into the same gap).
/// The scheme is the one popularised by Figma and rocicorp's `fractional-indexing`.
public enum OrderKey {
    /// The alphabet, in ASCII order so that string comparison is digit comparison.
    static let digits: [Character] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    static let digitValue: [Character: Int] = Dictionary(
        uniqueKeysWithValues: digits.enumerated().map { ($0.element, $0.offset) })
    static let smallestInteger = "A" + String(repeating: "0", count: 26)

    /// Errors that mean a caller passed keys that are not keys or not in order; never user-facing input.
    public enum Failure: Error, Equatable, Sendable {
        case invalidKey(String)
        case notOrdered(String, String)
        case exhausted
    }

    /// A key strictly between `lower` and `upper`; `nil` means "no neighbour on that side".
    public static func between(_ lower: String?, _ upper: String?) throws(Failure) -> String {
        if let lower { try validate(lower) }
        if let upper { try validate(upper) }
        if let lower, let upper, lower >= upper { throw .notOrdered(lower, upper) }
        guard let lower else {
            guard let upper else { return "a0" }
            let integer = try integerPart(upper)
            let fraction = String(upper.dropFirst(integer.count))
            if integer == smallestInteger { return integer + (try midpoint("", fraction)) }
            if integer < upper { return integer }
            guard let decremented = try decrement(integer) else { throw .exhausted }
            return decremented
        }
        let lowerInteger = try integerPart(lower)
        let lowerFraction = String(lower.dropFirst(lowerInteger.count))
        guard let upper else {
            if let incremented = try increment(lowerInteger) { return incremented }
            return lowerInteger + (try midpoint(lowerFraction, nil))
        }
        let upperInteger = try integerPart(upper)
        let upperFraction = String(upper.dropFirst(upperInteger.count))
        if lowerInteger == upperInteger { return lowerInteger + (try midpoint(lowerFraction, upperFraction)) }
        guard let incremented = try increment(lowerInteger) else { throw .exhausted }
        if incremented < upper { return incremented }
        return lowerInteger + (try midpoint(lowerFraction, nil))
    }

    /// `count` ascending keys strictly between `lower` and `upper`, spread evenly so later inserts stay short.
    public static func keys(count: Int, between lower: String?, _ upper: String?) throws(Failure) -> [String] {
        if count <= 0 { return [] }
        if count == 1 { return [try between(lower, upper)] }
        if upper == nil {
            var result: [String] = []
            var previous = lower
            for _ in 0..<count {
                let key = try between(previous, nil)
                result.append(key)
                previous = key
            }
            return result
        }
        if lower == nil {
            var result: [String] = []
            var next = upper
            for _ in 0..<count {
                let key = try between(nil, next)
                result.append(key)
                next = key
            }
            return result.reversed()
        }
        let middleIndex = count / 2
        let middle = try between(lower, upper)
        return try keys(count: middleIndex, between: lower, middle) + [middle]
            + keys(count: count - middleIndex - 1, between: middle, upper)
    }

    /// Whether `key` is a well-formed order key.
    public static func isValid(_ key: String) -> Bool {
        do {
            try validate(key)
            return true
        } catch {
            return false
        }
    }

    static func validate(_ key: String) throws(Failure) {
        if key == smallestInteger { throw .invalidKey(key) }
        let integer = try integerPart(key)
        let fraction = key.dropFirst(integer.count)
        if fraction.last == "0" { throw .invalidKey(key) }
        if key.contains(where: { digitValue[$0] == nil }) { throw .invalidKey(key) }
    }

    static func integerLength(_ head: Character) throws(Failure) -> Int {
        guard let ascii = head.asciiValue else { throw .invalidKey(String(head)) }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(ascii - UInt8(ascii: "a")) + 2
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(UInt8(ascii: "Z") - ascii) + 2
        default: throw .invalidKey(String(head))
        }
    }

    static func integerPart(_ key: String) throws(Failure) -> String {
        guard let head = key.first else { throw .invalidKey(key) }
        let length = try integerLength(head)
        guard length <= key.count else { throw .invalidKey(key) }
        return String(key.prefix(length))
    }

    /// The key between two fractions (`upper == nil` means 1); both without trailing zeros.
    static func midpoint(_ lower: String, _ upper: String?) throws(Failure) -> String {
        let lowerDigits = Array(lower)
        if let upper {
            let upperDigits = Array(upper)
            var shared = 0
            while shared < upperDigits.count && (shared < lowerDigits.count ? lowerDigits[shared] : "0") == upperDigits[shared] {
                shared += 1
            }
            if shared > 0 {
                let rest = try midpoint(
                    String(lowerDigits.dropFirst(min(shared, lowerDigits.count))), String(upperDigits.dropFirst(shared)))
                return String(upperDigits.prefix(shared)) + rest
            }
        }
        let lowerDigit = lowerDigits.first.flatMap { digitValue[$0] } ?? 0
        let upperDigit = upper.flatMap { $0.first }.flatMap { digitValue[$0] } ?? digits.count
        if upperDigit - lowerDigit > 1 {
            let middle = (lowerDigit + upperDigit + 1) / 2
            return String(digits[middle])
        }
        if let upper, upper.count > 1 { return String(upper.prefix(1)) }
        return String(digits[lowerDigit]) + (try midpoint(String(lowerDigits.dropFirst()), nil))
    }

    static func increment(_ integer: String) throws(Failure) -> String? {
        let head = integer.first!
        var body = Array(integer.dropFirst()).map { digitValue[$0]! }
        var carry = true
        var index = body.count - 1
        while carry && index >= 0 {
            if body[index] + 1 == digits.count {
                body[index] = 0
            } else {
                body[index] += 1
                carry = false
            }
            index -= 1
        }
        if !carry { return String(head) + String(body.map { digits[$0] }) }
        if head == "Z" { return "a0" }
        if head == "z" { return nil }
        let newHead = Character(Unicode.Scalar(head.asciiValue! + 1))
        if newHead > "a" { body.append(0) } else { body.removeLast() }
        return String(newHead) + String(body.map { digits[$0] })
    }

    static func decrement(_ integer: String) throws(Failure) -> String? {
        let head = integer.first!
        var body = Array(integer.dropFirst()).map { digitValue[$0]! }
        var borrow = true
        var index = body.count - 1
        while borrow && index >= 0 {
            if body[index] == 0 {
                body[index] = digits.count - 1
            } else {
                body[index] -= 1
                borrow = false
            }
            index -= 1
        }
        if !borrow { return String(head) + String(body.map { digits[$0] }) }
        if head == "a" { return "Z" + String(digits.last!) }
        if head == "A" { return nil }
        let newHead = Character(Unicode.Scalar(head.asciiValue! - 1))
        if newHead < "Z" { body.append(digits.count - 1) } else { body.removeLast() }
        return String(newHead) + String(body.map { digits[$0] })
    }
}
