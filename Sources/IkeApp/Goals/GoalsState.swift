import IkeCore

/// The goals screen: tasks grouped by the month of their deadline, and the selected task.
public struct GoalsState: Hashable, Sendable {
    /// Sections in date order, "no deadline" last; filtered like the list (hide done, search).
    public var groups: [MonthGroup] = []
    /// Index of the selected task among all tasks of all groups, in order.
    public var selectedIndex = 0
    /// The selected task's uid, which the selection follows when its deadline moves it to another month.
    public var selectedUID: String?
    /// First visible row (section headings count as rows).
    public var scrollTop = 0

    /// No groups loaded.
    public init() {}

    /// One drawn row of the goals screen.
    public enum Row: Hashable, Sendable {
        case heading(MonthGroup)
        case task(TodoItem, itemIndex: Int)
    }

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

    /// All tasks in screen order.
    public var items: [TodoItem] { groups.flatMap(\.items) }

    /// The selected task, if any.
    public var selectedItem: TodoItem? {
        let all = items
        return all.indices.contains(selectedIndex) ? all[selectedIndex] : nil
    }

    /// The row (counting headings) of the task at `itemIndex`.
    public func row(ofItem itemIndex: Int) -> Int {
        var remaining = itemIndex
        var row = 0
        for group in groups {
            row += 1
            if remaining < group.items.count { return row + remaining }
            remaining -= group.items.count
            row += group.items.count
        }
        return row
    }
}
