import Foundation

extension TaskWriter {
    /// Un-completing an occurrence, from any path (Space on its done record, `ike undone` on the record or
    /// on its series): the done record goes and the series is put back to that occurrence, its deadline,
    /// time and COUNT as they were before the completion, as undo would. On a series, the occurrence is
    /// its latest done one. `nil` when `item` is neither a done record of a series that still has its rule
    /// nor a series with a done record: it is reopened as any task is.
    func reopeningOccurrence(of item: TodoItem, at now: Date) throws -> TodoItem? {
        let record: TodoItem
        var series: TodoItem
        if item.isDone, let seriesUID = item.seriesUID, let found = try self.item(uid: seriesUID),
            found.repeats?.rule != nil
        {
            (record, series) = (item, found)
        } else if !item.isDone, item.repeats?.rule != nil, let latest = try latestDoneOccurrence(of: item) {
            (record, series) = (latest, item)
        } else {
            return nil
        }
        guard let day = record.deadline, var rule = series.repeats?.rule else { return nil }
        if case .count(let left) = rule.end, let current = series.deadline, !series.isDone {
            rule.end = .count(left + Self.occurrences(of: rule, from: day, to: current))
        }
        try delete(uid: record.uid)
        series.setDone(false, at: now)
        series.deadline = day
        series.deadlineTime = record.deadlineTime
        series.repeats = .rule(rule)
        return try update(series)
    }

    /// The done record of `series`'s latest completed occurrence. Records ike makes are named
    /// `UID-done-YYYY-MM-DD` (`doneOccurrence`), so the uid index finds them in date order.
    private func latestDoneOccurrence(of series: TodoItem) throws -> TodoItem? {
        let prefix = series.uid + "-done-"
        return try TodoItem.fetchOne(
            cached: db,
            sql: """
                SELECT \(TodoItem.selection) FROM task
                WHERE uid >= ? AND uid < ? AND seriesUID = ? AND isDone = 1
                ORDER BY uid DESC LIMIT 1
                """,
            arguments: [prefix, series.uid + "-done.", series.uid])
    }

    /// How many steps of `rule` lead from `start` to `end` (what a completion took off COUNT).
    private static func occurrences(of rule: RecurrenceRule, from start: LocalDate, to end: LocalDate) -> Int
    {
        var unbounded = rule
        unbounded.end = nil
        if rule.anchor == .completion { return 1 }
        var day = start
        var steps = 0
        while day < end, steps < TodoItem.maximumPassedOccurrences,
            let next = unbounded.next(after: day)
        {
            day = next
            steps += 1
        }
        return max(steps, 1)
    }
}
