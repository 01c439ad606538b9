import IkeCore

/// Which deadlines the list shows: every task, today's plan, or those due today, overdue, or due this week.
public enum DueView: String, CaseIterable, Hashable, Sendable {
    case all
    /// Today (issue 35, item 1): planned for today or due today, and the open tasks planned for a day gone
    /// by or overdue: what the day holds, yesterday's unfinished plan with it.
    case planned
    case today
    case overdue
    case thisWeek
    /// What to do now, under headings: overdue, today, each of the next days, starting soon.
    case agenda

    /// The deadline windows this view keeps at `now`, weeks starting on `firstWeekday`; `nil` for every
    /// task. Only the overdue view counts the minute (a timed deadline of today joins it after its time);
    /// the others count days, so their query stays the same all day.
    public func dueFilter(now: LocalMoment, firstWeekday: Weekday = .monday) -> DueFilter? {
        switch self {
        case .all, .agenda, .planned: nil
        case .today: DueFilter([.today], today: now.date)
        case .overdue: DueFilter([.overdue], now: now)
        case .thisWeek: DueFilter([.thisWeek], today: now.date, firstWeekday: firstWeekday)
        }
    }

    /// The filter of a view that is more than a deadline window, at `today`: today's plan (`planned`).
    public func expression(today: LocalDate) -> FilterExpression? {
        switch self {
        case .planned:
            let plannedToday = FilterExpression.term(.plain(.planned, .equal, .day(today)))
            let plannedBefore = FilterExpression.term(.plain(.planned, .less, .day(today)))
            let dueToday = FilterExpression.term(.due(.equal, .day("today")))
            let overdue = FilterExpression.term(.due(.less, .day("today")))
            return .or([
                plannedToday, dueToday, .and([.or([plannedBefore, overdue]), .term(.flag(.open))]),
            ])
        case .all, .today, .overdue, .thisWeek, .agenda: return nil
        }
    }

    /// How the view is named on the input row and in messages.
    public var title: String {
        switch self {
        case .all: "all tasks"
        case .planned: "today: planned, due and overdue"
        case .today: "due today"
        case .overdue: "overdue"
        case .thisWeek: "due this week"
        case .agenda: "the agenda"
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
