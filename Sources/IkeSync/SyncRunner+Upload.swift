import Foundation
import IkeCore
import IkeInterchange

/// Sending ike's side: a task the server lacks is created there, a changed one patched in place.
extension SyncRunner {
    /// Sends a task the server does not have (or no longer has).
    func send(uid: String, summary: inout Summary) async throws {
        guard let item = try store.item(uid: uid) else { return }
        let revision = try store.syncItem(uid: uid)?.revision ?? 0
        let now = try lastEdit(of: item)
        var fields = VTodoFields(item)
        fields.sortOrder = try sortOrder(for: item, current: nil)
        let body = creationBody(
            uid: uid, item: item, fields: fields, startingFrom: try calendarOriginal(uid: uid), now: now)
        // Remembered before the request, so a delete while it is in flight or after its answer is lost
        // leaves a tombstone; a task deleted already is not sent.
        guard
            try store.recordPendingCreate(
                uid: uid, collectionID: collection.id, href: collectionHref(Self.memberName(for: uid)),
                sent: body)
        else { return }
        let href: String
        do {
            href = try await remote.create(named: Self.memberName(for: uid), body: body).href
        } catch CalDAVStoreError.uidConflict(let existing) {
            // The server has this UID already (a lost answer, or another member): adopt it and merge.
            guard let existing, let copy = try await remote.get(existing) else {
                throw CalDAVStoreError.uidConflict(existingHref: existing)
            }
            return try await merge(copy, uid: uid, title: item.title, summary: &summary)
        } catch CalDAVStoreError.preconditionFailed {
            // Something is at our name already (a retry whose first answer was lost): adopt it when it is ours.
            let href = collectionHref(Self.memberName(for: uid))
            guard let copy = try await remote.get(href) else { throw CalDAVStoreError.preconditionFailed }
            return try await merge(copy, uid: uid, title: item.title, summary: &summary)
        }
        createdReadBack.add(uid: uid, href: href, revision: revision, sentParent: fields.parentUID)
        summary.sent += 1
    }

    /// Sends a change made here to a task the server has.
    func update(uid: String, title: String, summary: inout Summary) async throws {
        guard let item = try store.item(uid: uid), let record = try store.syncItem(uid: uid) else { return }
        guard case .success(var todo) = SyncedTodo.read(Array(record.base.utf8)) else {
            return try await send(uid: uid, summary: &summary)
        }
        let old = todo.fields(timeZone: timeZone)
        var new = VTodoFields(item).keepingTime(of: old)
        new.sortOrder = try sortOrder(ifMoved: item, in: todo, base: old) ?? old.sortOrder
        guard new != old else {
            // Marked changed, but nothing the server holds differs (a move back, an undone edit): no write.
            try store.recordSent(
                uid: uid, collectionID: collection.id, href: record.href, etag: record.etag,
                base: record.base, revision: record.revision)
            return
        }
        let completions = todo.write(new, over: old, now: try lastEdit(of: item), timeZone: timeZone)
        do {
            _ = try await remote.update(record.href, body: todo.calendar.text, etag: record.etag ?? "*")
            try keepCompletions(completions, seriesUID: uid)
            try await recordServerCopy(
                uid: uid, href: record.href, revision: record.revision, sent: todo.calendar.text,
                sentParent: new.parentUID)
            summary.sent += 1
        } catch CalDAVStoreError.preconditionFailed {
            // The server changed meanwhile, or our earlier answer was lost: merge with what it has now.
            guard let copy = try await remote.get(record.href) else {
                return try await send(uid: uid, summary: &summary)
            }
            try await merge(copy, uid: uid, title: title, summary: &summary)
        }
    }
}
