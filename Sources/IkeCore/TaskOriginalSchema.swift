import GRDB

/// The table of originals: per task and per file format, the record another app wrote for it (a
/// Taskwarrior object, a VTODO, a todo.txt line) as it was last imported, so an export to that format
/// writes the record back with only ike's changed fields changed (Docs/Architecture.md, "Originals").
///
/// `format` is the interchange format's name (`taskwarrior`, `ics`, `todotxt`); `stamp` the task's
/// `updatedAt` when the import stored the record, cleared by trigger at any later change of the task or
/// its tags (`TaskOriginal.isUntouched`: a clock that stands still or goes back cannot make a changed task
/// look untouched). A task's originals go with it by trigger, as its tag links do; undo puts them back
/// through `Mutation.original`.
enum TaskOriginalSchema {
    @Sendable static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE task_original (
                    taskId INTEGER NOT NULL REFERENCES task(id),
                    format TEXT NOT NULL,
                    text TEXT NOT NULL,
                    stamp INTEGER,
                    PRIMARY KEY (taskId, format)
                ) WITHOUT ROWID;
                CREATE TRIGGER task_original_delete AFTER DELETE ON task BEGIN
                    DELETE FROM task_original WHERE taskId = OLD.id;
                END;
                CREATE TRIGGER task_original_changed AFTER UPDATE ON task BEGIN
                    UPDATE task_original SET stamp = NULL WHERE taskId = NEW.id AND stamp IS NOT NULL;
                END;
                CREATE TRIGGER task_original_tag_added AFTER INSERT ON task_tag BEGIN
                    UPDATE task_original SET stamp = NULL WHERE taskId = NEW.taskId AND stamp IS NOT NULL;
                END;
                CREATE TRIGGER task_original_tag_removed AFTER DELETE ON task_tag BEGIN
                    UPDATE task_original SET stamp = NULL WHERE taskId = OLD.taskId AND stamp IS NOT NULL;
                END;
                """)
    }
}
