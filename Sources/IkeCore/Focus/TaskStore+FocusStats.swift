import GRDB

/// The statistics' focus figures (`FocusTotals`, `TaskStatistics.Week.focusSeconds`): sums in SQL, one row
/// per day, per task or per tag back to Swift.
extension TaskStore {
    /// Focus seconds per week of `weekStarts` and per day of `days` (both ascending), by the local day each
    /// period started on, and the totals per tag and over all time.
    static func focusFigures(
        _ db: Database, clock: LocalDayClock, weekStarts: [LocalDate], days: [LocalDate]
    ) throws -> (weeks: [Int], totals: FocusTotals) {
        var perDay: [LocalDate: Int] = [:]
        let first = [weekStarts.first, days.first].compactMap { $0 }.min()
        if let first,
            let latest = try Int64.fetchOne(cached: db, sql: "SELECT max(startedAt) FROM focus_period")
        {
            let from = clock.start(of: first)
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(clock.daySQL("startedAt", from: from, to: max(from, latest))) AS day, total(seconds)
                    FROM focus_period WHERE startedAt >= ? GROUP BY day
                    """, arguments: [from])
            while let row = try rows.next() {
                perDay[LocalDate(daysSinceEpoch: row[0])] = Int(row[1] as Double)
            }
        }
        let weeks = weekStarts.map { start in
            let end = start.adding(days: 7)
            return perDay.reduce(0) { $0 + ($1.key >= start && $1.key < end ? $1.value : 0) }
        }
        let total = Int(try Double.fetchOne(cached: db, sql: "SELECT total(seconds) FROM focus_period") ?? 0)
        return (
            weeks,
            FocusTotals(
                days: days.map { .init(day: $0, seconds: perDay[$0] ?? 0) }, tags: try focusTags(db),
                seconds: total)
        )
    }

    /// Focus seconds per tag, most first, the periods of tasks without a tag or deleted since (no task
    /// row, so no tag) as one entry without a name, last.
    static func focusTags(_ db: Database) throws -> [FocusTotals.TagTotal] {
        // Summed per task first (the uid index), so each task's tags are looked up once.
        let rows = try Row.fetchAll(
            cached: db,
            sql: """
                SELECT tag.name, total(worked.seconds)
                FROM (SELECT taskUID, total(seconds) AS seconds FROM focus_period GROUP BY taskUID) AS worked
                LEFT JOIN task ON task.uid = worked.taskUID
                LEFT JOIN task_tag ON task_tag.taskId = task.id
                LEFT JOIN tag ON tag.id = task_tag.tagId
                GROUP BY tag.id HAVING total(worked.seconds) > 0
                ORDER BY tag.id IS NULL, 2 DESC, tag.key
                """)
        return rows.map { .init(name: $0[0], seconds: Int($0[1] as Double)) }
    }
}
