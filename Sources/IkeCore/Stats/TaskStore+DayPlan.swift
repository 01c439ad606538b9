import GRDB

extension TaskStore {
    /// The tasks planned for `day`: open and done counts, and the open ones' estimates summed. Read through
    /// the planned day's index (which holds the done state), then each planned row for its estimate.
    public func dayPlan(on day: LocalDate) throws -> DayPlan {
        try read { db in
            let row = try Row.fetchOne(
                cached: db,
                sql: """
                    SELECT coalesce(sum(isDone = 0), 0), coalesce(sum(isDone = 1), 0),
                        coalesce(sum(CASE WHEN isDone = 0 THEN estimate END), 0),
                        coalesce(sum(isDone = 0 AND estimate IS NULL), 0)
                    FROM task WHERE planned IS NOT NULL AND planned = ?
                    """, arguments: [day.daysSinceEpoch])
            guard let row else { return DayPlan() }
            return DayPlan(open: row[0], done: row[1], estimatedMinutes: row[2], unestimated: row[3])
        }
    }

    /// The first open task planned for `day` in the list's order, which the plan's end offers to focus on.
    public func firstPlanned(on day: LocalDate) throws -> TodoItem? {
        try read { db in
            try TodoItem.fetchOne(
                cached: db,
                sql: """
                    SELECT \(TodoItem.selection) FROM task
                    WHERE planned IS NOT NULL AND planned = ? AND +isDone = 0 ORDER BY orderKey, id LIMIT 1
                    """, arguments: [day.daysSinceEpoch])
        }
    }

    /// Writes how `result`'s day ended, replacing what an earlier shutdown of the same day wrote.
    public func recordDayPlan(_ result: DayPlanResult) throws {
        if let readOnlyReason { throw readOnlyReason }
        do {
            try queue.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO day_plan (day, planned, done) VALUES (?, ?, ?)",
                    arguments: [result.day.daysSinceEpoch, result.planned, result.done])
            }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// How many closed days in a row, going back from `day`, finished their plan: a closed day that did not
    /// ends the run; a day never closed (a weekend, a day off) or closed with nothing planned neither ends
    /// it nor counts.
    public func planStreak(through day: LocalDate) throws -> Int {
        try read { try Self.planStreak($0, through: day) }
    }

    /// `planStreak(through:)` within a read of its own.
    static func planStreak(_ db: Database, through day: LocalDate) throws -> Int {
        let rows = try Row.fetchCursor(
            db, sql: "SELECT planned, done FROM day_plan WHERE day <= ? ORDER BY day DESC",
            arguments: [day.daysSinceEpoch])
        var run = 0
        while let row = try rows.next() {
            let result = DayPlanResult(day: day, planned: row[0], done: row[1])
            if result.planned == 0 { continue }
            guard result.isFinished else { break }
            run += 1
        }
        return run
    }
}
