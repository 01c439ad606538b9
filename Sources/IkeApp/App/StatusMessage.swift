/// One line of feedback under the list ("Deleted “Buy milk” · u undo"), replaced by the next.
public struct StatusMessage: Hashable, Sendable {
    /// Whether the message reports a failure (drawn with an error marker, not only a colour).
    public enum Kind: Hashable, Sendable {
        case info
        case error
    }

    public var text: String
    public var kind: Kind
    /// A key suggestion shown after the text, such as "u undo".
    public var hint: String?

    /// A message from its parts.
    public init(_ text: String, kind: Kind = .info, hint: String? = nil) {
        self.text = text
        self.kind = kind
        self.hint = hint
    }
}
