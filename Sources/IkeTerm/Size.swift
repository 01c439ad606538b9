/// A terminal or buffer size in columns and rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// A size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// "80x24".
    public var description: String { "\(width)x\(height)" }
}
