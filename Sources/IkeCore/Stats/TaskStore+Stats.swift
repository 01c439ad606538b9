import Foundation
import GRDB

/// The statistics' reads: each figure is counted in SQL from an index (`StatsSchema`), and only per-day,
/// per-week or per-month totals come back to Swift.
extension TaskStore {
    /// The figures `query` asks for, as of the store's clock, in one read transaction (so they agree).
    public func statistics(_ query: StatsQuery) throws -> TaskStatistics {
        let clock = LocalDayClock(environment: environment)
        let weekStarts = query.weekStarts
        // The end of each week, as an instant: the next week's local midnight.
        let cuts = weekStarts.map { clock.start(of: $0.adding(days: 7)) }
        return try read { db in
            let doneDays = try Self.doneDays(db, clock: clock)
            let created = try Self.createdBefore(db, cuts: cuts)
            var weeks: [TaskStatistics.Week] = []
            for (index, start) in weekStarts.enumerated() {
                let end = start.adding(days: 7)
                let done = doneDays.reduce(0) { $0 + ($1.key >= start && $1.key < end ? $1.value : 0) }
                let doneByEnd = doneDays.reduce(0) { $0 + ($1.key < end ? $1.value : 0) }
                // Tasks done by the end that were made only later (an import of old done tasks) were never
                // open before it: they are not taken off the tasks made by then.
                let open = created.made[index] - (doneByEnd - created.doneBeforeMade[index])
                weeks.append(.init(start: start, done: done, openAtEnd: max(0, open), doneAtEnd: doneByEnd))
            }
            let focus = try Self.focusFigures(
                db, clock: clock, weekStarts: weekStarts, days: query.focusDayList)
            for index in weeks.indices { weeks[index].focusSeconds = focus.weeks[index] }
            let (byQuadrant, undated) = try Self.doneByQuadrant(db)
            var streak = TaskStatistics.Streak(days: Array(doneDays.keys), today: query.today)
            streak.plansFinished = try Self.planStreak(db, through: query.today)
            return TaskStatistics(
                today: query.today, firstWeekday: query.firstWeekday, weeks: weeks,
                doneByQuadrant: byQuadrant,
                months: try Self.monthGoals(db, months: query.months),
                streak: streak,
                review: try Self.reviewTotals(db), undatedDone: undated, focus: focus.totals)
        }
    }

    /// The done tasks that say when, read from their index alone: without `INDEXED BY` SQLite picks
    /// `task_open` (isDone) and reads every done task's row, several times slower at 100k.
    static let doneFrom = "FROM task INDEXED BY task_done_at WHERE isDone = 1 AND doneAt IS NOT NULL"

    /// Done tasks counted per local day, the day given by SQL expression `day`.
    static func doneDaysSQL(_ day: String) -> String {
        "SELECT \(day) AS day, count(*) \(doneFrom) GROUP BY day"
    }

    /// How many tasks were done on each local day, over all time.
    static func doneDays(_ db: Database, clock: LocalDayClock) throws -> [LocalDate: Int] {
        // Two statements: SQLite reads min() or max() alone from the index's end, both together by a scan.
        guard let earliest = try Int64.fetchOne(cached: db, sql: "SELECT min(doneAt) \(doneFrom)"),
            let latest = try Int64.fetchOne(cached: db, sql: "SELECT max(doneAt) \(doneFrom)")
        else { return [:] }
        var result: [LocalDate: Int] = [:]
        let rows = try Row.fetchCursor(
            db, sql: doneDaysSQL(clock.daySQL("doneAt", from: earliest, to: latest)))
        while let row = try rows.next() {
            result[LocalDate(daysSinceEpoch: row[0])] = row[1]
        }
        return result
    }

