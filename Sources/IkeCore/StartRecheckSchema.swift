import GRDB

/// Migration v23: sync carries the start (`DTSTART`, issue 34 item 5), and the synced tasks whose server
/// copy may hold one that this database never read are listed to be read again.
///
/// Before v23 sync read no start, so a task another app gave a `DTSTART` is stored without one here while
/// its base (the server's text) now reads as starting: the next merge would take the local "no start" for
/// an edit and remove the other app's `DTSTART`. `sync_start_recheck` lists every synced task without a
/// start, never given or cleared one here (no edit time of its start), whose base names `DTSTART` at all
/// (a series' `DTSTART` is no start, so this over-approximates); the next sync reads those bases and gives
/// each task the start its base says (`TaskStore.adoptStartsFromServer`), before it plans anything.
enum StartRecheckSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE sync_start_recheck (taskId INTEGER PRIMARY KEY);
                INSERT INTO sync_start_recheck (taskId)
                    SELECT sync_item.taskId FROM sync_item JOIN task ON task.id = sync_item.taskId
                    WHERE sync_item.base LIKE '%DTSTART%' AND task.start IS NULL
                        AND NOT EXISTS (
                            SELECT 1 FROM task_field_time
                            WHERE task_field_time.taskId = task.id AND task_field_time.field = 'start');
                """)
    }
}
