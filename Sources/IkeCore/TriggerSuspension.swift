import GRDB

/// Bulk writes without the triggers (and indexes) of the task and task_tag tables: each trigger firing makes
/// SQLite keep a statement journal for its insert, which made a 100k-task import twice as slow (4.2 s
/// instead of 2.0 s). They are dropped and put back from their own stored SQL, and the tallies the
/// triggers keep (`task_tally`, each tag's counts) are recounted once, all inside the caller's
/// transaction, so other connections never see the tables without them.
package enum TriggerSuspension {
    /// Below this many rows the triggers cost less than recounting the tally.
    static let threshold = 1_000

    /// Runs `body` (which writes `rows` rows to `task`) with the triggers suspended when that pays, and
    /// when the rows at least double the table, its secondary indexes too: building an index once from
    /// sorted rows is cheaper than 100k scattered inserts into each of five (1.2 s instead of 1.6 s).
    package static func run<T>(_ db: Database, rows: Int, _ body: () throws -> T) throws -> T {
        guard rows >= threshold else { return try body() }
        let existing = try Int.fetchOne(cached: db, sql: "SELECT count(*) FROM task") ?? 0
        // The uid index enforces uniqueness (it has no SQL of its own) and stays.
        let kinds = rows >= existing ? "('trigger', 'index')" : "('trigger')"
        let triggers = try Row.fetchAll(
            cached: db,
            sql: """
                SELECT type, name, sql FROM sqlite_master
                WHERE type IN \(kinds) AND tbl_name IN ('task', 'task_tag') AND sql IS NOT NULL
                """)
        for trigger in triggers {
            let type: String = trigger["type"]
            let name: String = trigger["name"]
            try db.execute(
                sql: "DROP \(type == "index" ? "INDEX" : "TRIGGER") \(name.quotedDatabaseIdentifier)")
        }
        let result: T
        do {
            result = try body()
        } catch {
            // The caller rolls back anyway; this keeps the schema whole should it not.
            try? restore(triggers, db)
            throw error
        }
        try restore(triggers, db)
        return result
    }

    private static func restore(_ triggers: [Row], _ db: Database) throws {
        for trigger in triggers {
            let sql: String = trigger["sql"]
            try db.execute(sql: sql)
        }
        try db.execute(
            sql: """
                UPDATE task_tally SET n = (SELECT count(*) FROM task AS t WHERE t.isImportant = task_tally.isImportant
                    AND t.isUrgent = task_tally.isUrgent AND t.isDone = task_tally.isDone)
                """)
        try db.execute(sql: TagTally.recount)
        // The tree's paths were not kept either: the added rows' are written now.
        if try db.tableExists("task_tree") { try TaskTreeIndex.addMissing(db) }
        // The sync triggers did not see the bulk write either: every synced task is compared with what the
        // server last had at the next sync (only those that differ are sent, Docs/Sync.md).
        if try db.tableExists("sync_item") {
            try db.execute(sql: "UPDATE sync_item SET revision = revision + 1")
        }
        if try db.tableExists("sync_unsent") { try SyncUnsentSchema.addMissing(db) }
    }
}
