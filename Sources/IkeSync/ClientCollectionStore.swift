import Foundation

/// The sync's view of one collection through a `CalDAVClient`: requests by href, with the client's
/// errors turned into the few the sync must tell apart.
public struct ClientCollectionStore: CalDAVStore {
    public let client: CalDAVClient
    /// The collection's URL (with its trailing slash).
    public let url: URL

    /// The collection at `url` through `client`.
    public init(client: CalDAVClient, url: URL) {
        self.client = client
        self.url = url
    }

    public func listing() async throws -> [RemoteEntry] {
        try await translated {
            try await client.todoETags(url).map { RemoteEntry(href: $0.href, etag: $0.etag) }
        }
    }

    public func changes(since token: String?) async throws -> RemoteChanges {
        try await translated {
            let changes = try await client.syncCollection(url, token: token)
            return RemoteChanges(
                changed: changes.changed.map { RemoteEntry(href: $0.href, etag: $0.etag) },
                deleted: changes.removed,
                token: changes.token, truncated: changes.isTruncated)
        }
    }

    /// The collection's `DAV:sync-token` property (RFC 6578 §4), one PROPFIND of depth 0: the token a
    /// sync-collection would end with, without listing every member to get it.
    public func currentToken() async throws -> String? {
        try await translated {
            try await client.propfind(url, depth: .zero, properties: [DAVName.syncToken]).responses.first?
                .properties.syncToken
        }
    }

    public func fetch(_ hrefs: [String]) async throws -> [RemoteItem] {
        guard !hrefs.isEmpty else { return [] }
        return try await translated {
            try await client.calendarMultiget(url, hrefs: hrefs).found.map {
                RemoteItem(href: $0.href, etag: $0.etag, body: Array(($0.calendarData ?? "").utf8))
            }
        }
    }

    public func get(_ href: String) async throws -> RemoteItem? {
        try await translated {
            do {
                let object = try await client.get(try client.url(of: href, relativeTo: url))
                return RemoteItem(href: href, etag: object.etag, body: Array(object.calendarData.utf8))
            } catch let error as CalDAVError {
                if case .notFound = error { return nil }
                throw error
            }
        }
    }

    public func create(named name: String, body: String) async throws -> (href: String, etag: String?) {
        let href = url.path(percentEncoded: true).appendingSlash + name
        return try await translated {
            let etag = try await client.put(
                try client.url(of: href, relativeTo: url), calendarData: body, precondition: .create)
            return (href, etag)
        }
    }

    public func update(_ href: String, body: String, etag: String) async throws -> String? {
        try await translated {
            try await client.put(
                try client.url(of: href, relativeTo: url), calendarData: body,
                precondition: .replace(etag: etag))
        }
    }

    public func delete(_ href: String, etag: String?) async throws {
        try await translated {
            do {
                try await client.delete(try client.url(of: href, relativeTo: url), etag: etag)
            } catch let error as CalDAVError {
                // Already gone is what the delete wanted.
                if case .notFound = error { return }
                throw error
            }
        }
    }

    /// Runs `body`, turning the client's errors the sync acts on into `CalDAVStoreError`s.
    private func translated<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as CalDAVError {
            switch error {
            case .preconditionFailed: throw CalDAVStoreError.preconditionFailed
            case .uidConflict(_, let existing): throw CalDAVStoreError.uidConflict(existingHref: existing)
            case .invalidSyncToken: throw CalDAVStoreError.syncTokenInvalid
            case .reportNotSupported: throw CalDAVStoreError.unsupported
            default: throw error
            }
        }
    }
}

extension String {
    fileprivate var appendingSlash: String { hasSuffix("/") ? self : self + "/" }
}
