import CNCursesW
import IkeTerm

/// The ncursesw backend; the only code that calls curses. Start-up and blitting arrive with the list screen.
public enum CursesTerminalInfo {
    /// The ncurses library version string, proving the system library links.
    public static var libraryVersion: String {
        guard let raw = curses_version() else { return "unknown" }
        return String(cString: raw)
    }
}
