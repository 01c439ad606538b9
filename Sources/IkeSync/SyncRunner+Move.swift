import Foundation
import IkeCore

/// Moving a task between collections (Docs/Sync.md, "Several collections"): the copy in the new collection
/// comes first, recorded together with a tombstone for the old copy, and the old copy is deleted last, so
/// an interruption at any point leaves the task on the server and the next sync finishes the move.
extension SyncRunner {
    /// Brings `uid` into this collection from `source`: `copy` (already here: another client moved it, or
    /// an interrupted move created it) is merged; else the task is created here from the old copy's text
    /// with this database's fields, so what other apps wrote into it travels along.
    func move(
        uid: String, from source: SyncMoveSource, copy: RemoteItem?, title: String, summary: inout Summary
    ) async throws {
        if let copy { return try await merge(copy, uid: uid, title: title, summary: &summary) }
        guard let item = try store.item(uid: uid) else { return }
        let record = try store.syncItem(uid: uid)
        guard record?.collectionID != collection.id else { return }
        let now = try lastEdit(of: item)
        let body = creationBody(
            uid: uid, item: item, fields: VTodoFields(item),
            startingFrom: try record?.base ?? calendarOriginal(uid: uid), now: now)
        let name = Self.memberName(for: uid)
        guard
            try store.recordPendingCreate(
                uid: uid, collectionID: collection.id, href: collectionHref(name), sent: body)
        else { return }
        let href: String
        do {
            href = try await remote.create(named: name, body: body).href
        } catch CalDAVStoreError.uidConflict(let existing) {
            // Already here under another name: adopt that copy.
            guard let existing, let here = try await remote.get(existing) else {
                throw CalDAVStoreError.uidConflict(existingHref: existing)
            }
            return try await merge(here, uid: uid, title: title, summary: &summary)
        } catch CalDAVStoreError.preconditionFailed {
            // A copy at our name: an earlier try whose answer was lost.
            guard let here = try await remote.get(collectionHref(name)) else {
                throw CalDAVStoreError.preconditionFailed
            }
            return try await merge(here, uid: uid, title: title, summary: &summary)
        }
        // Recording the copy here turns the old one into a tombstone in the same transaction.
        // (Not recorded as sent before the read-back, as an update is: a move whose read-back fails is
        // finished by the next sync's merge of the new copy.)
        try await recordServerCopy(
            uid: uid, href: href, revision: record?.revision ?? 0, sentParent: item.parentUID)
        summary.sent += 1
    }

    /// Deletes the copies that moved tasks left in this collection, each only while unchanged (an edit
    /// made there since is read by the next sync and wins); those the server already deleted (`gone`, by
    /// uid) are only forgotten. Returns the tasks whose old copy is still there.
    public func finishMoves(gone: Set<String>) async throws -> [String] {
        var left: [String] = []
        for leftover in try store.syncMoveLeftovers(collectionID: collection.id) {
            if !gone.contains(leftover.uid) {
                do {
                    try await remote.delete(leftover.href, etag: leftover.etag)
                } catch CalDAVStoreError.preconditionFailed {
                    left.append(leftover.uid)
                    continue
                }
            }
            try store.forgetTombstone(uid: leftover.uid, collectionID: leftover.collectionID)
        }
        return left
    }
}
