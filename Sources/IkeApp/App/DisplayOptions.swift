/// How the screen may draw and pace itself: chosen at start from flags, `NO_COLOR`, `IKE_REDUCE_MOTION`
/// and the locale.
public struct DisplayOptions: Hashable, Sendable {
    /// Colours allowed (`--no-color` or `NO_COLOR` turn them off; nothing is lost, see the theme).
    public var color: Bool
    /// ASCII glyphs only (`--ascii`, or a locale that is not UTF-8).
    public var ascii: Bool
    /// Mouse reporting requested (`--no-mouse` turns it off).
    public var mouse: Bool
    /// No sliding cards (`--reduce-motion` or `IKE_REDUCE_MOTION`); the words stay.
    public var reduceMotion: Bool
    /// Length of a review round (`--review-seconds`).
    public var reviewSeconds: Int
    /// Colours the settings file gave to parts of the screen (drawn only while `color` is on).
    public var themeColors: ThemeColors

    /// Options from their parts; the defaults are a colour, Unicode, mouse-enabled, moving screen.
    public init(
        color: Bool = true, ascii: Bool = false, mouse: Bool = true, reduceMotion: Bool = false,
        reviewSeconds: Int = 100, themeColors: ThemeColors = ThemeColors()
    ) {
        self.color = color
        self.ascii = ascii
        self.mouse = mouse
        self.reduceMotion = reduceMotion
        self.reviewSeconds = reviewSeconds
        self.themeColors = themeColors
    }

    /// Whether an on/off environment variable such as `IKE_REDUCE_MOTION` is on: set and not empty, `0`,
    /// `false`, `no` or `off` (so `IKE_REDUCE_MOTION=0` in a shell profile means what it says).
    public static func isSwitchedOn(_ value: String?) -> Bool {
        guard let value = value?.filter({ !$0.isWhitespace }).lowercased(), !value.isEmpty else {
            return false
        }
        return !["0", "false", "no", "off"].contains(value)
    }
}
