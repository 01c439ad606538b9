/// One place where two values differ: where, and what each value holds there, as text.
public struct ValueDifference: Sendable, Equatable, CustomStringConvertible {
    /// Stands for an array element or dictionary entry that one value has and the other has not.
    public static let absent = "(absent)"

    /// Where the values differ: field names, enum cases and tuple labels joined by dots, array indices
    /// and dictionary keys in brackets, e.g. `list.window[2].title`; `self` for the values themselves.
    public var path: String
    /// The first value at `path`, or `absent`.
    public var before: String
    /// The second value at `path`, or `absent`.
    public var after: String

    /// A difference at `path`.
    public init(path: String, before: String, after: String) {
        self.path = path
        self.before = before
        self.after = after
    }

    /// "list.selectedIndex: 0 → 1".
    public var description: String {
        "\(path): \(before) → \(after)"
    }

    /// Only the places where `before` and `after` differ, found by walking both with `Mirror`.
    ///
    /// Structs, classes, tuples, enum payloads and optionals are walked field by field; arrays by index,
    /// with a `count` line when the lengths differ; dictionaries by key, sorted by the key's text. A
    /// place is reported whole when it has no parts to walk (a number, a string, an enum case without a
    /// payload), when its two values are different enum cases or one optional is nil, or when `==`
    /// calls its values unequal although none of their parts differ (a custom `==`).
    public static func between<Value>(_ before: Value, _ after: Value) -> [ValueDifference] {
        var walker = DifferenceWalker()
        walker.compare(before, after, path: "", depth: 0)
        return walker.differences
    }
}
