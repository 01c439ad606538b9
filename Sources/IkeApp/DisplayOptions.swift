/// How the screen may draw: chosen at start from flags, `NO_COLOR` and the locale.
public struct DisplayOptions: Hashable, Sendable {
    /// Colours allowed (`--no-color` or `NO_COLOR` turn them off; nothing is lost, see the theme).
    public var color: Bool
    /// ASCII glyphs only (`--ascii`, or a locale that is not UTF-8).
    public var ascii: Bool
    /// Mouse reporting requested (`--no-mouse` turns it off).
    public var mouse: Bool

    /// Options from their parts; the defaults are a colour, Unicode, mouse-enabled screen.
    public init(color: Bool = true, ascii: Bool = false, mouse: Bool = true) {
        self.color = color
        self.ascii = ascii
        self.mouse = mouse
    }
}
