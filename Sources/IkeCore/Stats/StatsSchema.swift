import GRDB

/// The `v10-review-rounds` migration: the finished review rounds, and the indexes the statistics read
/// (Docs/Decisions.md, 2026-11-25, "Statistics").
///
/// - `review_round`: one row per finished round (`ReviewRoundRecord`); `endedAt` in milliseconds.
/// - `task_done_at`: done tasks by when they were done, so the done days are read from this index alone
///   (covering), never from the rows. `isDone` is a column as well as the condition: without it SQLite
///   reads each row to check the condition. Nothing more: every index column is paid for by every write.
/// - `task_created`: every task by when it was made, with its done state, so "open at the end of each
///   week" counts from the index (covering) instead of scanning the table.
/// - `task_done_undated`: done tasks without a done time (an import that said "done" but not when), which
///   the per-quadrant and open counts leave out; normally empty.
enum StatsSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE review_round (
                    id INTEGER PRIMARY KEY,
                    endedAt INTEGER NOT NULL,
                    deck TEXT NOT NULL,
                    done INTEGER NOT NULL CHECK (done >= 0),
                    sentBack INTEGER NOT NULL CHECK (sentBack >= 0),
                    deleted INTEGER NOT NULL CHECK (deleted >= 0),
                    cardsLeft INTEGER NOT NULL CHECK (cardsLeft >= 0),
                    seconds REAL NOT NULL CHECK (seconds >= 0)
                );
                CREATE INDEX task_done_at ON task(doneAt, isDone) WHERE isDone = 1 AND doneAt IS NOT NULL;
                CREATE INDEX task_created ON task(createdAt, isDone, doneAt);
                CREATE INDEX task_done_undated ON task(isImportant, isUrgent, createdAt)
                    WHERE isDone = 1 AND doneAt IS NULL;
                """)
    }
}
