import IkeCore

/// One block of the statistics page: a heading and its rows (a chart with its numbers, or figures).
public enum StatsSection: Hashable, Sendable, CaseIterable {
    /// Days in a row with something done, and the longest run.
    case streak
    /// Tasks done in each of the last weeks, as bars.
    case donePerWeek
    /// Tasks open and done at the end of each of those weeks.
    case openVersusDone
    /// Tasks done in each quadrant.
    case quadrants
    /// Goals (tasks with a deadline) done per month.
    case goals
    /// Focus worked on each of the last days.
    case focusPerDay
    /// Focus worked in each of the weeks.
    case focusPerWeek
    /// Focus worked per tag, over all time.
    case focusPerTag
    /// The review rounds' totals.
    case review

    /// The most tags the focus section lists; the rest are counted on one more row.
    public static let focusTagRows = 6

    /// Rows the section takes, its heading included, for `statistics` (the weeks and months it covers).
    public func height(_ statistics: TaskStatistics) -> Int {
        switch self {
        case .streak: 4
        case .donePerWeek: 1 + statistics.weeks.count
        case .openVersusDone: 2 + statistics.weeks.count
        case .quadrants: 1 + Quadrant.allCases.count
        case .goals: 1 + statistics.months.count
        case .review: 4
        case .focusPerDay: 1 + statistics.focus.days.count
        case .focusPerWeek: 1 + statistics.weeks.count
        case .focusPerTag:
            // Without focus: the heading and a note; with more tags than rows, the last says how many more.
            1 + max(1, min(statistics.focus.tags.count, Self.focusTagRows + 1))
        }
    }
}
