import IkeTerm

/// Hands out curses colour pairs for foreground/background combinations, creating them on first use.
///
/// Nine colours (the default plus eight) make 80 non-default combinations, more than the 63
/// pairs of TERM=screen or linux; allocating on demand fits every theme that uses a few of them.
struct ColorPairs {
    /// Creates pair `number` with the two colour numbers; returns false if curses refused.
    typealias Initialiser = (_ number: Int16, _ foreground: Int16, _ background: Int16) -> Bool

    private let maxPairs: Int
    private let colors: Int
    private let defaultColors: Bool
    private let initialise: Initialiser
    private var assigned: [ColorKey: Int16] = [:]
    private var next: Int16 = 1

    private struct ColorKey: Hashable {
        var foreground: Color
        var background: Color
    }

    /// An allocator for a terminal with `maxPairs` pairs (`COLOR_PAIRS`) and `colors` colours (`COLORS`;
    /// a palette colour beyond them is drawn as the nearest the terminal has). Without `defaultColors`
    /// (`use_default_colors` failed) the default colours are drawn as white on black.
    init(maxPairs: Int, colors: Int = 8, defaultColors: Bool, initialise: @escaping Initialiser) {
        self.maxPairs = min(maxPairs, Int(Int16.max))
        self.colors = colors
        self.defaultColors = defaultColors
        self.initialise = initialise
    }

    /// Pairs created so far.
    var count: Int { assigned.count }

    /// The pair for `foreground` on `background`; 0 (the default pair) when all pairs are taken.
    mutating func pair(foreground: Color, background: Color) -> Int16 {
        let key = ColorKey(foreground: foreground, background: background)
        if key.foreground == .default && key.background == .default { return 0 }
        if let pair = assigned[key] { return pair }
        guard Int(next) < maxPairs else { return 0 }
        let fg = number(for: foreground, fallback: 7)
        let bg = number(for: background, fallback: 0)
        guard initialise(next, fg, bg) else { return 0 }
        assigned[key] = next
        next += 1
        return assigned[key] ?? 0
    }

    private func number(for color: Color, fallback: Int16) -> Int16 {
        if color == .default && !defaultColors { return fallback }
        return Int16(color.number(forTerminalWith: colors))
    }
}
