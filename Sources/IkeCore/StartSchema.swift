import GRDB

/// Migration v21: the start date (`TodoItem.start`, issue 34): its date as ISO text and its time of day in
/// minutes, NULL for none; and an index of the tasks that have one, for the filter's `start` terms and the
/// hiding of tasks not started yet, which only those tasks can be.
enum StartSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE task ADD COLUMN start TEXT;
                ALTER TABLE task ADD COLUMN startTime INTEGER;
                CREATE INDEX task_start ON task(start) WHERE start IS NOT NULL;
                """)
    }
}
