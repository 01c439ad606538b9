import GRDB

extension TaskWriter {
    /// Writes an import's plan in this transaction: the deletions, then the new tasks at the bottom through
    /// one reused statement (keys generated in one pass after the last task), then the updates, then the
    /// originals. `originalFormats`: per source, the format name its originals are kept under, or `nil`
    /// when its format keeps none. Not recorded for undo: an import is undone from its backup.
    public func applyImport(_ records: [ImportedRecord], originalFormats: [String?]) throws {
        // First, so the tag writer below never holds a tag that the last deleted link removed.
        let delete = try db.makeStatement(sql: "DELETE FROM task WHERE uid = ?")
        for index in records.indices where records[index].storeAction == .delete {
            try delete.execute(arguments: [records[index].item.uid])
        }
        // (Indices: a filtered copy of 100k records retained every string of each.)
        let adds = records.indices.filter { records[$0].storeAction == .add }
        // A large import touches more pages than SQLite's default 2 MB cache holds; spilling them to the
        // WAL mid-transaction made inserting 100k tasks half again as slow.
        let cacheSize = try Int.fetchOne(cached: db, sql: "PRAGMA cache_size") ?? -2000
        if adds.count > 1000 { try db.execute(sql: "PRAGMA cache_size = -65536") }
        defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
        var tags = TagWriter(db: db)
        try TriggerSuspension.run(db, rows: adds.count) {
            try insertImported(adds, of: records, tags: &tags, originalFormats: originalFormats)
        }
        var update = try RawStatement(db, sql: TaskColumn.updateSQL)
        for index in records.indices {
            guard case .update(let tagsChanged) = records[index].storeAction else { continue }
            let item = records[index].item
            update.bind(item, columns: TaskColumn.updated)
            update.bind(item.uid)
            try update.run()
            if tagsChanged, let id = item.id { try tags.set(item.tags, for: id) }
        }
        // A task cannot be its own ancestor, from a file either (issue 33, item 1): a loop the file's links
        // close, among themselves or with tasks here, refuses the import, so nothing is half-imported.
        let linked = records.indices.compactMap { index -> TodoItem? in
            switch records[index].storeAction {
            case .add, .update: records[index].item.parentUID == nil ? nil : records[index].item
            default: nil
            }
        }
        try refuseParentCycles(among: linked)
        try OriginalWriter.keep(records, db: db, formats: originalFormats)
    }

    /// The new tasks at the bottom, in file order, through one reused statement.
    private func insertImported(
        _ adds: [Int], of records: [ImportedRecord], tags: inout TagWriter, originalFormats: [String?]
    ) throws {
        guard !adds.isEmpty else { return }
        let last = try String.fetchOne(cached: db, sql: "SELECT max(orderKey) FROM task")
        let keys = try OrderKey.keys(
            count: adds.count, between: last, nil, suffix: try ReplicaSchema.suffix(db))
        var originals = OriginalWriter(db)
        var insert = try RawStatement(db, sql: TaskColumn.insertSQL)
        for (index, key) in zip(adds, keys) {
            var item = records[index].item
            item.orderKey = key
            insert.bind(item, columns: TaskColumn.inserted)
            try insert.run()
            let id = db.lastInsertedRowID
            try tags.linkLater(item.tags, to: id)
            if let format = originalFormats[records[index].source], let original = records[index].originalText
            {
                originals.add(original, format: format, taskID: id, stamp: item.updatedAt.milliseconds)
            }
        }
        try tags.writeDeferredLinks()
        try originals.writeDeferred()
    }
}
