import Foundation
import GRDB

extension TaskStore {
    /// The open tasks `ike due --within window` lists at `now`: overdue, then due in the window, earliest
    /// deadline first (on one day timed ones by time, then the date-only ones), ties in list order.
    public func dueItems(
        within window: DueWindow, schedule: DueSchedule, now: LocalMoment
    ) throws -> [TodoItem] {
        var items: [TodoItem] = []
        try forEachDueItem(within: window, schedule: schedule, now: now) { items.append($0) }
        return items
    }

    /// Lets SQLite read this connection's pages through a memory map (256 MiB at most), for `ike due`: it
    /// visits the table in deadline order, page after scattered page, and copying them with `pread` again
    /// and again was a third of its time late in a year (143 → 110 ms CPU for 31,917 rows). Not for the app
    /// or the other commands: a scan in order gains nothing, and a map's pages count in the process's
    /// memory (the app's at its first frame grew with the database, Docs/Decisions.md).
    /// Only a speed-up: where SQLite cannot map, it reads as before.
    public func readThroughMemoryMap() {
        try? queue.inDatabase { try $0.execute(sql: "PRAGMA mmap_size = 268435456") }
    }

    /// Visits the tasks `dueItems` returns, in its order, without holding them all.
    public func forEachDueItem(
        within window: DueWindow, schedule: DueSchedule, now: LocalMoment, _ body: (TodoItem) throws -> Void
    ) throws {
        let last = schedule.lastDeadline(within: window, now: now)
        try read { db in
            // task_open_deadline (isDone, deadline) gives the rows by date; SQLite puts each day's rows in
            // order (timed ones by time, then the date-only ones, which last to the day's end; ties in list
            // order) with the sort it already made for list order, which costs less than a sort in Swift.
            let cursor = try TodoItem.fetchCursor(
                db,
                sql: """
                    SELECT \(TodoItem.selection) FROM task
                    WHERE isDone = 0 AND deadline <= ?
                    ORDER BY deadline, coalesce(deadlineTime, 1440), orderKey, uid
                    """, arguments: [last.iso])
            while let item = try cursor.next() {
                guard let deadline = item.deadline,
                    schedule.isWithin(window, deadline, time: item.deadlineTime, now: now)
                else { continue }
                try body(item)
            }
        }
    }

    /// How many tasks have a deadline with a time of day.
    public func timedDeadlineCount() throws -> Int {
        try read {
            try Int.fetchOne(cached: $0, sql: "SELECT count(*) FROM task WHERE deadlineTime IS NOT NULL") ?? 0
        }
    }

    /// How many open tasks are overdue and due today at `now`: a timed deadline of today whose minute has
    /// passed counts as overdue (`DueSchedule.isOverdue`). The earlier days come from the index alone.
    public func dueCounts(now: LocalMoment) throws -> DueCounts {
        try read { db in
            let earlier =
                try Int.fetchOne(
                    cached: db, sql: "SELECT count(*) FROM task WHERE isDone = 0 AND deadline < ?",
                    arguments: [now.date.iso]) ?? 0
            let row = try Row.fetchOne(
                cached: db,
                sql: """
                    SELECT count(*), coalesce(sum(deadlineTime IS NOT NULL AND deadlineTime < ?), 0)
                    FROM task WHERE isDone = 0 AND deadline = ?
                    """, arguments: [now.minuteOfDay, now.date.iso])
            let today: Int = row?[0] ?? 0
            let passed: Int = row?[1] ?? 0
            let started =
                try Int.fetchOne(
                    cached: db,
                    sql: "SELECT count(*) FROM task WHERE start = ? AND startTime <= ? AND isDone = 0",
                    arguments: [now.date.iso, now.minuteOfDay]) ?? 0
            return DueCounts(overdue: earlier + passed, dueToday: today - passed, startedToday: started)
        }
    }

    /// Finds the reminders due at `now` and not yet sent, hands them to `deliver`, and remembers the ones
    /// it returns as sent, all in one IMMEDIATE transaction.
    ///
    /// Holding the write lock while `deliver` runs is the point: a second `ike notify` (a timer and a cron
    /// line both set up) waits for this one and then finds them sent, so no reminder goes out twice; a
    /// reminder `deliver` does not return (the notifier failed) stays unsent for the next run. `deliver`
    /// must therefore be quick and bounded (the notifier's time limit). When another process holds the
    /// lock past the busy timeout this throws `StoreError.busy` before anything is delivered.
    public func sendReminders(
        schedule: DueSchedule, now: LocalMoment, deliver: ([Reminder]) -> [Reminder]
    ) throws -> [Reminder] {
        if let readOnlyReason { throw readOnlyReason }
        do {
            return try queue.writeWithoutTransaction { db in
                var delivered: [Reminder] = []
                try db.inTransaction(.immediate) {
                    try Self.forgetRemindersOfGoneTasks(db)
                    let due = try Self.unsentReminders(db, schedule: schedule, now: now)
                    delivered = due.isEmpty ? [] : deliver(due)
                    let sentAt = environment.now().milliseconds
                    for reminder in delivered {
                        try db.execute(
                            sql: """
                                INSERT INTO reminder_sent (taskUID, dueKey, sentAt) VALUES (?, ?, ?)
                                ON CONFLICT (taskUID) DO UPDATE SET dueKey = excluded.dueKey, sentAt = excluded.sentAt
                                """, arguments: [reminder.item.uid, reminder.key, sentAt])
                    }
                    return .commit
                }
                return delivered
            }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// The rows of tasks that no longer exist: a deleted task is never reminded of again.
    static func forgetRemindersOfGoneTasks(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM reminder_sent WHERE taskUID NOT IN (SELECT uid FROM task)")
    }

    /// Open tasks whose reminder has come and whose deadline's key differs from the one last sent.
    static func unsentReminders(_ db: Database, schedule: DueSchedule, now: LocalMoment) throws -> [Reminder]
    {
        let last = schedule.lastRemindedDeadline(now: now)
        let cursor = try TodoItem.fetchCursor(
            db,
            sql: """
                SELECT \(TodoItem.selection) FROM task
                LEFT JOIN reminder_sent ON reminder_sent.taskUID = task.uid
                WHERE isDone = 0 AND deadline <= ?
                    AND reminder_sent.dueKey IS NOT \(DueSchedule.reminderKeySQL)
                ORDER BY deadline, orderKey, uid
                """, arguments: [last.iso])
        var reminders: [Reminder] = []
        while let item = try cursor.next() {
            let time = item.deadlineTime
            guard let deadline = item.deadline, schedule.isReminderDue(deadline, time: time, now: now) else {
                continue
            }
            reminders.append(
                Reminder(
                    item: item, key: schedule.reminderKey(for: deadline, time: time),
                    isOverdue: schedule.isOverdue(deadline, time: time, now: now),
                    isMissed: schedule.isReminderMissed(deadline, time: time, now: now),
                    isDueToday: deadline == now.date))
        }
        return reminders
    }
}
