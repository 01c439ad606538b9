import GRDB

/// Migration v22: the start index covers what counting the hidden tasks reads (the start, its time, done
/// and the two flags a quadrant names), so the count of tasks not started yet never visits their rows:
/// with thousands of starts to come, reading each row made the list's first read several times slower
/// (Docs/Benchmarks.md, "Views"). And an index of the repeating tasks, which the filter's `repeat` reads
/// instead of every task.
enum StartIndexSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP INDEX task_start;
                CREATE INDEX task_start ON task(start, startTime, isDone, isImportant, isUrgent)
                    WHERE start IS NOT NULL;
                CREATE INDEX task_repeating ON task(repeatRule) WHERE repeatRule IS NOT NULL;
                """)
    }
}
