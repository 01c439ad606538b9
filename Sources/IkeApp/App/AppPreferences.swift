import IkeCore

/// What the settings file decides about how the app starts and reads keys: the key table, the screen
/// it opens on, whether done tasks start hidden, the day a week starts on, whether it syncs, when a
/// deadline makes a task urgent, and the focus card's lengths.
public struct AppPreferences: Hashable, Sendable {
    public var keys: KeyMap
    public var startScreen: Screen
    public var hideDone: Bool
    public var firstWeekday: Weekday
    /// The settings file names a CalDAV account the app syncs with (its header then shows the sync).
    public var hasSyncAccount: Bool
    /// The views the settings file names (`[views.NAME]`).
    public var savedViews: [SavedView]
    /// When a task counts as urgent in the matrix (`urgent_within`, issue 35, item 5).
    public var urgency: UrgencyRule
    /// The focus card's lengths and signals (`[focus]`, `--focus-seconds`).
    public var focus: FocusSettings
    /// `day_capacity`: the estimated minutes of work a day holds; the plan deck warns past it.
    public var dayCapacityMinutes = AppPreferences.defaultDayCapacityMinutes
    /// The deck a round starts on as the app opens (`ike plan`); `nil` opens on `startScreen`.
    public var openingDeck: ReviewSource?
    /// Six hours, `day_capacity`'s default.
    public static let defaultDayCapacityMinutes = 360

    /// Preferences from their parts; the defaults are today's ike.
    public init(
        keys: KeyMap = .standard, startScreen: Screen = .list, hideDone: Bool = false,
        firstWeekday: Weekday = .monday, hasSyncAccount: Bool = false, savedViews: [SavedView] = [],
        focus: FocusSettings = FocusSettings(),
        urgency: UrgencyRule = UrgencyRule()
    ) {
        self.urgency = urgency
        self.savedViews = savedViews
        self.keys = keys
        self.startScreen = startScreen
        self.hideDone = hideDone
        self.firstWeekday = firstWeekday
        self.hasSyncAccount = hasSyncAccount
        self.focus = focus
    }
}
