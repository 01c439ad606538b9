/// How a cell is drawn: foreground and background colour plus attributes.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    /// A style; every part defaults to the terminal's default look.
    public init(
        foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours and no attributes.
    public static let `default` = Style()

    /// Whether this is the terminal's default look (snapshots list only other styles).
    public var isDefault: Bool { self == .default }

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// A compact description for snapshots, e.g. "fg=red bg=blue bold"; "default" for the default.
    public var description: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg=\(foreground.name)") }
        if background != .default { parts.append("bg=\(background.name)") }
        if !attributes.isEmpty { parts.append(attributes.description) }
        return parts.isEmpty ? "default" : parts.joined(separator: " ")
    }
}
