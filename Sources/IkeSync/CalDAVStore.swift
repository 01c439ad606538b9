import Foundation

/// What the sync needs from a CalDAV collection, as requests: listing, incremental changes, reading and
/// conditional writes; failures the sync must tell apart are `CalDAVStoreError`s. `CalDAVClient` is the
/// real one; tests may give another.
public protocol CalDAVStore: Sendable {
    /// Every VTODO member's href and ETag (a calendar-query).
    func listing() async throws -> [RemoteEntry]
    /// What changed since `token` (RFC 6578 sync-collection); nil asks for everything. Throws
    /// `.syncTokenInvalid` when the server no longer knows the token, `.unsupported` without the report.
    func changes(since token: String?) async throws -> RemoteChanges
    /// The collection's sync token as it stands (nil without one), to ask `changes(since:)` from later.
    func currentToken() async throws -> String?
    /// The members at `hrefs` with their text (a calendar-multiget); missing ones are left out.
    func fetch(_ hrefs: [String]) async throws -> [RemoteItem]
    /// The member at `href`, or nil when the server has none there.
    func get(_ href: String) async throws -> RemoteItem?
    /// Creates `name` (e.g. `<uid>.ics`) in the collection only if nothing is there (`If-None-Match: *`);
    /// returns the member's href and the ETag if the server gave one.
    func create(named name: String, body: String) async throws -> (href: String, etag: String?)
    /// Replaces the member at `href` only if its ETag is still `etag` (`If-Match`); returns the new ETag.
    func update(_ href: String, body: String, etag: String) async throws -> String?
    /// Deletes the member at `href` only if its ETag is still `etag`.
    func delete(_ href: String, etag: String?) async throws
}

extension CalDAVStore {
    /// The token of a sync-collection from nothing: every member is listed to get it, so a store that can
    /// read the token alone (`ClientCollectionStore`, by its `sync-token` property) says so instead.
    public func currentToken() async throws -> String? {
        try await changes(since: nil).token
    }
}

/// A member's href and ETag as a listing gives them.
public struct RemoteEntry: Hashable, Sendable {
    public let href: String
    public let etag: String?

    /// An entry from its parts.
    public init(href: String, etag: String?) {
        self.href = href
        self.etag = etag
    }
}

/// A member with its text.
public struct RemoteItem: Hashable, Sendable {
    public let href: String
    public let etag: String?
    public let body: [UInt8]

    /// An item from its parts.
    public init(href: String, etag: String?, body: [UInt8]) {
        self.href = href
        self.etag = etag
        self.body = body
    }
}

/// What a sync-collection report said: changed members, deleted hrefs and the new token.
public struct RemoteChanges: Hashable, Sendable {
    public let changed: [RemoteEntry]
    public let deleted: [String]
    public let token: String?
    /// The server cut the answer short (507); ask again with `token`.
    public let truncated: Bool

    /// Changes from their parts.
    public init(changed: [RemoteEntry], deleted: [String], token: String?, truncated: Bool = false) {
        self.changed = changed
        self.deleted = deleted
        self.token = token
        self.truncated = truncated
    }
}

/// Why a request failed, as the sync needs to tell them apart.
public enum CalDAVStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A conditional write found another version (412).
    case preconditionFailed
    /// Another member already has this UID (409 `no-uid-conflict`), at the href if the server said.
    case uidConflict(existingHref: String?)
    /// The server no longer knows the sync token (403/409 `valid-sync-token`, or a refused empty token).
    case syncTokenInvalid
    /// The collection does not offer sync-collection.
    case unsupported
    /// Anything else, in words a person can act on.
    case failed(String)

    public var description: String {
        switch self {
        case .preconditionFailed: "the server has a newer version (412)"
        case .uidConflict: "the server already has a task with this UID (409)"
        case .syncTokenInvalid: "the server no longer knows the sync token"
        case .unsupported: "the server does not offer sync-collection"
        case .failed(let message): message
        }
    }
}
