import GRDB

/// Migration v31, `day_plan`: one row per day whose plan was closed with the shutdown deck (issue 35,
/// item 3): how many tasks were planned for it and how many of them were done, for the run of days in
/// which the plan was finished. A day is its `LocalDate.daysSinceEpoch`.
enum DayPlanSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE day_plan (
                    day INTEGER PRIMARY KEY,
                    planned INTEGER NOT NULL,
                    done INTEGER NOT NULL
                );
                """)
    }
}
