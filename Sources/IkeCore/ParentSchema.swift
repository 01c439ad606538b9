import GRDB

/// Migration v24: a task may be a step of another (`TodoItem.parentUID`, issue 33), linked by uid, with an
/// index of the links so a task's steps, and whether it has any, are read without visiting every task.
enum ParentSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE task ADD COLUMN parentUID TEXT;
                CREATE INDEX task_parent ON task(parentUID) WHERE parentUID IS NOT NULL;
                """)
    }
}
