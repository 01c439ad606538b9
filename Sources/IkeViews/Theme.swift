import IkeApp
import IkeTerm

/// The styles every view draws with, in a colour and a monochrome variant.
///
/// Colour only ever doubles a signal that is already there as a glyph, a word or an attribute
/// (bold, dim, reverse, underline, strikethrough), so the monochrome theme loses nothing.
struct Theme: Hashable, Sendable {
    /// " ike " at the left of the header.
    var brand: Style
    /// A tab that is not the current screen.
    var tab: Style
    /// The current screen's tab (also drawn in brackets).
    var currentTab: Style
    /// "7 open · 2 done" in the header.
    var counts: Style
    /// The tag filter in effect in the header (`#work`; its `#` says what it is without colour).
    var activeTag: Style = Style(attributes: .bold)
    /// Box-drawing lines of the list frame.
    var frame: Style
    /// The selected task row (the ▸ marker says the same).
    var selected: Style
    /// A done task's checkbox, flags and deadline.
    var done: Style
    /// A done task's title, struck through where the terminal can.
    var doneTitle: Style
    /// "+ Add a task…" and other hints standing in for content.
    var placeholder: Style
    /// The "+ " or "/ " prompt in front of an input field.
    var prompt: Style
    /// "!!" / "imp".
    var important: Style
    /// "⚑" / "urg".
    var urgent: Style
    /// An open task's deadline.
    var deadline: Style
    /// "today" and "tomorrow" on an open task.
    var deadlineSoon: Style
    /// "overdue 2d".
    var overdue: Style
    /// "3 matches" and similar secondary text.
    var secondary: Style
    /// A status message that reports something.
    var statusInfo: Style
    /// A status message that reports a failure (it also starts with "✗ " or "Error: ").
    var statusError: Style
    /// A key in the footer and in status hints.
    var key: Style
    /// Section titles in help.
    var heading: Style
    /// A month's title on the goals screen.
    var monthHeading: Style
    /// The done part of a month's progress bar (its glyph differs from the rest too).
    var progressDone: Style
    /// The part of a progress bar still to do.
    var progressLeft: Style
    /// `#tag` words after a title.
    var tag: Style = Style(attributes: .dim)
    /// A quadrant's title on the matrix while the quadrant is not focused.
    var quadrantTitle: Style = Style(attributes: .bold)
    /// A review card's frame.
    var card: Style?

    /// The theme `options` ask for: colour unless `options.color` is off.
    static func forOptions(_ options: DisplayOptions) -> Theme {
        options.color ? Theme.color.coloured(options.themeColors) : .monochrome
    }

    /// This theme with the settings file's colours on their roles.
    func coloured(_ colors: ThemeColors) -> Theme {
        guard !colors.colors.isEmpty else { return self }
        var theme = self
        for (role, color) in colors.colors {
            switch role {
            case .selection: theme.selected.foreground = color
            case .done:
                theme.done.foreground = color
                theme.doneTitle.foreground = color
            case .overdue: theme.overdue.foreground = color
            case .important: theme.important.foreground = color
            case .urgent: theme.urgent.foreground = color
            case .tag: theme.tag.foreground = color
            case .header:
                theme.brand.foreground = color
                theme.currentTab.foreground = color
            case .quadrantTitle: theme.quadrantTitle.foreground = color
            case .card: theme.card = Style(foreground: color)
            }
        }
        return theme
    }

    /// Attributes plus the eight ANSI colours.
    static let color = Theme(
        brand: Style(foreground: .cyan, attributes: .bold),
        tab: .default,
        currentTab: Style(foreground: .cyan, attributes: [.bold, .underline]),
        counts: .default,
        activeTag: Style(foreground: .magenta, attributes: .bold),
        frame: Style(foreground: .blue),
        selected: Style(foreground: .cyan, attributes: .reverse),
        done: Style(attributes: .dim),
        doneTitle: Style(attributes: [.dim, .strikethrough]),
        placeholder: Style(attributes: .dim),
        prompt: Style(foreground: .cyan, attributes: .bold),
        important: Style(foreground: .yellow, attributes: .bold),
        urgent: Style(foreground: .red, attributes: .bold),
        deadline: .default,
        deadlineSoon: Style(foreground: .yellow, attributes: .bold),
        overdue: Style(foreground: .red, attributes: .bold),
        secondary: Style(attributes: .dim),
        statusInfo: Style(foreground: .green),
        statusError: Style(foreground: .red, attributes: .bold),
        key: Style(foreground: .cyan, attributes: .bold),
        heading: Style(foreground: .cyan, attributes: [.bold, .underline]),
        monthHeading: Style(foreground: .cyan, attributes: .bold),
        progressDone: Style(foreground: .green),
        progressLeft: Style(attributes: .dim))

    /// Attributes only, for `NO_COLOR` and `--no-color`.
    static let monochrome = Theme(
        brand: Style(attributes: .bold),
        tab: .default,
        currentTab: Style(attributes: [.bold, .underline]),
        counts: .default,
        frame: .default,
        selected: Style(attributes: .reverse),
        done: Style(attributes: .dim),
        doneTitle: Style(attributes: [.dim, .strikethrough]),
        placeholder: Style(attributes: .dim),
        prompt: Style(attributes: .bold),
        important: Style(attributes: .bold),
        urgent: Style(attributes: .bold),
        deadline: .default,
        deadlineSoon: Style(attributes: .bold),
        overdue: Style(attributes: .bold),
        secondary: Style(attributes: .dim),
        statusInfo: .default,
        statusError: Style(attributes: .bold),
        key: Style(attributes: .bold),
        heading: Style(attributes: [.bold, .underline]),
        monthHeading: Style(attributes: .bold),
        progressDone: .default,
        progressLeft: Style(attributes: .dim))
}
