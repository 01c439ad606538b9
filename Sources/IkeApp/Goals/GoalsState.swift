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

    /// One drawn row of the goals screen.
    public enum Row: Hashable, Sendable {
        case heading(MonthGroup)
        case task(TodoItem, itemIndex: Int)
    }

    public var sectionItems: [[TodoItem]] { groups.map(\.items) }

    /// Every row: each group's heading followed by its tasks.
    public var rows: [Row] {
        var rows: [Row] = []
        var index = 0
        for group in groups {
            rows.append(.heading(group))
            for item in group.items {
                rows.append(.task(item, itemIndex: index))
                index += 1
            }
        }
        return rows
    }
}
