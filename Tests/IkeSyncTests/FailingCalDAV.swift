import IkeSync

/// A collection whose server fails some kinds of request (as if the connection dropped there), to stop a
/// sync at a chosen point and check that the next one finishes what it began.
struct FailingCalDAV: CalDAVStore {
    /// The kinds of request that can fail.
    enum Request: Hashable, Sendable { case get, delete }

    let base: any CalDAVStore
    let failing: Set<Request>

    func listing() async throws -> [RemoteEntry] { try await base.listing() }

    func changes(since token: String?) async throws -> RemoteChanges { try await base.changes(since: token) }

    func fetch(_ hrefs: [String]) async throws -> [RemoteItem] { try await base.fetch(hrefs) }

    func get(_ href: String) async throws -> RemoteItem? {
        if failing.contains(.get) { throw CalDAVStoreError.failed("the connection dropped (GET \(href))") }
        return try await base.get(href)
    }

    func create(named name: String, body: String) async throws -> (href: String, etag: String?) {
        try await base.create(named: name, body: body)
    }

    func update(_ href: String, body: String, etag: String) async throws -> String? {
        try await base.update(href, body: body, etag: etag)
    }

    func delete(_ href: String, etag: String?) async throws {
        if failing.contains(.delete) {
            throw CalDAVStoreError.failed("the connection dropped (DELETE \(href))")
        }
        try await base.delete(href, etag: etag)
    }
}
