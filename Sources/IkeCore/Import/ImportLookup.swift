import GRDB

/// What an import reads from the store, inside its transaction (or a read, for `--dry-run`): the uids held,
/// each task as stored, whether one is done and what a vdir folder was last seen to hold. A database of an
/// older schema is read as it is (a dry run does not migrate): its tags, still in the titles before v5, are
/// read as the migration will leave them.
public struct ImportLookup {
    let db: Database
    private let lookup: Statement
    private let tagsStored: Bool
    private var doneLookup: Statement?

    init(_ db: Database) throws {
        self.db = db
        tagsStored = try db.tableExists("task_tag")
        lookup = try db.makeStatement(sql: "SELECT \(try TodoItem.selection(in: db)) FROM task WHERE uid = ?")
    }

    /// Every uid the store holds.
    public func uids() throws -> Set<String> {
        Set(try String.fetchAll(cached: db, sql: "SELECT uid FROM task"))
    }

    /// The task with this uid, as the current schema would hold it.
    public func item(uid: String) throws -> TodoItem? {
        guard let item = try TodoItem.fetchOne(lookup, arguments: [uid]) else { return nil }
        return tagsStored ? item : TitleTagMigration.migrated(item)
    }

    /// Whether the task with this uid is done; `nil` when there is none.
    public mutating func isDone(uid: String) throws -> Bool? {
        if doneLookup == nil {
            doneLookup = try db.makeStatement(sql: "SELECT isDone FROM task WHERE uid = ?")
        }
        return try doneLookup.flatMap { try Bool.fetchOne($0, arguments: [uid]) }
    }

    /// The task files remembered for the vdir folder `key`, by uid (`VdirMemory`).
    public func vdirEntries(folder key: String) throws -> [String: VdirMemory.Entry] {
        try VdirMemory.entries(folder: key, db: db)
    }
}

extension TaskStore {
    /// Runs `body` with what an import reads, without writing (`--dry-run`).
    public func readForImport<T>(_ body: (inout ImportLookup) throws -> T) throws -> T {
        try read { db in
            var lookup = try ImportLookup(db)
            return try body(&lookup)
        }
    }
}

extension TaskWriter {
    /// What an import reads, inside this transaction.
    public func importLookup() throws -> ImportLookup {
        try ImportLookup(db)
    }

    /// Replaces what is remembered of the vdir folder `key` with `files` (uid → file name), seen at `seenAt`
    /// (milliseconds); see `VdirMemory`.
    public func rememberVdir(_ files: [String: String], folder key: String, seenAt: Int64) throws {
        try VdirMemory.record(files, folder: key, seenAt: seenAt, db: db)
    }
}
