import IkeCore

/// Which deadlines the list shows: every task, or those due today, overdue, or due this week.
public enum DueView: String, CaseIterable, Hashable, Sendable {
    case all
    case today
    case overdue
    case thisWeek

    /// The deadline windows this view keeps, counted from `today` in weeks starting on `firstWeekday`;
    /// `nil` for every task.
    public func dueFilter(today: LocalDate, firstWeekday: Weekday = .monday) -> DueFilter? {
        switch self {
        case .all: nil
        case .today: DueFilter([.today], today: today)
        case .overdue: DueFilter([.overdue], today: today)
        case .thisWeek: DueFilter([.thisWeek], today: today, firstWeekday: firstWeekday)
        }
    }

    /// How the view is named on the input row and in messages.
    public var title: String {
        switch self {
        case .all: "all tasks"
        case .today: "due today"
        case .overdue: "overdue"
        case .thisWeek: "due this week"
        }
    }

    /// The next view in the cycle `v` walks.
    var next: DueView { Self.allCases[(Self.allCases.firstIndex(of: self)! + 1) % Self.allCases.count] }
}

extension TaskOrder {
    /// How the order is named on the input row and in messages.
    public var title: String {
        switch self {
        case .manual: "your order"
        case .deadline: "by deadline"
        case .quadrant: "by quadrant"
        }
    }

    /// The next order in the cycle `s` walks.
    var next: TaskOrder { Self.allCases[(Self.allCases.firstIndex(of: self)! + 1) % Self.allCases.count] }
}
