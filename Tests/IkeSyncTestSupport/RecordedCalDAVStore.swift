import Foundation
import IkeSync
import Synchronization

/// A CalDAV collection answering from what it was given (the listing and ETags a server recorded) and
/// what was written to it since, each answer in time independent of the collection's size, so that what a
/// sync costs is ike's work alone: the recorded server of the bench's sync rows and of the tests that count
/// ike's statements. Not a server to test sync behaviour against: those tests run Radicale and Xandikos.
///
/// Sync tokens are `rec-N`, N the writes seen so far; `rec-0` is the recorded state.
public final class RecordedCalDAVStore: CalDAVStore {
    private struct State {
        var listing: [RemoteEntry]
        var etags: [String: String]
        var bodies: [String: [UInt8]] = [:]
        /// Each write in order: the href and its new ETag, nil for a delete.
        var log: [(href: String, etag: String?)] = []
        var requests = 0
    }

    /// Where new members go, e.g. `/alice/tasks/`.
    public let path: String
    private let state: Mutex<State>

    /// A collection at `path` whose members are `listing`; their text is read from `bodies` (by href) when a
    /// sync fetches one, else is a minimal VTODO.
    public init(path: String, listing: [RemoteEntry], bodies: [String: String] = [:]) {
        self.path = path
        var etags: [String: String] = [:]
        etags.reserveCapacity(listing.count)
        for entry in listing { etags[entry.href] = entry.etag }
        var initial = State(listing: listing, etags: etags)
        initial.bodies = bodies.mapValues { Array($0.utf8) }
        state = Mutex(initial)
    }

    /// The token a sync that saw every write so far keeps.
    public var token: String { state.withLock { "rec-\($0.log.count)" } }
    /// Requests answered so far.
    public var requests: Int { state.withLock { $0.requests } }
    /// Writes (PUTs and DELETEs) taken so far, the other client's included.
    public var writes: Int { state.withLock { $0.log.count } }

    /// Another client writes `body` at `href`.
    public func serverWrites(_ href: String, body: String) {
        state.withLock { Self.store(href, Array(body.utf8), in: &$0) }
    }

    public func listing() async throws -> [RemoteEntry] {
        state.withLock { state in
            state.requests += 1
            return Self.listing(state)
        }
    }

    /// The token as a server's `sync-token` property gives it, without a listing.
    public func currentToken() async throws -> String? { token }

    public func changes(since token: String?) async throws -> RemoteChanges {
        try state.withLock { state in
            state.requests += 1
            let current = "rec-\(state.log.count)"
            guard let token else {
                return RemoteChanges(changed: Self.listing(state), deleted: [], token: current)
            }
            guard token.hasPrefix("rec-"), let seen = Int(token.dropFirst(4)), seen <= state.log.count else {
                throw CalDAVStoreError.syncTokenInvalid
            }
            var last: [String: String?] = [:]
            for write in state.log[seen...] { last[write.href] = write.etag }
            let changed = last.compactMap { href, etag in etag.map { RemoteEntry(href: href, etag: $0) } }
            let deleted = last.filter { $0.value == nil }.map(\.key)
            return RemoteChanges(
                changed: changed.sorted { $0.href < $1.href }, deleted: deleted.sorted(), token: current)
        }
    }

    public func fetch(_ hrefs: [String]) async throws -> [RemoteItem] {
        state.withLock { state in
            state.requests += 1
            return hrefs.compactMap { Self.item($0, state) }
        }
    }

    public func get(_ href: String) async throws -> RemoteItem? {
        state.withLock { state in
            state.requests += 1
            return Self.item(href, state)
        }
    }

    public func create(named name: String, body: String) async throws -> (href: String, etag: String?) {
        try state.withLock { state in
            state.requests += 1
            let href = path + name
            guard state.etags[href] == nil else { throw CalDAVStoreError.preconditionFailed }
            Self.store(href, Array(body.utf8), in: &state)
            return (href, state.etags[href])
        }
    }

    public func update(_ href: String, body: String, etag: String) async throws -> String? {
        try state.withLock { state in
            state.requests += 1
            guard let current = state.etags[href], etag == "*" || current == etag else {
                throw CalDAVStoreError.preconditionFailed
            }
            Self.store(href, Array(body.utf8), in: &state)
            return state.etags[href]
        }
    }

    public func delete(_ href: String, etag: String?) async throws {
        try state.withLock { state in
            state.requests += 1
            guard let current = state.etags[href] else { return }
            if let etag, etag != current { throw CalDAVStoreError.preconditionFailed }
            state.etags[href] = nil
            state.bodies[href] = nil
            state.log.append((href, nil))
        }
    }

    private static func store(_ href: String, _ body: [UInt8], in state: inout State) {
        let etag = "\"w\(state.log.count + 1)\""
        state.etags[href] = etag
        state.bodies[href] = body
        state.log.append((href, etag))
    }

    /// Every member: the recorded ones in the recorded order, then those created since.
    private static func listing(_ state: State) -> [RemoteEntry] {
        guard !state.log.isEmpty else { return state.listing }
        let listed = Set(state.listing.map(\.href))
        let added = Set(state.log.map(\.href)).subtracting(listed).sorted()
        return (state.listing.map(\.href) + added).compactMap { href in
            state.etags[href].map { RemoteEntry(href: href, etag: $0) }
        }
    }

    private static func item(_ href: String, _ state: State) -> RemoteItem? {
        guard let etag = state.etags[href] else { return nil }
        let uid = String(href.split(separator: "/").last ?? "").replacingOccurrences(of: ".ics", with: "")
        let body =
            state.bodies[href]
            ?? Array(
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nSUMMARY:\(uid)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
                    .utf8)
        return RemoteItem(href: href, etag: etag, body: body)
    }
}
