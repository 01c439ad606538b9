/// A terminal colour: the terminal's own default or one of the eight basic ANSI colours.
public enum Color: String, CaseIterable, Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white

    /// The ANSI / curses colour number (0–7), or -1 for the terminal default (`use_default_colors`).
    public var ansiIndex: Int {
        switch self {
        case .default: return -1
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        }
    }
}
