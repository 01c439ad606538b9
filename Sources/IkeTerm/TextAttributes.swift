/// Attributes of drawn text, combined freely.
public struct TextAttributes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    /// Attributes from their bit pattern.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)

    /// Every attribute with its name, in the order descriptions list them.
    public static let named: [(name: String, attribute: TextAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic),
        ("underline", .underline), ("reverse", .reverse), ("strikethrough", .strikethrough),
    ]

    /// The attribute names separated by spaces, e.g. "bold underline"; empty when there are none.
    public var description: String {
        Self.named.filter { contains($0.attribute) }.map(\.name).joined(separator: " ")
    }
}
