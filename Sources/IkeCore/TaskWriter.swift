import Foundation
import GRDB

/// The changes allowed inside one `TaskStore.change` transaction; it records each as a `Mutation`.
public final class TaskWriter {
    package let db: Database
    let environment: CoreEnvironment
    /// What this transaction changed, in order (written by the extensions too).
    var mutations: [Mutation] = []
    private var tags: TagWriter

    init(db: Database, environment: CoreEnvironment) {
        self.db = db
        self.environment = environment
        self.tags = TagWriter(db: db)
    }

    /// The task with this short id, if any.
    public func item(id: Int64) throws -> TodoItem? {
        try TodoItem.fetchOne(
            cached: db, sql: "SELECT \(TodoItem.selection) FROM task WHERE id = ?", arguments: [id])
    }

    /// The task with this uid, if any.
    public func item(uid: String) throws -> TodoItem? {
        try TodoItem.fetchOne(
            cached: db, sql: "SELECT \(TodoItem.selection) FROM task WHERE uid = ?", arguments: [uid])
    }

    /// The task with this short id, or `StoreError.unknownID`.
    public func requireItem(id: Int64) throws -> TodoItem {
        guard let item = try item(id: id) else { throw StoreError.unknownID(id) }
        return item
    }

    /// A new, unsaved task with a fresh uid and timestamps; the title must not be empty.
    public func newItem(
        title: String, notes: String = "", deadline: LocalDate? = nil, important: Bool = false,
        urgent: Bool = false
    ) throws -> TodoItem {
        let now = environment.now()
        return TodoItem(
            uid: try environment.makeUID(), title: title, notes: notes, deadline: deadline,
            isImportant: important, isUrgent: urgent, createdAt: now)
    }

    /// Saves a new task at `placement`; returns it with its id and order key. `keepingEmptyTitle`: a task
    /// that comes without a title (a CalDAV server's VTODO without SUMMARY) is stored with none; a person
    /// adding a task never gets that.
    @discardableResult
    public func insert(
        _ item: TodoItem, at placement: Placement, keepingEmptyTitle: Bool = false
    ) throws -> TodoItem {
        var item = try validated(item, keepingEmptyTitle: keepingEmptyTitle)
        try refuseParentCycle(item, old: nil)
        item.orderKey = try orderKey(for: placement, moving: nil)
        try item.insert(db)
        item.tags = try tags.link(item.tags, to: db.lastInsertedRowID)
        mutations.append(.insert(item))
        return item
    }

    /// Saves many new tasks at the bottom in one go (import, benchmarks): keys are generated together and
    /// one prepared statement is reused, which is several times faster than one `insert` per task.
    @discardableResult
    public func insertAll(_ items: [TodoItem]) throws -> [TodoItem] {
        let last = try String.fetchOne(cached: db, sql: "SELECT max(orderKey) FROM task")
        let keys = try OrderKey.keys(
            count: items.count, between: last, nil, suffix: try ReplicaSchema.suffix(db))
        var statement = try RawStatement(db, sql: TaskColumn.insertSQL)
        var saved: [TodoItem] = []
        saved.reserveCapacity(items.count)
        try TriggerSuspension.run(db, rows: items.count) {
            try insertEach(items, keys: keys, statement: &statement, into: &saved)
        }
        try refuseParentCycles(among: saved)
        return saved
    }

    private func insertEach(
        _ items: [TodoItem], keys: [String], statement: inout RawStatement, into saved: inout [TodoItem]
    ) throws {
        for (item, key) in zip(items, keys) {
            var item = try validated(item)
            item.orderKey = key
            statement.bind(item, columns: TaskColumn.inserted)
            try statement.run()
            item.id = db.lastInsertedRowID
            item.tags = try tags.link(item.tags, to: db.lastInsertedRowID)
            saved.append(item)
            mutations.append(.insert(item))
        }
    }

    /// Saves new values for an existing task (matched by uid), stamping `updatedAt`. Unchanged is a no-op.
    @discardableResult
    public func update(_ item: TodoItem) throws -> TodoItem {
        try update(item, editedAt: nil)
    }

