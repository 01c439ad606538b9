import IkeCore

/// ike's order beside the phones' `X-APPLE-SORT-ORDER` (Docs/Sync.md, "The VTODO mapping"), for the runner's sends
/// and receives.
extension SyncRunner {
    /// The `X-APPLE-SORT-ORDER` to write for `item`, whose server copy sorts at `current` (nil when new):
    /// nil when that still lies between its neighbours' values (ike's order and the phones' agree), else a
    /// value between them, so a move here rewrites the moved task only.
    func sortOrder(for item: TodoItem, current: Int?) throws -> Int? {
        try sortIndex.serialized {
            let (lower, upper) = try sortIndex.neighbours(of: item.uid, key: item.orderKey)
            if let current, AppleSortOrder.fits(current, lower, upper) { return nil }
            let value = AppleSortOrder.between(lower, upper, created: item.createdAt)
            sortIndex.set(item.uid, key: item.orderKey, value: value)
            return value
        }
    }

    /// The `X-APPLE-SORT-ORDER` to write for `item` whose server copy is `todo` (read as `base`): only when
    /// ike moved the task and its value no longer fits between its neighbours', so another client's task
    /// gets none it did not have. Moved: its key differs from the `X-IKE-ORDER` ike last sent, or none was
    /// sent yet. A copy with no value at all (no `X-APPLE-SORT-ORDER`, no `CREATED`) has nothing to fit and
    /// gets one only once a sent `X-IKE-ORDER` shows a move.
    func sortOrder(ifMoved item: TodoItem, in todo: SyncedTodo, base: VTodoFields) throws -> Int? {
        if let sent = base.orderKey, sent == item.orderKey { return nil }
        let current = AppleSortOrder.of(todo.todo)
        if base.orderKey == nil && current == nil { return nil }
        return try sortOrder(for: item, current: current)
    }

    /// ike's order key for the server's `todo`, which this database has as `local` (empty when new): when
    /// the phone moved it (its `X-APPLE-SORT-ORDER` differs from the base's) and no ike did (its
    /// `X-IKE-ORDER` is the base's), a key between the tasks whose values surround the new one; else
    /// `local`, which already holds a key another ike sent.
    func orderKey(for todo: SyncedTodo, uid: String, base: String?, local: String) throws -> String {
        let value = AppleSortOrder.of(todo.todo)
        let old = base.flatMap { try? SyncedTodo.read(Array($0.utf8)).get() }?.todo
        let ikeKey = todo.todo.property("X-IKE-ORDER")?.text
        let movedByIke = ikeKey != nil && ikeKey != old?.property("X-IKE-ORDER")?.text
        let suffix = try sortIndex.suffix()
        return try sortIndex.serialized {
            var key = local
            if let value, !movedByIke, old == nil || value != old.flatMap(AppleSortOrder.of),
                case let (lower, upper) = try sortIndex.keys(around: value, uid: uid),
                let placed = AppleSortOrder.orderKey(between: lower, upper, suffix: suffix)
            {
                key = placed
            }
            // An empty key sends a new task to the bottom when it is stored; recorded as it is, it would sort
            // first here and leave no room above it for every later task.
            if !key.isEmpty { sortIndex.set(uid, key: key, value: value) }
            return key
        }
    }
}
