import GRDB

/// Migration v8: the columns of recurring tasks. `ALTER TABLE … ADD COLUMN` only changes the table's
/// definition, so it costs the same at 100k tasks as at none; existing tasks read as not repeating.
enum RecurrenceSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE task ADD COLUMN repeatRule TEXT;
                ALTER TABLE task ADD COLUMN repeatSyntax TEXT;
                ALTER TABLE task ADD COLUMN repeatFromDone INTEGER NOT NULL DEFAULT 0
                    CHECK (repeatFromDone IN (0, 1));
                ALTER TABLE task ADD COLUMN seriesUID TEXT;
                """)
    }
}