    /// `update`, recording when each changed field changed (`FieldTimes`): now for an edit made here, or
    /// `editedAt` for values received from a server (its copy's LAST-MODIFIED). `updatedAt` never goes
    /// backwards: a clock set back stamps an edit no earlier than the task's previous one.
    @discardableResult
    package func update(_ item: TodoItem, editedAt: Date?) throws -> TodoItem {
        guard let old = try self.item(uid: item.uid) else { throw StoreError.unknownUID(item.uid) }
        // A task without a title (from a file) keeps having none when other fields change; giving a titled
        // task an empty one is refused.
        var new = try validated(item, keepingEmptyTitle: old.title.isEmpty, unchangedFrom: old)
        new.id = old.id
        new.updatedAt = old.updatedAt
        if new == old { return old }
        try refuseParentCycle(new, old: old)
        // Placed in the matrix and nothing else: this database's state, not an edit, so the task keeps its
        // time and a sync has nothing to send (PlacementSchema).
        var placedOnly = new
        placedOnly.isTriaged = old.isTriaged
        if placedOnly != old {
            var stamp = max(environment.now().milliseconds, old.updatedAt.milliseconds)
            // An edit that places the task too must move its time, even in the same millisecond or with the
            // clock set back: the sync trigger tells a placement alone by its unmoved time.
            if new.isTriaged != old.isTriaged && stamp == old.updatedAt.milliseconds { stamp += 1 }
            new.updatedAt = Date(milliseconds: stamp)
        }
        new.tags = try write(new, replacing: old)
        if let id = old.id {
            try FieldTimes.record(
                TaskField.changed(from: old, to: new).filter(\.recordsEditTime), taskID: id,
                at: editedAt ?? new.updatedAt, in: db)
        }
        mutations.append(.update(old: old, new: new))
        return new
    }

    /// Removes a task, and with it its originals (recorded first, so undo puts them back); its steps move
    /// up a level (`liftChildren`).
    public func delete(uid: String) throws {
        guard let old = try item(uid: uid) else { throw StoreError.unknownUID(uid) }
        try liftChildren(of: old)
        for (format, text) in try originals(uid: uid) {
            mutations.append(.original(uid: uid, format: format, from: text, to: nil))
        }
        try db.cachedStatement(sql: "DELETE FROM task WHERE uid = ?").execute(arguments: [uid])
        tags.forgetStored()
        mutations.append(.delete(old))
    }

    /// Moves a task; writes exactly one row (its order key) unless neighbours share a key.
    public func move(uid: String, to placement: Placement) throws {
        guard let item = try item(uid: uid) else { throw StoreError.unknownUID(uid) }
        if case .before(let other) = placement, other == uid { return }
        if case .after(let other) = placement, other == uid { return }
        let key = try orderKey(for: placement, moving: item)
        guard key != item.orderKey else { return }
        // One row, as every move writes: the order's time is the task's `updatedAt` (Docs/Sync.md, "Merging").
        try setOrderKey(uid: uid, key)
        mutations.append(.move(uid: uid, from: item.orderKey, to: key))
    }

    /// Replays a recorded mutation, first checking that each task still looks as the mutation expects.
    public func apply(_ mutation: Mutation) throws {
        switch mutation {
        case .insert(let item):
            if try self.item(uid: item.uid) != nil { throw StoreError.conflict("“\(item.title)”") }
            var copy = item
            try copy.insert(db)
            try tags.link(item.tags, to: db.lastInsertedRowID)
        case .delete(let item):
            guard try self.item(uid: item.uid) == item else { throw StoreError.conflict("“\(item.title)”") }
            try db.cachedStatement(sql: "DELETE FROM task WHERE uid = ?").execute(arguments: [item.uid])
            tags.forgetStored()
        case .update(let old, let new):
            guard let current = try item(uid: old.uid), current == old else {
                throw StoreError.conflict("“\(old.title)”")
            }
            _ = try write(new, replacing: current)
        case .move(let uid, let from, let to):
            guard let current = try item(uid: uid), current.orderKey == from else {
                throw StoreError.conflict("a moved task")
            }
            try setOrderKey(uid: uid, to)
        case .original(let uid, let format, let from, let to):
            guard try original(uid: uid, format: format) == from else {
                throw StoreError.conflict("an imported record")
            }
            try writeOriginal(to, format: format, uid: uid)
        case .batch(let list):
            for each in list { try apply(each) }
            return
        }
        mutations.append(mutation)
    }

    /// `item` as it is stored. A title or notes the same as `old`'s are kept as they are: a change to
    /// another field does not edit them, and normalising them was a fifth of marking a task done.
    private func validated(
        _ item: TodoItem, keepingEmptyTitle: Bool = false, unchangedFrom old: TodoItem? = nil
    ) throws -> TodoItem {
        let keepsTitle = old.map { !$0.title.isEmpty && $0.title == item.title } ?? false
        guard
            let title = keepsTitle
                ? item.title : TodoItem.normalizedTitle(item.title) ?? (keepingEmptyTitle ? "" : nil)
        else {
            throw StoreError.emptyTitle
        }
        if item.tags.count > Tag.maximumPerTask { throw TagError.tooMany(item.tags.count) }
        var item = item
        item.title = title
        if old?.notes != item.notes { item.notes = TodoItem.normalizedNotes(item.notes) }
        if item.deadline == nil { item.deadlineTime = nil }
        if !item.isDone { item.doneAt = nil }
        if item.isDone && item.doneAt == nil { item.doneAt = Date(storedMilliseconds: environment.now()) }
        return item
    }