    /// For each instant of `cuts` (ascending): how many tasks were made before it (done tasks that do not
    /// say when left out), and how many made after it had been done before it (`doneAt` earlier than
    /// `createdAt`: imported done tasks).
    static func createdBefore(_ db: Database, cuts: [Int64]) throws -> (made: [Int], doneBeforeMade: [Int]) {
        var made = Array(repeating: 0, count: cuts.count)
        var doneBeforeMade = Array(repeating: 0, count: cuts.count)
        guard let first = cuts.first else { return (made, doneBeforeMade) }
        // Done tasks that do not say when were open until some unknown day: they are left out of "made".
        let undated = "isDone = 1 AND doneAt IS NULL"
        let madeBefore =
            try Int.fetchOne(
                cached: db, sql: "SELECT count(*) FROM task INDEXED BY task_created WHERE createdAt < ?",
                arguments: [first])
            ?? 0
        let madeUndated =
            try Int.fetchOne(
                cached: db,
                sql:
                    "SELECT count(*) FROM task INDEXED BY task_done_undated WHERE \(undated) AND createdAt < ?",
                arguments: [first]) ?? 0
        let older = madeBefore - madeUndated
        // Bucket b of an instant: the first cut it falls before (cuts.count when after the last).
        func bucket(_ column: String) -> String {
            let cases = cuts.enumerated().map { "WHEN \(column) < \($0.element) THEN \($0.offset)" }
            return "CASE \(cases.joined(separator: " ")) ELSE \(cuts.count) END"
        }
        // Only tasks made since the first cut: every older one is in `older`, and none of them can have
        // been made after a cut.
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(bucket("createdAt")) AS made,
                    CASE WHEN isDone = 1 AND doneAt < createdAt THEN \(bucket("doneAt")) END AS done, count(*)
                FROM task INDEXED BY task_created WHERE createdAt >= ? AND NOT (\(undated)) GROUP BY made, done
                """, arguments: [first])
        var madeIn = Array(repeating: 0, count: cuts.count + 1)
        while let row = try rows.next() {
            let madeBucket: Int = row[0]
            let count: Int = row[2]
            madeIn[madeBucket] += count
            if let doneBucket = row[1] as Int? {
                // Done before cut i but made after it: counted for every cut from its done bucket up to the
                // one before its made bucket.
                for index in doneBucket..<min(madeBucket, cuts.count) { doneBeforeMade[index] += count }
            }
        }
        var running = older
        for index in cuts.indices {
            running += madeIn[index]
            made[index] = running
        }
        return (made, doneBeforeMade)
    }

    /// Done tasks per quadrant (those that say when they were done), and the done tasks that do not.
    static func doneByQuadrant(_ db: Database) throws -> ([Quadrant: Int], Int) {
        var result: [Quadrant: Int] = Dictionary(uniqueKeysWithValues: Quadrant.allCases.map { ($0, 0) })
        // task_tally counts every done task per quadrant; the few without a time are taken off.
        for row in try Row.fetchAll(
            cached: db, sql: "SELECT isImportant, isUrgent, n FROM task_tally WHERE isDone = 1")
        {
            result[Quadrant(important: row[0], urgent: row[1]), default: 0] += row[2] as Int
        }
        var undated = 0
        for row in try Row.fetchAll(
            cached: db,
            sql: """
                SELECT isImportant, isUrgent, count(*) FROM task INDEXED BY task_done_undated
                WHERE isDone = 1 AND doneAt IS NULL
                GROUP BY isImportant, isUrgent
                """)
        {
            let count: Int = row[2]
            result[Quadrant(important: row[0], urgent: row[1]), default: 0] -= count
            undated += count
        }
        return (result, undated)
    }

    /// Done and total goals (tasks with a deadline) of each of `months`.
    static func monthGoals(_ db: Database, months: [YearMonth]) throws -> [TaskStatistics.MonthGoals] {
        guard let first = months.first, let last = months.last else { return [] }
        let range: StatementArguments = [
            first.firstDay.iso, last.firstDay.adding(months: 1).iso,
        ]
        // Two reads, each from an index alone: all goals by deadline, and the done ones by (isDone, deadline).
        var totals: [String: Int] = [:]
        for row in try Row.fetchAll(
            cached: db,
            sql: """
                SELECT substr(deadline, 1, 7), count(*) FROM task
                WHERE deadline IS NOT NULL AND deadline >= ? AND deadline < ? GROUP BY 1
                """, arguments: range)
        {
            totals[row[0]] = row[1]
        }
        var done: [String: Int] = [:]
        for row in try Row.fetchAll(
            cached: db,
            sql: """
                SELECT substr(deadline, 1, 7), count(*) FROM task
                WHERE isDone = 1 AND deadline IS NOT NULL AND deadline >= ? AND deadline < ? GROUP BY 1
                """, arguments: range)
        {
            done[row[0]] = row[1]
        }
        return months.map { month in
            let key = String(month.firstDay.iso.prefix(7))
            return .init(month: month, done: done[key] ?? 0, total: totals[key] ?? 0)
        }
    }

    /// The totals of every recorded review round.
    static func reviewTotals(_ db: Database) throws -> ReviewTotals {
        guard
            let row = try Row.fetchOne(
                cached: db,
                sql: """
                    SELECT count(*), total(done), total(sentBack), total(deleted), total(seconds), max(endedAt)
                    FROM review_round
                    """)
        else { return ReviewTotals() }
        return ReviewTotals(
            rounds: row[0], cardsDone: Int(row[1] as Double), cardsSentBack: Int(row[2] as Double),
            cardsDeleted: Int(row[3] as Double), seconds: row[4],
            lastEndedAt: (row[5] as Int64?).map(Date.init(milliseconds:)))
    }
}
