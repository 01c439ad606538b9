import GRDB

/// Migration v12: a deadline's time of day, minutes since midnight on the local wall clock (NULL for a
/// deadline that lasts its whole day). `ALTER TABLE … ADD COLUMN` only changes the table's definition, so
/// it costs the same at 100k tasks as at none; existing deadlines read as date-only.
enum DeadlineTimeSchema {
    @Sendable static func migrate(_ db: Database) throws {
        // A time without a date is refused by the table itself, whatever writes the row.
        try db.execute(
            sql: """
                ALTER TABLE task ADD COLUMN deadlineTime INTEGER CHECK (deadlineTime IS NULL
                    OR (deadlineTime BETWEEN 0 AND 1439 AND deadline IS NOT NULL));
                """)
    }
}