    /// Writes the columns of `item` that differ from `old` over the row that holds `old` (its tags as the
    /// difference); returns the tags spelled as stored.
    ///
    /// Only the changed columns: SQLite rewrites the entry of every index over a column the SET names,
    /// changed or not, so naming them all made marking a task done rewrite every index of `task`, about
    /// twice the pages and work a toggle needs (Docs/Benchmarks.md, 2026-11-29). The triggers on `task`
    /// fire on any update or compare old and new values, so they behave as before.
    private func write(_ item: TodoItem, replacing old: TodoItem) throws -> TagSet {
        let stored = try old.id.map { try tags.replace(old.tags, with: item.tags, for: $0) } ?? item.tags
        var columns: [TaskColumn] = []
        var values: [DatabaseValue] = []
        for column in TaskColumn.updated {
            let value = column.value(of: item).databaseValue
            guard value != column.value(of: old).databaseValue else { continue }
            columns.append(column)
            values.append(value)
        }
        guard !columns.isEmpty else { return stored }
        try db.cachedStatement(sql: TaskColumn.updateSQL(of: columns)).execute(
            arguments: StatementArguments(values + [item.uid.databaseValue]))
        return stored
    }

    /// Through a cached statement, as every write of `task` here: compiling one compiles the table's
    /// triggers with it, most of a reorder's time (Docs/Benchmarks.md, "A reorder's statement compiled").
    private func setOrderKey(uid: String, _ key: String) throws {
        try db.cachedStatement(sql: "UPDATE task SET orderKey = ? WHERE uid = ?").execute(arguments: [
            key, uid,
        ])
    }

    /// The key for `placement`, computed from the committed neighbours inside this transaction.
    private func orderKey(for placement: Placement, moving: TodoItem?) throws -> String {
        let excluded = moving?.uid ?? ""
        switch placement {
        case .top:
            let first = try String.fetchOne(
                cached: db, sql: "SELECT min(orderKey) FROM task WHERE uid <> ?", arguments: [excluded])
            return try OrderKey.between(nil, first, suffix: try ReplicaSchema.suffix(db))
        case .bottom:
            let last = try String.fetchOne(
                cached: db, sql: "SELECT max(orderKey) FROM task WHERE uid <> ?", arguments: [excluded])
            return try OrderKey.between(last, nil, suffix: try ReplicaSchema.suffix(db))
        case .before(let uid):
            guard let anchor = try item(uid: uid) else { throw StoreError.unknownUID(uid) }
            let lower = try neighbourKey(of: anchor, below: true, excluding: excluded)
            if lower == anchor.orderKey {
                try separateTies(at: anchor.orderKey, excluding: excluded)
                return try orderKey(for: placement, moving: moving)
            }
            return try OrderKey.between(lower, anchor.orderKey, suffix: try ReplicaSchema.suffix(db))
        case .after(let uid):
            guard let anchor = try item(uid: uid) else { throw StoreError.unknownUID(uid) }
            let upper = try neighbourKey(of: anchor, below: false, excluding: excluded)
            if upper == anchor.orderKey {
                try separateTies(at: anchor.orderKey, excluding: excluded)
                return try orderKey(for: placement, moving: moving)
            }
            return try OrderKey.between(anchor.orderKey, upper, suffix: try ReplicaSchema.suffix(db))
        }
    }

    /// The key of the task directly before (or after) `anchor` in (orderKey, uid) order.
    private func neighbourKey(of anchor: TodoItem, below: Bool, excluding uid: String) throws -> String? {
        let sql =
            below
            ? """
            SELECT orderKey FROM task WHERE (orderKey, uid) < (?, ?) AND uid <> ?
            ORDER BY orderKey DESC, uid DESC LIMIT 1
            """
            : """
            SELECT orderKey FROM task WHERE (orderKey, uid) > (?, ?) AND uid <> ?
            ORDER BY orderKey, uid LIMIT 1
            """
        return try String.fetchOne(cached: db, sql: sql, arguments: [anchor.orderKey, anchor.uid, uid])
    }

    /// Tasks share `key` (undo re-inserting a key that was reused meanwhile, or a tie another client sent)
    /// and one is the anchor of a placement, which needs room beside it: the first of them (uid order, as
    /// the list shows them) keeps the key and the others get keys of their own after it, in the same order,
    /// each recorded as a move. The list looks the same; only the tied tasks are written.
    private func separateTies(at key: String, excluding uid: String) throws {
        let tied = try String.fetchAll(
            cached: db, sql: "SELECT uid FROM task WHERE orderKey = ? AND uid <> ? ORDER BY uid",
            arguments: [key, uid])
        let greater = try String.fetchOne(
            cached: db, sql: "SELECT min(orderKey) FROM task WHERE orderKey > ? AND uid <> ?",
            arguments: [key, uid])
        let keys = try OrderKey.keys(
            count: tied.count - 1, between: key, greater, suffix: try ReplicaSchema.suffix(db))
        for (other, newKey) in zip(tied.dropFirst(), keys) {
            try setOrderKey(uid: other, newKey)
            mutations.append(.move(uid: other, from: key, to: newKey))
        }
    }
}
