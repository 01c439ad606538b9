import GRDB

/// Migration v30: the focus (Pomodoro) periods worked on tasks (issue 35, item 4; Docs/Decisions.md,
/// 2026-11-29, "Focus periods").
///
/// `focus_period` holds one row per work period: the task's uid (text, not a reference: a period outlives
/// its task, since its minutes were worked), when it started, the seconds worked (pauses excluded), when it
/// ended (NULL while it runs) and when the app last wrote it (`lastCheckpointAt`, every 30 s or so while
/// it runs). A row still running whose checkpoint is older than `FocusPeriod.staleInterval` was left by
/// an ike that stopped: it counts as ended there, with the seconds of its last checkpoint. Times are
/// milliseconds since 1970. The rows are this machine's: sync never sends them (Docs/Sync.md).
///
/// - `focus_period_task`: a task's total (the form) and an import's "already here?", by uid and start.
/// - `focus_period_started`: the statistics' per-day and per-week sums, from the index alone.
/// - `focus_period_running`: the running rows only (`{focus}` of `ike status`, closing dead ones).
enum FocusSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE focus_period (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    taskUID TEXT NOT NULL,
                    startedAt INTEGER NOT NULL,
                    seconds INTEGER NOT NULL DEFAULT 0 CHECK (seconds >= 0),
                    endedAt INTEGER,
                    lastCheckpointAt INTEGER NOT NULL
                );
                CREATE INDEX focus_period_task ON focus_period(taskUID, startedAt);
                CREATE INDEX focus_period_started ON focus_period(startedAt, seconds);
                CREATE INDEX focus_period_running ON focus_period(lastCheckpointAt) WHERE endedAt IS NULL;
                """)
    }
}
