import GRDB

/// Migration v27: the list's tree order (issue 33), kept by triggers in a table of its own.
///
/// `task_tree.treePath` is a task's place in the tree as one string that sorts in tree order: each
/// ancestor's `orderKey` and uid, then its own, joined by `char(1)` (below every order-key and uid
/// character, so a task's steps sort right after it and before its next sibling). The list reads a window
/// of the tree with the index on it, as the flat list reads one with the order index, at any size. Moving a
/// task rewrites its steps' paths by their common prefix, one indexed range (no recursion: SQLite allows no
/// `WITH` inside triggers). A path nests at most `TaskTreeIndex.deepestNesting` levels: a step deeper than
/// that starts a path of its own, so a chain thousands deep costs no more than many short ones (it lists
/// at the top level with its parent's title beside it, as a step whose parent is not here does).
/// `task_collapsed` holds the parents whose steps the list folds away, a view state of this machine.
/// A table apart from `task`: writing a path is not an edit of the task (sync and originals never see it).
enum TaskTreeSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE task_tree (
                    taskId INTEGER PRIMARY KEY REFERENCES task(id),
                    treePath TEXT NOT NULL,
                    treeDepth INTEGER NOT NULL
                );
                CREATE INDEX task_tree_path ON task_tree(treePath, treeDepth);
                CREATE TABLE task_collapsed (taskId INTEGER PRIMARY KEY REFERENCES task(id));
                """)
        try db.execute(sql: triggers)
        try TaskTreeIndex.rebuild(db)
    }

    /// The new path of the task `NEW`: under its parent's when that is here, not itself, and not already
    /// at the deepest nesting; else a path of its own.
    private static let parentPath = """
        SELECT p.treePath, p.treeDepth FROM task AS pt JOIN task_tree AS p ON p.taskId = pt.id
        WHERE pt.uid = NEW.parentUID AND pt.uid <> NEW.uid AND p.treeDepth < \(TaskTreeIndex.deepestNesting)
        """
    private static let newPath = """
        coalesce((SELECT treePath || char(1) FROM (\(parentPath))), '') || NEW.orderKey || char(1) || NEW.uid
        """
    private static let newDepth = "coalesce((SELECT treeDepth + 1 FROM (\(parentPath))), 0)"

    /// The triggers that keep `task_tree` in step with every write to `task`: an insert (which also takes
    /// in the steps that were waiting for it at the top level), a change of order, parent or uid (which
    /// carries the task's steps along), a delete (whose steps stand at the top level until their parent is
    /// back, as an import's do). Dropped and restored around bulk writes (`TriggerSuspension`), which then
    /// rebuild the table.
    static let triggers = """
        CREATE TRIGGER task_tree_insert AFTER INSERT ON task BEGIN
            INSERT INTO task_tree (taskId, treePath, treeDepth) VALUES (NEW.id, \(newPath), \(newDepth));
            UPDATE task_tree
            SET treePath = (SELECT treePath FROM task_tree WHERE taskId = NEW.id) || char(1) || treePath,
                treeDepth = treeDepth + (SELECT treeDepth FROM task_tree WHERE taskId = NEW.id) + 1
            WHERE taskId IN (
                SELECT t.taskId FROM task AS c
                JOIN task_tree AS ct ON ct.taskId = c.id
                JOIN task_tree AS t ON t.treePath >= ct.treePath AND t.treePath < ct.treePath || char(2)
                WHERE c.parentUID = NEW.uid AND c.parentUID IS NOT NULL AND c.uid <> NEW.uid
                    AND ct.treeDepth = 0)
                AND (SELECT treeDepth FROM task_tree WHERE taskId = NEW.id) < \(TaskTreeIndex.deepestNesting);
        END;
        CREATE TRIGGER task_tree_update AFTER UPDATE OF orderKey, parentUID, uid ON task
        WHEN OLD.orderKey IS NOT NEW.orderKey OR OLD.parentUID IS NOT NEW.parentUID OR OLD.uid IS NOT NEW.uid
        BEGIN
            UPDATE task_tree
            SET treePath = \(newPath)
                    || substr(treePath, length((SELECT treePath FROM task_tree WHERE taskId = NEW.id)) + 1),
                treeDepth = treeDepth + \(newDepth) - (SELECT treeDepth FROM task_tree WHERE taskId = NEW.id)
            WHERE treePath > (SELECT treePath FROM task_tree WHERE taskId = NEW.id) || char(1)
                AND treePath < (SELECT treePath FROM task_tree WHERE taskId = NEW.id) || char(2);
            UPDATE task_tree SET treePath = \(newPath), treeDepth = \(newDepth) WHERE taskId = NEW.id;
        END;
        CREATE TRIGGER task_tree_delete AFTER DELETE ON task BEGIN
            UPDATE task_tree
            SET treePath = substr(treePath, length((SELECT treePath FROM task_tree WHERE taskId = OLD.id)) + 2),
                treeDepth = treeDepth - (SELECT treeDepth FROM task_tree WHERE taskId = OLD.id) - 1
            WHERE treePath > (SELECT treePath FROM task_tree WHERE taskId = OLD.id) || char(1)
                AND treePath < (SELECT treePath FROM task_tree WHERE taskId = OLD.id) || char(2);
            DELETE FROM task_tree WHERE taskId = OLD.id;
            DELETE FROM task_collapsed WHERE taskId = OLD.id;
        END;
        """
}
