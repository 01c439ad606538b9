import IkeApp
import IkeCore

/// Everything the settings file says, as values the app takes: the key table, the colours, the app's
/// defaults and the sync account. A missing file gives `Settings()`, today's defaults.
public struct Settings: Hashable, Sendable {
    /// The key table with the file's `[keys]` applied to the standard one.
    public var keys: KeyMap = .standard
    /// `[theme]`: colours for roles; roles left out keep the built-in colours.
    public var themeColors = ThemeColors()
    /// `[app]`: defaults that command-line flags and the environment still override.
    public var app = AppSettings()
    /// `[sync]`, read and type-checked here for the CalDAV sync that uses it.
    public var sync: SyncSettings?
    /// `[views.NAME]`: the saved views that read, in file order.
    public var views: [SavedView] = []
    /// What is wrong with the views that do not read: not fatal (the app opens without them and says
    /// so), listed by `ike config check`.
    public var viewProblems: [ViewProblem] = []
    /// `[focus]`: the focus card's lengths and signals, the defaults where the file says nothing or
    /// something that does not read.
    public var focus = FocusSettings()
    /// What is wrong in `[focus]`: not fatal (the app opens with the default of each such setting and
    /// says so), listed by `ike config check`.
    public var focusProblems: [SettingsProblem] = []

    /// The defaults.
    public init() {}
}

/// What is wrong with one saved view, which the app then leaves out.
public struct ViewProblem: Hashable, Sendable {
    /// The view's name (`views.NAME`).
    public var view: String
    public var problem: SettingsProblem
}

/// The `[app]` section; nil means "not set", so a flag, the environment or the built-in default decides.
public struct AppSettings: Hashable, Sendable {
    /// `review_seconds`: the length of a review round (1–3600).
    public var reviewSeconds: Int?
    /// `reduce_motion`: no sliding cards.
    public var reduceMotion: Bool?
    /// `mouse`: whether to ask the terminal for mouse reports.
    public var mouse: Bool?
    /// `ascii`: ASCII glyphs only.
    public var ascii: Bool?
    /// `start_screen`: the screen the app opens on.
    public var startScreen: Screen?
    /// `hide_done`: start with done tasks hidden; unset, the app starts as the database was last left
    /// (`RememberedPreference.hideDone`).
    public var hideDone: Bool?
    /// `first_weekday`: the day a week starts on, for every week ike counts: `ike list --week`, the list's
    /// and the review's "due this week", and the deadline words "next week", "next fri" and "this week".
    public var firstWeekday: Weekday?
    /// `urgent_within`: an open task due within this many days counts as urgent in the matrix, its flag or
    /// not (`UrgencyRule`; 0 for due today and overdue only).
    public var urgentWithin: Int?

    /// When a task counts as urgent, as `urgent_within` says (2 days when unset).
    public var urgency: UrgencyRule { UrgencyRule(days: urgentWithin ?? UrgencyRule.standardDays) }
    /// `notify_time`: when on the day `ike notify` reminds of a deadline without a time ("09:00").
    public var notifyTime: TimeOfDay?
    /// `notify_lead`: how long before a deadline with a time `ike notify` reminds of it, in minutes.
    public var notifyLeadMinutes: Int?
    /// `day_capacity`: the estimated work a day holds, in minutes; the plan deck warns past it.
    public var dayCapacityMinutes: Int?

    /// The reminder schedule these settings describe, the defaults filling what is not set.
    public var dueSchedule: DueSchedule {
        DueSchedule(
            reminderTime: notifyTime ?? DueSchedule.defaultReminderTime,
            leadMinutes: notifyLeadMinutes ?? DueSchedule.defaultLeadMinutes,
            firstWeekday: firstWeekday ?? .monday)
    }

    /// Nothing set.
    public init() {}
}

/// The `[sync]` section: the account `ike sync` uses (Docs/Settings.md); only its shape is checked here.
public struct SyncSettings: Hashable, Sendable {
    /// The server, principal or collection URL.
    public var url: String?
    public var username: String?
    /// A command that prints the password (`pass show caldav`).
    public var passwordCommand: String?
    /// A file holding the password (must be private to its owner).
    public var passwordFile: String?
    /// How often the running app syncs ("5m"; "0" only when asked); the reader refuses other forms.
    public var interval: String?
    /// The interval in seconds; 0 (only when asked) when none is set.
    public var intervalSeconds: Int { interval.flatMap(SyncInterval.seconds) ?? 0 }
    /// Task lists paired with tags (`[[sync.collections]]`).
    public var collections: [Collection] = []

    /// One collection and the tag its tasks carry.
    public struct Collection: Hashable, Sendable {
        public var href: String
        public var tag: String?
    }

    /// Nothing set.
    public init() {}
}
