import Foundation
import IkeCore
import IkeInterchange

/// Carries out a plan against the server and the database, each task committed as soon as its request
/// succeeds, so an interrupted sync loses nothing and the next one finishes the rest.
public struct SyncRunner: Sendable {
    public let store: TaskStore
    public let remote: any CalDAVStore
    public let collection: SyncCollectionRecord
    public let timeZone: TimeZone
    /// Actions under way at once. Radicale answers one request at a time, but a few in flight overlap the
    /// round trips: 1,000 uploads took about 23 s with 4 against 80 s one at a time (Docs/Sync.md).
    public let maximumInFlight: Int
    /// ike's order beside the phones' (`X-APPLE-SORT-ORDER`), read when an action first needs it.
    let sortIndex: SortOrderIndex
    /// The members this run created, recorded once read back together (`CreatedReadBack`).
    let createdReadBack = CreatedReadBack()
    /// Whether the server keeps the parent links this run writes.
    let droppedLinks = DroppedParentLinks()

    /// A runner for `collection` of `store` against `remote`; dates without a zone are read in `timeZone`;
    /// at most `maximumInFlight` actions (and so requests) run at once.
    public init(
        store: TaskStore, remote: any CalDAVStore, collection: SyncCollectionRecord,
        timeZone: TimeZone = .current, maximumInFlight: Int = CalDAVClientOptions().maximumInFlight
    ) {
        self.store = store
        self.remote = remote
        self.collection = collection
        self.timeZone = timeZone
        self.maximumInFlight = maximumInFlight
        sortIndex = SortOrderIndex(store: store, collectionID: collection.id)
    }

    /// Does every action of `plan`, up to `maximumInFlight` at once, then keeps its token; `progress` is
    /// told after each action. Each task is committed as soon as its own requests succeed; the first error
    /// stops new actions, lets those under way finish (and commit), and is then thrown.
    public func run(
        _ plan: SyncPlan, progress: @Sendable (Int, Int) -> Void = { _, _ in }
    ) async throws -> Summary {
        // Each action's own summary, by index, so the deferred list keeps the plan's order.
        var parts: [Summary?] = Array(repeating: nil, count: plan.actions.count)
        var done = 0
        let actions = plan.actions
        do {
            try await InFlightActions<Summary>(limit: maximumInFlight).run(
                keys: actions.map { keys(of: $0) },
                work: { index in
                    var summary = Summary()
                    try await perform(actions[index], into: &summary)
                    return summary
                },
                finished: { index, summary in
                    parts[index] = summary
                    done += 1
                    progress(done, actions.count)
                })
        } catch {
            // What the server acknowledged is recorded before the error is told.
            try? await createdReadBack.finish(
                store: store, remote: remote, collection: collection, checking: droppedLinks)
            throw error
        }
        try await createdReadBack.finish(
            store: store, remote: remote, collection: collection, checking: droppedLinks)
        var summary = Summary()
        for part in parts.compactMap({ $0 }) { summary.add(part) }
        summary.notices += droppedLinks.notices
        // The token only once everything it covers is in the database: an interrupted run asks again.
        var token = summary.deferred.isEmpty ? plan.token : collection.syncToken
        if summary.deferred.isEmpty, summary.sent + summary.deleted + summary.merged > 0,
            let planToken = plan.token
        {
            token = try await tokenAfterOwnWrites(since: planToken)
        }
        try store.recordSyncFinished(collectionID: collection.id, token: token, at: store.environment.now())
        return summary
    }

    /// A token that includes this run's own writes, when nothing else changed meanwhile; else the plan's,
    /// so the next sync sees the other writes. Needed beyond tidiness: Xandikos's tokens name the
    /// collection's content, so a member created and later deleted elsewhere would cancel out against a
    /// token taken before the create (Docs/CalDAVServers.md).
    private func tokenAfterOwnWrites(since planToken: String) async throws -> String {
        guard let changes = try? await remote.changes(since: planToken), !changes.truncated,
            let fresh = changes.token
        else {
            return planToken
        }
        let known = try store.syncStates(
            collectionID: collection.id, hrefs: changes.changed.map(\.href) + changes.deleted)
        let onlyOurs =
            changes.changed.allSatisfy { entry in known[entry.href].map { $0.etag == entry.etag } ?? false }
            && changes.deleted.allSatisfy { known[$0] == nil }
        return onlyOurs ? fresh : planToken
    }

    /// What `action` touches: its task's UID and the member's href where the plan knows it. Two actions
    /// sharing one never run at once.
    private func keys(of action: SyncPlan.Action) -> [String] {
        switch action {
        case .receive(let item, let uid, _), .merge(let item, let uid, _):
            ["uid:" + uid, "href:" + item.href]
        case .send(let uid, _), .recreate(let uid, _):
            ["uid:" + uid, "href:" + collectionHref(Self.memberName(for: uid))]
        case .update(let uid, _):
            ["uid:" + uid]
        case .deleteRemote(let uid, let href, _, _), .deleteLocal(let uid, let href, _):
            ["uid:" + uid, "href:" + href]
        case .move(let uid, _, let copy, _):
            // The old copy is in another collection and is deleted after every action (finishMoves).
            ["uid:" + uid, "href:" + (copy?.href ?? collectionHref(Self.memberName(for: uid)))]
        }
    }

