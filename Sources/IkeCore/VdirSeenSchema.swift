import GRDB

/// Migration v19: which tasks ike last wrote to or found in each vdir (`vdir_seen`): per folder (its real
/// path) and task uid, the name of the task's file and when the folder was recorded. A task whose uid is
/// remembered for a folder and whose file is gone from it was deleted by another app (todoman's `todo
/// delete`, vdirsyncer), so `ike export --format vdir` and `ike import DIR` delete it instead of writing it
/// back (Docs/Formats.md, "Export to a vdir"). Rows are not tied to tasks: a task deleted in ike leaves its
/// row until the folder is recorded again, and a row without a task is never acted on.
enum VdirSeenSchema {
    @Sendable static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE vdir_seen (
                    folder TEXT NOT NULL,
                    uid TEXT NOT NULL,
                    name TEXT NOT NULL,
                    seenAt INTEGER NOT NULL,
                    PRIMARY KEY (folder, uid)
                ) WITHOUT ROWID;
                """)
    }
}
