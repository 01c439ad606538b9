import GRDB

/// The reminders `ike notify` has sent: one row per task, the key of the deadline it was last reminded of
/// (`DueSchedule.reminderKey`). A reminder is due again only when the key changes, so running notify every
/// minute never repeats one, and a moved deadline is reminded of anew.
///
/// Keyed by the task's uid, which sync and import keep, without a foreign key: a deleted task's row is
/// dropped by the next `ike notify` (`TaskStore.forgetRemindersOfGoneTasks`), so deleting 100k tasks
/// pays nothing here.
enum ReminderSchema {
    @Sendable static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE reminder_sent (
                    taskUID TEXT NOT NULL PRIMARY KEY,
                    dueKey TEXT NOT NULL,
                    sentAt INTEGER NOT NULL
                ) WITHOUT ROWID
                """)
    }
}
