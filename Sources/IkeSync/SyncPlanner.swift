import Foundation
import IkeCore

/// Decides a sync's actions from the database's sync state and what the server reports, writing nothing.
public struct SyncPlanner: Sendable {
    public let store: TaskStore
    public let remote: any CalDAVStore
    public let collection: SyncCollectionRecord
    /// How often a sync reads the full listing although the token works (servers have lost changes).
    public static let fullListingEvery = 20
    /// Members fetched per multiget.
    static let fetchBatch = 100

    /// A planner for `collection` of `store` against `remote`.
    public init(store: TaskStore, remote: any CalDAVStore, collection: SyncCollectionRecord) {
        self.store = store
        self.remote = remote
        self.collection = collection
    }

    /// The plan for syncing now. It reads what changed, not every task: the members the server reports
    /// changed or deleted and the records of those, the tasks changed here (`dirtySyncStates`) and those no
    /// server has yet (`unsentTasks`); a full listing compares with every record as it streams past
    /// (Docs/Sync.md, "What a sync reads").
    public func plan() async throws -> SyncPlan {
        let tombstones = Dictionary(
            try store.syncTombstones(collectionID: collection.id).map { ($0.uid, $0) },
            uniquingKeysWith: { first, _ in first })
        let server = try await remoteChanges()
        var plan = SyncPlan(actions: [], token: server.token, fullListing: server.fullListing, skipped: [])
        var handled: Set<String> = []

        var fetched: [RemoteItem] = []
        let wanted = server.changed.map(\.href)
        for start in stride(from: 0, to: wanted.count, by: Self.fetchBatch) {
            fetched += try await remote.fetch(
                Array(wanted[start..<min(start + Self.fetchBatch, wanted.count)]))
        }
        let read = fetched.map { (item: $0, todo: SyncedTodo.read($0.body)) }
        let fetchedUIDs = read.compactMap { try? $0.todo.get().uid }
        let recordByUID = try store.syncStates(uids: fetchedUIDs).filter {
            $0.value.collectionID == collection.id
        }
        let recordByHref = try store.syncStates(collectionID: collection.id, hrefs: server.deleted)
        let titles = try store.titles(uids: fetchedUIDs + recordByHref.values.map(\.uid))
        for (item, result) in read {
            let todo: SyncedTodo
            switch result {
            case .success(let read): todo = read
            case .failure(let reason):
                plan.skipped.append("\(item.href) \(reason.words)")
                continue
            }
            guard handled.insert(todo.uid).inserted else {
                plan.skipped.append("\(item.href) repeats the UID \(todo.uid)")
                continue
            }
            let title = titles[todo.uid] ?? todo.title
            if let record = recordByUID[todo.uid] {
                plan.actions.append(
                    record.isDirty
                        ? .merge(item, uid: todo.uid, title: title)
                        : .receive(item, uid: todo.uid, title: title))
            } else if let tombstone = tombstones[todo.uid] {
                // A tombstone without an ETag is a create whose answer this database never saw: the run
                // deletes the member unless another client edited it (SyncRunner.deleteUnseenCreate).
                if tombstone.etag == nil || tombstone.etag == item.etag {
                    plan.actions.append(
                        .deleteRemote(uid: todo.uid, href: tombstone.href, etag: tombstone.etag, title: title)
                    )
                } else {
                    // Deleted here, edited there: the edit wins.
                    plan.actions.append(.receive(item, uid: todo.uid, title: title))
                }
            } else if titles[todo.uid] != nil {
                plan.actions.append(.merge(item, uid: todo.uid, title: title))
            } else {
                plan.actions.append(.receive(item, uid: todo.uid, title: title))
            }
        }
        // Read only when a deleted member is not a synced task's: a create whose answer was lost.
        let pendingByHref =
            server.deleted.allSatisfy { recordByHref[$0] != nil }
            ? [:]
            : Dictionary(
                try store.pendingCreates(collectionID: collection.id).map { ($0.href, $0) },
                uniquingKeysWith: { first, _ in first })
        for href in server.deleted {
            if recordByHref[href] == nil, let pending = pendingByHref[href], !handled.contains(pending.uid),
                let local = try store.item(uid: pending.uid), unchangedSinceSent(local, pending)
            {
                // Created, its answer lost, then deleted on the server by another client: the delete
                // stands, as it would for any task this database had not changed since (Docs/Sync.md).
                handled.insert(pending.uid)
                plan.actions.append(.deleteLocal(uid: pending.uid, href: href, title: local.title))
                continue
            }
            guard let record = recordByHref[href], !handled.contains(record.uid) else { continue }
            handled.insert(record.uid)
            let title = titles[record.uid] ?? record.uid
            plan.actions.append(
                record.isDirty
                    ? .recreate(uid: record.uid, title: title)
                    : .deleteLocal(uid: record.uid, href: href, title: title))
        }
        for task in try store.unsentTasks() where !handled.contains(task.uid) {
            handled.insert(task.uid)
            plan.actions.append(.send(uid: task.uid, title: task.title))
        }
        for (record, title) in try store.dirtySyncStates(collectionID: collection.id)
        where !handled.contains(record.uid) {
            handled.insert(record.uid)
            plan.actions.append(.update(uid: record.uid, title: title))
        }
        for tombstone in tombstones.values.sorted(by: { $0.uid < $1.uid })
        where !handled.contains(tombstone.uid) {
            plan.actions.append(
                .deleteRemote(
                    uid: tombstone.uid, href: tombstone.href, etag: tombstone.etag, title: tombstone.uid))
        }
        return plan
    }

    /// Whether `item` holds what its pending create sent (an edit since makes it a change to send).
    private func unchangedSinceSent(_ item: TodoItem, _ pending: PendingCreate) -> Bool {
        guard case .success(let sent) = SyncedTodo.read(Array(pending.sent.utf8)) else { return false }
        var fields = sent.fields(timeZone: store.environment.timeZone)
        fields.sortOrder = nil
        return VTodoFields(item).keepingTime(of: fields) == fields
    }
}
