import GRDB

/// Migration v20: a task may be cancelled (`TodoItem.isCancelled`, issue 30 item 7), and the synced tasks
/// whose server copy may say so are listed to be read again.
///
/// Before v20, sync read `STATUS:CANCELLED` as open, so a task cancelled in another app is stored open
/// here while its base (the server's text) now reads as cancelled: the next merge would take the local
/// "open" for an edit and reopen it on the server. `sync_status_recheck` lists every synced task whose base
/// names CANCELLED at all (a cheap over-approximation; an override may be the one cancelled), and the next
/// sync reads those bases and closes the ones whose task is cancelled there and still open here
/// (`TaskStore.closeCancelledFromServer`), before it plans anything.
enum CancelledSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE task ADD COLUMN isCancelled INTEGER NOT NULL DEFAULT 0;
                CREATE TABLE sync_status_recheck (taskId INTEGER PRIMARY KEY);
                INSERT INTO sync_status_recheck (taskId)
                    SELECT taskId FROM sync_item WHERE base LIKE '%CANCELLED%';
                """)
    }
}
