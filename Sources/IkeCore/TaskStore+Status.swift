import GRDB

extension TaskStore {
    /// The counts `ike status` prints at `now` (`StatusLine.Count`): five small indexed counts, as a shell
    /// prompt runs it before every command. The running focus periods are counted at the store's clock.
    public func statusCounts(now: LocalMoment) throws -> [StatusLine.Count: Int] {
        let due = try dueCounts(now: now)
        // `+isDone`: read through the planned day's own index (`IS NOT NULL` spelled out for its partial
        // condition), not along every open task, which SQLite otherwise prefers for the equality.
        let planned = try read { db in
            try Int.fetchOne(
                cached: db,
                sql: "SELECT count(*) FROM task WHERE planned IS NOT NULL AND planned <= ? AND +isDone = 0",
                arguments: [now.date.daysSinceEpoch]) ?? 0
        }
        let focus = try runningFocusCount(now: environment.now())
        // The inbox through its partial index `task_inbox`, which holds what the start condition reads.
        var inboxFilter = TaskFilter.open
        inboxFilter.triage = .inbox
        inboxFilter.startedBy = now
        let inbox = try read { try Self.inboxCount($0, inboxFilter) }
        var counts: [StatusLine.Count: Int] = [:]
        for count in StatusLine.Count.allCases {
            switch count {
            case .overdue: counts[count] = due.overdue
            case .today: counts[count] = due.dueToday
            case .planned: counts[count] = planned
            case .focus: counts[count] = focus
            case .inbox: counts[count] = inbox
            }
        }
        return counts
    }
}