    private func perform(_ action: SyncPlan.Action, into summary: inout Summary) async throws {
        switch action {
        case .receive(let item, let uid, _):
            try receive(item, uid: uid, summary: &summary)
        case .merge(let item, let uid, let title):
            try await merge(item, uid: uid, title: title, summary: &summary)
        case .send(let uid, _), .recreate(let uid, _):
            try await send(uid: uid, summary: &summary)
        case .update(let uid, let title):
            try await update(uid: uid, title: title, summary: &summary)
        case .deleteRemote(let uid, let href, nil, _):
            try await deleteUnseenCreate(uid: uid, href: href, summary: &summary)
        case .deleteRemote(let uid, let href, let etag, _):
            do {
                try await remote.delete(href, etag: etag)
                try store.forgetTombstone(uid: uid, collectionID: collection.id)
                summary.deleted += 1
            } catch CalDAVStoreError.preconditionFailed {
                // Edited on the server after it was deleted here: the edit wins.
                if let item = try await remote.get(href) { try receive(item, uid: uid, summary: &summary) }
            }
        case .deleteLocal(let uid, let href, _):
            // Gone from the listing: make sure before deleting anything here.
            if let item = try await remote.get(href) {
                try receive(item, uid: uid, summary: &summary)
            } else {
                do {
                    try store.deleteFromServer(uid: uid)
                    // A create whose answer was lost leaves a tombstone when its task goes; gone there too.
                    try store.forgetTombstone(uid: uid, collectionID: collection.id)
                    summary.deleted += 1
                } catch StoreError.conflict(let title) {
                    // Edited here while the sync ran: the edit beats the delete, and the next sync sends it.
                    summary.deferred.append("\(title) changed here during the sync")
                }
            }
        case .move(let uid, let source, let copy, let title):
            try await move(uid: uid, from: source, copy: copy, title: title, summary: &summary)
        }
    }

    /// Takes the server's version of `uid` (new here, or changed there only).
    private func receive(_ item: RemoteItem, uid: String, summary: inout Summary) throws {
        guard case .success(let todo) = SyncedTodo.read(item.body) else { return }
        let now = store.environment.now()
        let record = try store.syncItem(uid: uid)
        // The plan receives only tasks unchanged here; one changed since (the app's edit while the sync
        // waited on the server) keeps its edit, and the next sync merges the two.
        if let record, record.isDirty {
            summary.deferred.append("\(todo.title) changed here during the sync")
            return
        }
        // A task new here takes the server's X-IKE-ORDER, else goes to the bottom (an empty key); without a
        // SUMMARY it has no title (shown as "(no title)", and no SUMMARY is ever written for it).
        let local =
            try store.item(uid: uid) ?? TodoItem(uid: uid, title: "", orderKey: "", createdAt: now)
        var updated = todo.fields(timeZone: timeZone).applied(to: local, now: now)
        updated.orderKey = try orderKey(for: todo, uid: uid, base: record?.base, local: updated.orderKey)
        do {
            try store.applyFromServer(
                updated, collectionID: collection.id, href: item.href, etag: item.etag,
                base: String(decoding: item.body, as: UTF8.self),
                expectedRevision: record?.revision, keepDirty: false, serverEditTime: todo.lastModified,
                childUIDs: todo.todo.childUIDs)
            summary.received += 1
        } catch StoreError.conflict {
            summary.deferred.append("\(todo.title) changed here during the sync")
        }
    }

    /// Both sides changed `uid`: the merged task goes into the database and, where it differs from the
    /// server's, to the server.
    func merge(_ item: RemoteItem, uid: String, title: String, summary: inout Summary) async throws {
        guard case .success(var todo) = SyncedTodo.read(item.body), let local = try store.item(uid: uid)
        else { return }
        let record = try store.syncItem(uid: uid)
        let server = todo.fields(timeZone: timeZone)
        let base = record.flatMap {
            try? SyncedTodo.read(Array($0.base.utf8)).get().fields(timeZone: timeZone)
        }
        let localFields = VTodoFields(local).keepingTime(of: base)
        // Field by field, the later edit wins: this machine's time of the field against the server copy's
        // LAST-MODIFIED (Docs/Sync.md, "Merging").
        let times = try store.fieldEditTimes(uid: uid)
        let serverTime = todo.lastModified ?? .distantPast
        let localWins = { (field: TaskField) in (times[field] ?? local.updatedAt) > serverTime }
        let lastLocalEdit = Self.lastEdit(times, local)
        // A task both sides have without a common past: the later side's fields are the base of the other.
        let result = SyncMerge.merge(
            base: base ?? (lastLocalEdit > serverTime ? server : localFields), local: localFields,
            server: server, localWins: localWins,
            editedAfterServer: { field in times[field].map { $0 > serverTime } ?? false })
        let now = store.environment.now()
        let conflicts = result.conflicts.map {
            SyncConflict(
                uid: uid, title: title, field: $0.field, kept: $0.kept, lost: $0.lost,
                keptSide: $0.keptLocal ? "local" : "server",
                at: now)
        }
        let needsSending = result.fields != server
        do {
            try store.applyFromServer(
                result.fields.applied(to: local, now: now), collectionID: collection.id, href: item.href,
                etag: item.etag,
                base: String(decoding: item.body, as: UTF8.self), expectedRevision: record?.revision,
                keepDirty: needsSending,
                conflicts: conflicts, serverEditTime: todo.lastModified, childUIDs: todo.todo.childUIDs)
        } catch StoreError.conflict {
            summary.deferred.append("\(title) changed here during the sync")
            return
        }
        summary.merged += 1
        summary.conflicts += conflicts.count
        guard needsSending, let etag = item.etag else { return }
        let completions = todo.write(
            result.fields, over: server, now: try lastEdit(of: local), timeZone: timeZone)
        let sentRevision = try store.syncItem(uid: uid)?.revision ?? 0
        do {
            _ = try await remote.update(item.href, body: todo.calendar.text, etag: etag)
            try keepCompletions(completions, seriesUID: uid)
            try await recordServerCopy(
                uid: uid, href: item.href, revision: sentRevision, sent: todo.calendar.text,
                sentParent: result.fields.parentUID)
        } catch CalDAVStoreError.preconditionFailed {
            summary.deferred.append("\(title) changed on the server during the sync")
        }
    }

