import GRDB

/// Migration v26: an index of the done records of repeating tasks (`seriesUID`), with the flags a quadrant
/// names, so the list that folds them under their series (issue 32) counts them apart, from the index,
/// and takes them from the tally, as it does the tasks not started yet.
enum DoneOccurrenceSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX task_done_occurrence ON task(isImportant, isUrgent)
                    WHERE isDone = 1 AND seriesUID IS NOT NULL;
                """)
    }
}
