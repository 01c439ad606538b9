import IkeCore

/// The goals screen: tasks grouped by the month of their deadline, and the selected task.
public struct GoalsState: Hashable, Sendable, SectionedSelection {
    /// Sections in date order, "no deadline" last; filtered like the list (hide done, search).
    public var groups: [MonthGroup] = []
    public var selectedIndex = 0
    public var selectedUID: String?
    public var scrollTop = 0

    /// No groups loaded.
    public init() {}

    /// One drawn row of the goals screen: a month's heading or a task.
    public typealias Row = SectionRow<MonthGroup>

    public var shownSections: [MonthGroup] { groups }

    public static func items(in group: MonthGroup) -> [TodoItem] { group.items }
}
