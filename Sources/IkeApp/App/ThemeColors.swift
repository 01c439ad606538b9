import IkeTerm

/// A part of the screen whose colour the settings file's `[theme]` may set.
public enum ThemeRole: String, CaseIterable, Hashable, Sendable {
    /// The selected row (drawn reversed, so this is the bar's colour).
    case selection
    /// Done tasks: their checkbox, title and flags.
    case done
    /// "overdue 2d" and the time-up message.
    case overdue
    /// The important mark ("!!" / "imp").
    case important
    /// The urgent mark ("⚑" / "urg").
    case urgent
    /// The `#tag` words after a title.
    case tag
    /// The header's name and current tab.
    case header
    /// The titles of the matrix's quadrants.
    case quadrantTitle = "quadrant_title"
    /// The frame of a review card.
    case card

    /// What the role colours, for `ike config init` and the docs.
    public var summary: String {
        switch self {
        case .selection: "the selected row (drawn reversed)"
        case .done: "done tasks"
        case .overdue: "overdue deadlines"
        case .important: "the important mark"
        case .urgent: "the urgent mark"
        case .tag: "#tags after titles"
        case .header: "the header's name and current tab"
        case .quadrantTitle: "the matrix's quadrant titles"
        case .card: "the review card's frame"
        }
    }
}

/// The colours a settings file gave to theme roles; a role it leaves out keeps the built-in colour.
/// Colour only ever doubles a signal drawn another way, so `NO_COLOR` and `--no-color` still drop them.
public struct ThemeColors: Hashable, Sendable {
    public private(set) var colors: [ThemeRole: Color] = [:]

    /// No colour set: the built-in theme.
    public init() {}

    /// The colour set for `role`, if any.
    public subscript(role: ThemeRole) -> Color? {
        get { colors[role] }
        set { colors[role] = newValue }
    }
}
