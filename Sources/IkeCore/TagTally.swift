/// Each tag's open and done counts, kept in the `tag` row by triggers (migration `v5-tags`) so that
/// `ike tags` and a tag menu read them instead of joining every tagged task.
enum TagTally {
    /// Recounts every tag from the links, in one pass over them (after a bulk write without triggers).
    static let recount = """
        UPDATE tag SET openCount = 0, doneCount = 0;
        UPDATE tag SET openCount = counted.open, doneCount = counted.done
        FROM (
            SELECT task_tag.tagId AS tagId, sum(task.isDone = 0) AS open, sum(task.isDone) AS done
            FROM task_tag JOIN task ON task.id = task_tag.taskId GROUP BY task_tag.tagId
        ) AS counted
        WHERE counted.tagId = tag.id;
        """
}
