import IkeSync
import IkeTestSupport
import Synchronization

/// A collection behind a connection that fails at random, seeded: a request dropped before the server
/// handled it, or after (the server did it, the answer is lost), for the randomized replica tests.
final class FaultyCalDAV: CalDAVStore, Sendable {
    let base: any CalDAVStore
    private let generator: Mutex<SplitMix>
    /// The chance in a thousand that a request fails, half before and half after the server handled it.
    private let perMille: UInt64
    private let failures = Mutex(0)

    init(_ base: any CalDAVStore, generator: SplitMix, perMille: UInt64) {
        self.base = base
        self.generator = Mutex(generator)
        self.perMille = perMille
    }

    /// How many requests failed so far.
    var failed: Int { failures.withLock { $0 } }

    /// Runs `request`, failing before it, after it, or not at all.
    private func through<T>(_ what: String, _ request: () async throws -> T) async throws -> T {
        let roll = generator.withLock { $0.next() % 2000 }
        if roll < perMille {
            failures.withLock { $0 += 1 }
            throw CalDAVStoreError.failed("the connection dropped before \(what)")
        }
        let result = try await request()
        if roll >= 1000 && roll - 1000 < perMille {
            failures.withLock { $0 += 1 }
            throw CalDAVStoreError.failed("the connection dropped after \(what)")
        }
        return result
    }

    func listing() async throws -> [RemoteEntry] {
        try await through("a listing") { try await base.listing() }
    }

    func changes(since token: String?) async throws -> RemoteChanges {
        try await through("a report") { try await base.changes(since: token) }
    }

    func fetch(_ hrefs: [String]) async throws -> [RemoteItem] {
        try await through("a multiget") { try await base.fetch(hrefs) }
    }

    func get(_ href: String) async throws -> RemoteItem? {
        try await through("GET \(href)") { try await base.get(href) }
    }

    func create(named name: String, body: String) async throws -> (href: String, etag: String?) {
        try await through("PUT \(name)") { try await base.create(named: name, body: body) }
    }

    func update(_ href: String, body: String, etag: String) async throws -> String? {
        try await through("PUT \(href)") { try await base.update(href, body: body, etag: etag) }
    }

    func delete(_ href: String, etag: String?) async throws {
        try await through("DELETE \(href)") { try await base.delete(href, etag: etag) }
    }
}
