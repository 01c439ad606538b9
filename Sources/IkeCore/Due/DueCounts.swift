/// How many open tasks are overdue and how many are due today: the app's "2 overdue · 3 due today".
public struct DueCounts: Hashable, Sendable {
    public var overdue: Int
    public var dueToday: Int
    /// Open tasks whose start time today has come: when it grows, a task hidden until that minute is due
    /// to appear (the app reads its screen again). Not shown.
    public var startedToday: Int

    /// Counts from their parts.
    public init(overdue: Int, dueToday: Int, startedToday: Int = 0) {
        self.overdue = overdue
        self.dueToday = dueToday
        self.startedToday = startedToday
    }

    /// Whether anything is overdue or due today.
    public var isEmpty: Bool { overdue == 0 && dueToday == 0 }

    /// "2 overdue · 3 due today", leaving out a zero; empty when both are.
    public var summary: String {
        [overdue > 0 ? "\(overdue) overdue" : nil, dueToday > 0 ? "\(dueToday) due today" : nil]
            .compactMap { $0 }.joined(separator: " · ")
    }
}
