import Foundation
import IkeCore

/// What the server changed since the last sync, compared with the stored records by key, or, for a full
/// listing, streamed past every stored record in href order (Docs/Sync.md, "What a sync reads").
extension SyncPlanner {
    /// The members changed and deleted since the last sync, the token to keep, and whether a full listing
    /// gave them.
    struct ServerChanges {
        let changed: [RemoteEntry]
        let deleted: [String]
        let token: String?
        let fullListing: Bool
    }

    /// Sync-collection with the stored token when there is one, else (or when the server does not know
    /// the token, or offers no such report, or every `fullListingEvery` syncs) a full listing compared with
    /// the stored ETags.
    func remoteChanges() async throws -> ServerChanges {
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
                if collection.syncToken == nil {
                    // The first token's answer lists every member: what is not listed is gone.
                    let (fresh, gone) = try compare(listing: changed)
                    return ServerChanges(changed: fresh, deleted: gone, token: token, fullListing: true)
                }
                // The server echoes our own writes: a member whose ETag we already have is not a change.
                let known = try store.syncStates(collectionID: collection.id, hrefs: changed.map(\.href))
                let fresh = changed.filter { known[$0.href]?.etag == nil || known[$0.href]?.etag != $0.etag }
                return ServerChanges(changed: fresh, deleted: deleted, token: token, fullListing: false)
            } catch let error as CalDAVStoreError where error == .syncTokenInvalid || error == .unsupported {
                // A full listing below.
            }
        }
        // A listing gives no token: the collection's own, read first (best effort), so the next sync is
        // incremental and sees what another client writes while the listing is read. Read after it, as it
        // was, the token hid such a write until the next full listing; read before, a member the listing
        // saw already comes again with the ETag stored, which is no change.
        let token = try? await remote.currentToken()
        let (changed, gone) = try compare(listing: try await remote.listing())
        return ServerChanges(changed: changed, deleted: gone, token: token, fullListing: true)
    }

    /// The members of `listing` new or changed since last synced, in the listing's order, and the stored
    /// hrefs it lacks, sorted. The stored records stream past in href order and meet the listing sorted the
    /// same way, so no record is held: the memory is the listing's, not the database's.
    func compare(listing: [RemoteEntry]) throws -> (changed: [RemoteEntry], gone: [String]) {
        let precedes = { (a: String, b: String) in Self.byteOrder(a, b) < 0 }
        let isSorted = zip(listing, listing.dropFirst()).allSatisfy { !precedes($1.href, $0.href) }
        let sorted = isSorted ? listing : listing.sorted { precedes($0.href, $1.href) }
        var changed: Set<String> = []
        var gone: [String] = []
        var next = 0
        try store.forEachSyncEntry(collectionID: collection.id) { href, etag in
            // Listed, not stored: new.
            while next < sorted.count, precedes(sorted[next].href, href) {
                changed.insert(sorted[next].href)
                next += 1
            }
            guard next < sorted.count, Self.byteOrder(sorted[next].href, href) == 0 else {
                gone.append(href)
                return
            }
            while next < sorted.count, Self.byteOrder(sorted[next].href, href) == 0 {
                if etag == nil || etag != sorted[next].etag { changed.insert(href) }
                next += 1
            }
        }
        for entry in sorted[next...] { changed.insert(entry.href) }
        return (listing.filter { changed.contains($0.href) }, gone.sorted())
    }

    /// How `a` and `b` compare byte by byte in UTF-8 (negative, zero, positive), the order SQLite gives the
    /// stored hrefs: `memcmp` on the strings' own bytes. Sorting a listing of 100k hrefs through a generic
    /// comparison of their UTF-8 views was a third of a full listing's time (Docs/Benchmarks.md).
    static func byteOrder(_ a: String, _ b: String) -> Int32 {
        var a = a
        var b = b
        return a.withUTF8 { left in
            b.withUTF8 { right in
                let common = min(left.count, right.count)
                if common > 0, let start = left.baseAddress, let other = right.baseAddress {
                    let order = memcmp(start, other, common)
                    if order != 0 { return order }
                }
                return left.count == right.count ? 0 : left.count < right.count ? -1 : 1
            }
        }
    }
}
