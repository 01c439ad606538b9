import IkeCore
import Synchronization

/// The members a sync created, read back together at its end: servers rewrite what they store, so the
/// base a later merge starts from is the server's text, and one calendar-multiget for many members
/// replaces a GET after each PUT (half the requests of a first upload).
///
/// A created task is recorded as synced only once its copy is read back. Should the sync stop before,
/// the task is still unsynced here, and the next sync's create meets the member already there (412) and
/// adopts it, as it does when a PUT's answer is lost.
final class CreatedReadBack: Sendable {
    /// One created member: whose it is, the task's revision when it was sent, and the parent the text
    /// sent named (to notice a server that drops the link).
    struct Created: Sendable {
        let uid: String
        let href: String
        let revision: Int
        let sentParent: String?
    }

    /// Members asked for in one REPORT: small enough for any server's limits, large enough that 1,000
    /// creates cost 20 requests.
    static let batch = 50

    private let created = Mutex<[Created]>([])

    /// Notes that `uid`'s task, at `revision`, is now the member at `href`, created naming `sentParent`.
    func add(uid: String, href: String, revision: Int, sentParent: String?) {
        created.withLock {
            $0.append(Created(uid: uid, href: href, revision: revision, sentParent: sentParent))
        }
    }

    /// Reads every noted member back and records it as `uid`'s synced copy in `collection`; a member
    /// the listing does not return is asked for alone, and one the server no longer has stays unrecorded
    /// (the next sync sends the task again). A parent link the server dropped is told to `links`.
    func finish(
        store: TaskStore, remote: any CalDAVStore, collection: SyncCollectionRecord,
        checking links: DroppedParentLinks
    ) async throws {
        let pending = created.withLock { list in
            defer { list.removeAll() }
            return list
        }
        for start in stride(from: 0, to: pending.count, by: Self.batch) {
            let chunk = pending[start..<min(start + Self.batch, pending.count)]
            let items = try await remote.fetch(chunk.map(\.href))
            let byHref = Dictionary(items.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
            for member in chunk {
                var copy = byHref[member.href]
                if copy == nil { copy = try await remote.get(member.href) }
                guard let copy else { continue }
                try store.recordSent(
                    uid: member.uid, collectionID: collection.id, href: copy.href, etag: copy.etag,
                    base: String(decoding: copy.body, as: UTF8.self), revision: member.revision)
                try links.check(
                    sentParent: member.sentParent, stored: copy.body, uid: member.uid, store: store,
                    collection: collection)
            }
        }
    }
}