    /// Reads back what the server stored (servers rewrite the text) and keeps it as the new base;
    /// `sentParent` is the parent link the text sent named, to notice a server that drops it.
    func recordServerCopy(
        uid: String, href: String, revision: Int, sent: String? = nil, sentParent: String?
    ) async throws {
        // The text just stored is the base until the read-back replaces it: if the read-back's answer
        // is lost, the next merge then compares with what the server holds, not with the copy before this
        // write (which made a field changed back here lose to this machine's own older value). No ETag,
        // so the next sync reads the server's copy again.
        if let sent {
            try store.recordSent(
                uid: uid, collectionID: collection.id, href: href, etag: nil, base: sent, revision: revision)
        }
        guard let copy = try await remote.get(href) else {
            throw CalDAVStoreError.failed("the server lost \(href) right after storing it")
        }
        try store.recordSent(
            uid: uid, collectionID: collection.id, href: copy.href, etag: copy.etag,
            base: String(decoding: copy.body, as: UTF8.self),
            revision: revision)
        try droppedLinks.check(
            sentParent: sentParent, stored: copy.body, uid: uid, store: store, collection: collection)
    }

    /// The member name for `uid`: the uid itself when it is safe in a URL path, else its hex bytes.
    static func memberName(for uid: String) -> String {
        let safe = uid.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x2D
                || byte == 0x5F || byte == 0x2E
        }
        let stem =
            safe && !uid.hasPrefix(".")
            ? uid : uid.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        return String(stem.prefix(200)) + ".ics"
    }

    func collectionHref(_ name: String) -> String {
        let path = URL(string: collection.url)?.path ?? ""
        return (path.hasSuffix("/") ? path : path + "/") + name
    }

    /// When the task `uid` was last edited, here or (for values received) on a server: what its copy's
    /// LAST-MODIFIED and DTSTAMP say, so another machine's merge compares edits, not uploads.
    func lastEdit(of item: TodoItem) throws -> Date {
        Self.lastEdit(try store.fieldEditTimes(uid: item.uid), item)
    }

    /// The latest of `times`; `item`'s `updatedAt` for a task with none recorded.
    static func lastEdit(_ times: [TaskField: Date], _ item: TodoItem) -> Date {
        times.values.max() ?? item.updatedAt
    }

    /// Deletes the member of a task deleted here before its create was seen stored (a lost answer, or a
    /// delete while the create was in flight): read first, because no ETag was ever seen; gone already, the
    /// tombstone goes; as sent (its fields are what this database sent), deleted with the ETag just read;
    /// edited by another client since, received, as any edit beats a delete (Docs/Sync.md, "Safety").
    func deleteUnseenCreate(uid: String, href: String, summary: inout Summary) async throws {
        guard let current = try await remote.get(href) else {
            return try store.forgetTombstone(uid: uid, collectionID: collection.id)
        }
        let sent = try store.syncTombstones(collectionID: collection.id).first { $0.uid == uid }?.base
        let sentFields = sent.flatMap {
            try? SyncedTodo.read(Array($0.utf8)).get().fields(timeZone: timeZone)
        }
        let currentFields = try? SyncedTodo.read(current.body).get().fields(timeZone: timeZone)
        guard let currentFields, currentFields == sentFields, let etag = current.etag else {
            return try receive(current, uid: uid, summary: &summary)
        }
        do {
            try await remote.delete(href, etag: etag)
            try store.forgetTombstone(uid: uid, collectionID: collection.id)
            summary.deleted += 1
        } catch CalDAVStoreError.preconditionFailed {
            if let item = try await remote.get(href) { try receive(item, uid: uid, summary: &summary) }
        }
    }
}
