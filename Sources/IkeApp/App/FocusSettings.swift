/// The focus card's Pomodoro lengths and signals: the settings file's `[focus]`, with `--focus-seconds`
/// over the lengths (Docs/Settings.md). Lengths are whole seconds.
public struct FocusSettings: Hashable, Sendable {
    /// `work`: a work period (25 minutes).
    public var workSeconds: Int
    /// `short_break`: the break after a work period (5 minutes).
    public var shortBreakSeconds: Int
    /// `long_break`: the break after every `longBreakAfter`-th work period (15 minutes).
    public var longBreakSeconds: Int
    /// `long_break_after`: work periods before a long break (4).
    public var longBreakAfter: Int
    /// `bell`: the terminal bell at the end of a work or break period.
    public var bell: Bool
    /// `notify`: a desktop notification (`notify-send`, when it is on PATH) at the end of one.
    public var notify: Bool

    /// Settings from their parts; the defaults are the Pomodoro technique's.
    public init(
        workSeconds: Int = 25 * 60, shortBreakSeconds: Int = 5 * 60, longBreakSeconds: Int = 15 * 60,
        longBreakAfter: Int = 4, bell: Bool = true, notify: Bool = true
    ) {
        self.workSeconds = workSeconds
        self.shortBreakSeconds = shortBreakSeconds
        self.longBreakSeconds = longBreakSeconds
        self.longBreakAfter = longBreakAfter
        self.bell = bell
        self.notify = notify
    }

    /// The lengths `--focus-seconds` accepts, as `--review-seconds` does.
    public static let secondsRange = 1...3600

    /// These settings with every period `seconds` long, work and both breaks (`--focus-seconds N`, for
    /// tests): one length makes a whole cycle's timing plain to a test, which a break of a fifth of 3 s
    /// would not be.
    public func overridingLengths(seconds: Int) -> FocusSettings {
        var settings = self
        settings.workSeconds = seconds
        settings.shortBreakSeconds = seconds
        settings.longBreakSeconds = seconds
        return settings
    }

    /// The length of the break after work period number `finished` (1 for the first): long after every
    /// `longBreakAfter`-th, short otherwise.
    public func breakSeconds(after finished: Int) -> Int {
        isLongBreak(after: finished) ? longBreakSeconds : shortBreakSeconds
    }

    /// Work periods in a cycle that ends with a long break (at least one).
    public var cycleLength: Int { max(1, longBreakAfter) }

    /// Whether the break after work period number `finished` (1 for the first) is the long one.
    public func isLongBreak(after finished: Int) -> Bool { finished > 0 && finished % cycleLength == 0 }
}
