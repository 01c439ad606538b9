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

    /// The plan for syncing now.
    public func plan() async throws -> SyncPlan {
        let records = try store.syncItems(collectionID: collection.id)
        let recordByHref = Dictionary(records.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
        let recordByUID = Dictionary(records.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
        let tombstones = Dictionary(
            try store.syncTombstones(collectionID: collection.id).map { ($0.uid, $0) },
            uniquingKeysWith: { first, _ in first })
        let items = try store.items()
        let locals = Dictionary(items.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })

        let (changedEntries, deletedHrefs, token, fullListing) = try await remoteChanges(recordByHref)
        var plan = SyncPlan(actions: [], token: token, fullListing: fullListing, skipped: [])
        var handled: Set<String> = []

        var fetched: [RemoteItem] = []
        let wanted = changedEntries.map(\.href)
        for start in stride(from: 0, to: wanted.count, by: Self.fetchBatch) {
            fetched += try await remote.fetch(
                Array(wanted[start..<min(start + Self.fetchBatch, wanted.count)]))
        }
        for item in fetched {
            let todo: SyncedTodo
            switch SyncedTodo.read(item.body) {
            case .success(let read): todo = read
            case .failure(let reason):
                plan.skipped.append("\(item.href) \(reason.words)")
                continue
            }
            guard handled.insert(todo.uid).inserted else {
                plan.skipped.append("\(item.href) repeats the UID \(todo.uid)")
                continue
            }
            let title = locals[todo.uid]?.title ?? todo.title
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
            } else if locals[todo.uid] != nil {
                plan.actions.append(.merge(item, uid: todo.uid, title: title))
            } else {
                plan.actions.append(.receive(item, uid: todo.uid, title: title))
            }
        }
        let pendingByHref = Dictionary(
            try store.pendingCreates(collectionID: collection.id).map { ($0.href, $0) },
            uniquingKeysWith: { first, _ in first })
        for href in deletedHrefs {
            if recordByHref[href] == nil, let pending = pendingByHref[href], let local = locals[pending.uid],
                !handled.contains(pending.uid), unchangedSinceSent(local, pending)
            {
                // Created, its answer lost, then deleted on the server by another client: the delete
                // stands, as it would for any task this database had not changed since (Docs/Sync.md).
                handled.insert(pending.uid)
                plan.actions.append(.deleteLocal(uid: pending.uid, href: href, title: local.title))
                continue
            }
            guard let record = recordByHref[href], !handled.contains(record.uid) else { continue }
            handled.insert(record.uid)
            let title = locals[record.uid]?.title ?? record.uid
            plan.actions.append(
                record.isDirty
                    ? .recreate(uid: record.uid, title: title)
                    : .deleteLocal(uid: record.uid, href: href, title: title))
        }
        let unsynced = try store.unsyncedUIDs()
        for item in items where unsynced.contains(item.uid) && !handled.contains(item.uid) {
            handled.insert(item.uid)
            plan.actions.append(.send(uid: item.uid, title: item.title))
        }
        for record in records where record.isDirty && !handled.contains(record.uid) {
            handled.insert(record.uid)
            plan.actions.append(.update(uid: record.uid, title: locals[record.uid]?.title ?? record.uid))
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

    /// The members changed and deleted since the last sync, the token to keep, and whether a full listing
    /// gave them: sync-collection with the stored token when there is one, else (or when the server does not
    /// know the token, or offers no such report, or every `fullListingEvery` syncs) a full listing compared
    /// with the stored ETags.
    private func remoteChanges(
        _ recordByHref: [String: SyncItemRecord]
    ) async throws -> ([RemoteEntry], [String], String?, Bool) {
        let periodicCheck = collection.syncCount % Self.fullListingEvery == Self.fullListingEvery - 1
        if !periodicCheck {
            do {
                var changed: [RemoteEntry] = []
                var deleted: [String] = []
                var token = collection.syncToken
                var rounds = 0
                while true {
                    let answer = try await remote.changes(since: token)
                    changed += answer.changed
                    deleted += answer.deleted
                    token = answer.token
                    rounds += 1
                    guard answer.truncated, rounds < 1_000 else { break }
                }
                // The server echoes our own writes: a member whose ETag we already have is not a change.
                let fresh = changed.filter {
                    recordByHref[$0.href]?.etag == nil || recordByHref[$0.href]?.etag != $0.etag
                }
                if collection.syncToken == nil {
                    // The first token's answer lists every member: what is not listed is gone.
                    let listed = Set(changed.map(\.href))
                    let gone = recordByHref.keys.filter { !listed.contains($0) }
                    return (fresh, gone.sorted(), token, true)
                }
                return (fresh, deleted, token, false)
            } catch let error as CalDAVStoreError where error == .syncTokenInvalid || error == .unsupported {
                // A full listing below.
            }
        }
        let listing = try await remote.listing()
        let listed = Set(listing.map(\.href))
        let changed = listing.filter { entry in
            guard let record = recordByHref[entry.href] else { return true }
            return record.etag == nil || record.etag != entry.etag
        }
        let gone = recordByHref.keys.filter { !listed.contains($0) }.sorted()
        // A listing gives no token: ask for a fresh one so the next sync is incremental (best effort).
        let token = try? await remote.changes(since: nil).token
        return (changed, gone, token, true)
    }
}
