import Foundation
import GRDB

/// The focus card's writes and reads (issue 35, item 4; Docs/Decisions.md, 2026-11-29, "Focus periods").
///
/// The app writes a work period as it goes: `beginFocusPeriod` when work starts, `checkpointFocusPeriod`
/// about every 30 s while it runs, `endFocusPeriod` when it is finished or stopped. A terminal that dies
/// leaves the row running with the seconds of its last checkpoint: what was worked, nothing more. Such a row
/// counts as ended once its checkpoint is older than `FocusPeriod.staleInterval` (`runningFocusCount`
/// leaves it out) and is closed by the next `beginFocusPeriod` or `closeStaleFocusPeriods`.
///
/// Seconds are the app's count of worked time (pauses excluded); the store keeps them between 0 and the
/// wall-clock time since the period's start, and never lowers what it already holds, so a clock set back
/// neither makes time negative nor takes back worked time.
extension TaskStore {
    /// Starts a work period on the task `taskUID` at `at` and returns its id, for the checkpoints and the
    /// end. Closes the running periods that ikes no longer running left behind (`closeStaleFocusPeriods`)
    /// in the same transaction. Throws `StoreError.unknownUID` when no task has the uid (another ike
    /// deleted it).
    public func beginFocusPeriod(taskUID: String, at: Date) throws -> Int64 {
        try focusWrite { db in
            guard
                try Bool.fetchOne(cached: db, sql: "SELECT 1 FROM task WHERE uid = ?", arguments: [taskUID])
                    == true
            else { throw StoreError.unknownUID(taskUID) }
            try Self.closeStale(db, now: at)
            let start = at.milliseconds
            try db.execute(
                sql: """
                    INSERT INTO focus_period (taskUID, startedAt, seconds, endedAt, lastCheckpointAt)
                    VALUES (?, ?, 0, NULL, ?)
                    """, arguments: [taskUID, start, start])
            return db.lastInsertedRowID
        }
    }

    /// Records that the running period `id` has `seconds` of work at `at`, so a terminal that dies keeps
    /// them. Works after the task was deleted (the period outlives it). A period closed meanwhile as left
    /// behind (this ike was stopped or asleep past `FocusPeriod.staleInterval`) runs again. Nothing
    /// happens when the period is gone (it was dropped by `endFocusPeriod`).
    public func checkpointFocusPeriod(id: Int64, seconds: Int, at: Date) throws {
        try focusWrite { db in
            try db.execute(
                sql: """
                    UPDATE focus_period SET seconds = \(Self.keptSeconds), lastCheckpointAt = ?, endedAt = NULL
                    WHERE id = ?
                    """, arguments: [max(0, seconds), at.milliseconds, at.milliseconds, id])
        }
    }

    /// Ends the period `id` at `at` with `seconds` of work. A period that ran its full length
    /// (`completed`) is kept however short; one stopped early with less than `FocusPeriod.shortestKept`
    /// seconds of work is dropped, as a card opened by mistake. Returns whether the period is kept.
    @discardableResult
    public func endFocusPeriod(id: Int64, seconds: Int, at: Date, completed: Bool) throws -> Bool {
        let end = at.milliseconds
        return try focusWrite { db in
            try db.execute(
                sql: """
                    UPDATE focus_period SET seconds = \(Self.keptSeconds), lastCheckpointAt = ?,
                        endedAt = max(startedAt, ?)
                    WHERE id = ?
                    """, arguments: [max(0, seconds), end, end, end, id])
            guard db.changesCount > 0 else { return false }
            guard !completed else { return true }
            try db.execute(
                sql: "DELETE FROM focus_period WHERE id = ? AND seconds < ?",
                arguments: [id, FocusPeriod.shortestKept])
            return db.changesCount == 0
        }
    }

    /// Closes every running period whose last checkpoint is further than `FocusPeriod.staleInterval` from
    /// `now` (an ike that stopped without ending it), ended at that checkpoint with its seconds, and returns
    /// how many. Reads already count such periods as ended; this makes it so in the rows.
    @discardableResult
    public func closeStaleFocusPeriods(now: Date) throws -> Int {
        try focusWrite { db in
            try Self.closeStale(db, now: now)
            return db.changesCount
        }
    }

    /// The seconds worked on the task `taskUID`, every period counted (finished, running, left behind).
    public func focusSeconds(taskUID: String) throws -> Int {
        try read { db in try Self.focusSeconds(db, taskUID: taskUID) }
    }

    /// How many periods are running at `now` (`{focus}` of `ike status`): not ended, and written within
    /// `FocusPeriod.staleInterval` of `now`.
    public func runningFocusCount(now: Date) throws -> Int {
        try read { db in
            try Int.fetchOne(
                cached: db,
                sql: """
                    SELECT count(*) FROM focus_period
                    WHERE endedAt IS NULL AND lastCheckpointAt BETWEEN ? AND ?
                    """, arguments: Self.freshRange(now)) ?? 0
        }
    }

    /// Every stored period, oldest first (ike JSON exports them, and tests read them).
    public func focusPeriods() throws -> [FocusPeriod] {
        try read { db in
            try Row.fetchAll(
                cached: db,
                sql: """
                    SELECT id, taskUID, startedAt, seconds, endedAt, lastCheckpointAt FROM focus_period
                    ORDER BY startedAt, id
                    """
            ).map { row in
                FocusPeriod(
                    id: row[0], taskUID: row[1], startedAt: Date(milliseconds: row[2]), seconds: row[3],
                    endedAt: (row[4] as Int64?).map(Date.init(milliseconds:)),
                    lastCheckpointAt: Date(milliseconds: row[5]))
            }
        }
    }

    /// The seconds a write keeps, from the arguments (seconds asked, the write's instant in milliseconds):
    /// never less than what the row holds, never more than the wall clock since the start (rounded up to
    /// the second, so a monotonic count a few milliseconds ahead of the wall clock is not cut).
    static let keptSeconds = "max(seconds, min(?, max(0, (? - startedAt + 999) / 1000)))"

    /// The checkpoints of a running period that still counts as running at `now`.
    static func freshRange(_ now: Date) -> StatementArguments {
        let stale = Int64(FocusPeriod.staleInterval * 1000)
        return [now.milliseconds - stale, now.milliseconds + stale]
    }

    /// Ends the running periods not written within `FocusPeriod.staleInterval` of `now` at their last
    /// checkpoint (never before their start).
    static func closeStale(_ db: Database, now: Date) throws {
        try db.execute(
            sql: """
                UPDATE focus_period SET endedAt = max(startedAt, lastCheckpointAt)
                WHERE endedAt IS NULL AND (lastCheckpointAt < ? OR lastCheckpointAt > ?)
                """, arguments: freshRange(now))
    }

    /// A task's seconds in `db`, for reads that hold a transaction already.
    static func focusSeconds(_ db: Database, taskUID: String) throws -> Int {
        Int(
            try Double.fetchOne(
                cached: db, sql: "SELECT total(seconds) FROM focus_period WHERE taskUID = ?",
                arguments: [taskUID])
                ?? 0)
    }

    /// Runs a focus write in its own transaction, as the review rounds' writes do.
    private func focusWrite<T>(_ body: (Database) throws -> T) throws -> T {
        if let readOnlyReason { throw readOnlyReason }
        do {
            return try queue.write(body)
        } catch let error as DatabaseError {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }
}
