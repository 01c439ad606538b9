/// Choices the app makes when starting the curses terminal.
public struct CursesOptions: Hashable, Sendable {
    /// Draw without colours even when the terminal has them (`--no-color`, `NO_COLOR`).
    public var noColor: Bool
    /// Leave the mouse to the terminal (`--no-mouse`): selecting text then works as usual.
    public var noMouse: Bool
    /// How long a lone Escape waits for the rest of a sequence, unless `ESCDELAY` is set (G12).
    public var escapeDelayMilliseconds: Int

    /// Options; by default colours and mouse are used when available and Escape waits 25 ms.
    public init(noColor: Bool = false, noMouse: Bool = false, escapeDelayMilliseconds: Int = 25) {
        self.noColor = noColor
        self.noMouse = noMouse
        self.escapeDelayMilliseconds = escapeDelayMilliseconds
    }
}
