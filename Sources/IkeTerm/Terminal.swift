/// What the app loop needs from a terminal backend (ncurses in the app, a fake in tests).
///
/// Kept small on purpose: everything else (colours, key decoding, the previous frame for diffs,
/// restoring the tty on exit) is the backend's own business.
public protocol Terminal: AnyObject {
    /// The current size in columns and rows; read it again after a `.resize` key.
    var size: Size { get }

    /// Shows `buffer`, writing only what changed since the last frame, and places the cursor.
    func present(_ buffer: ScreenBuffer)

    /// The next key, waiting at most `timeoutMilliseconds` (negative waits forever); nil on timeout.
    func nextKey(timeoutMilliseconds: Int) -> Key?

    /// Ctrl-Z: hands the terminal back to the shell, stops the process until `fg`, then takes the terminal
    /// back (the call returns after the user resumed).
    func suspend()

    /// Rings the terminal's bell (the focus card's end of a period).
    func bell()

    /// Makes sure the terminal is in screen mode and forgets the last frame, so the next `present` redraws all.
    func resume()
}
