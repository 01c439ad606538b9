import GRDB

/// A task's originals: the records other apps wrote for it, one per file format (Docs/Architecture.md,
/// "Originals"). The import writes them in bulk itself; these are for single tasks, and record each change
/// as a `Mutation.original` so undo and redo carry them.
extension TaskWriter {
    /// The task's original in `format` (`taskwarrior`, `ics`, `todotxt`), if it has one.
    public func original(uid: String, format: String) throws -> String? {
        try String.fetchOne(
            cached: db,
            sql: """
                SELECT text FROM task_original
                WHERE taskId = (SELECT id FROM task WHERE uid = ?) AND format = ?
                """,
            arguments: [uid, format])
    }

    /// Every original of the task, by format, in format order.
    public func originals(uid: String) throws -> [(format: String, text: String)] {
        try Row.fetchAll(
            cached: db,
            sql: """
                SELECT format, text FROM task_original
                WHERE taskId = (SELECT id FROM task WHERE uid = ?) ORDER BY format
                """,
            arguments: [uid]
        ).map { ($0[0], $0[1]) }
    }

    /// Sets (or, with nil, removes) the task's original in `format`; unchanged is a no-op.
    public func setOriginal(_ text: String?, format: String, uid: String) throws {
        guard try item(uid: uid) != nil else { throw StoreError.unknownUID(uid) }
        let old = try original(uid: uid, format: format)
        guard old != text else { return }
        try writeOriginal(text, format: format, uid: uid)
        mutations.append(.original(uid: uid, format: format, from: old, to: text))
    }

    /// Writes `text` as the task's original in `format` (with no stamp: the task may have changed since the
    /// record was read), or removes it when nil.
    func writeOriginal(_ text: String?, format: String, uid: String) throws {
        if let text {
            try db.execute(
                sql: """
                    INSERT INTO task_original (taskId, format, text) SELECT id, ?, ? FROM task WHERE uid = ?
                    ON CONFLICT (taskId, format) DO UPDATE SET text = excluded.text, stamp = NULL
                    """,
                arguments: [format, text, uid])
        } else {
            try db.execute(
                sql: """
                    DELETE FROM task_original WHERE taskId = (SELECT id FROM task WHERE uid = ?) AND format = ?
                    """,
                arguments: [uid, format])
        }
    }
}
