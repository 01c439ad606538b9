/// A terminal colour: the terminal's own default, one of the eight basic ANSI colours, or an entry of the
/// 256-colour palette (what a settings file's `208` or `#ff8700` becomes).
public enum Color: Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    /// Entry 0–255 of the xterm palette; 0–7 are the basic colours above (kept apart so that a theme
    /// names them), 8–15 their bright variants, 16–231 a 6×6×6 cube and 232–255 a grey ramp.
    case indexed(UInt8)

    /// The eight basic colours in ANSI order.
    public static let basic: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]

    /// The ANSI / curses colour number (0–255), or -1 for the terminal default (`use_default_colors`).
    public var ansiIndex: Int {
        switch self {
        case .default: -1
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .indexed(let index): Int(index)
        }
    }

    /// The name snapshots and messages use: "red", "208", "default".
    public var name: String {
        switch self {
        case .default: "default"
        case .black: "black"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .magenta: "magenta"
        case .cyan: "cyan"
        case .white: "white"
        case .indexed(let index): String(index)
        }
    }

    /// The colour number to give a terminal with `colors` colours (curses' `COLORS`): this one where it
    /// fits, else the nearest the terminal has (by the xterm palette's RGB values).
    public func number(forTerminalWith colors: Int) -> Int {
        let index = ansiIndex
        guard index >= 0, index >= colors else { return index }
        let limit = colors >= 16 ? 16 : 8
        return ColorPalette.nearest(to: ColorPalette.rgb(ofIndex: index), among: 0..<limit)
    }
}
