import Foundation
import IkeSync

/// A `MemoryCalDAV` behind a network that takes its time: every request waits a little before it is
/// answered, so requests overlap the way they do on a real connection, and the store records how many
/// were under way at once. It can drop the connection on the Nth create, at once (the requests already
/// under way go on), for the tests of an interrupted sync.
actor SlowCalDAV: CalDAVStore {
    let server: MemoryCalDAV
    /// The create (counted from 1) that fails, if any.
    private let failingCreate: Int?
    private let delay: Duration
    private var inFlight = 0
    /// The most requests under way at one time.
    private(set) var mostInFlight = 0
    /// Creates asked for, the failing one included.
    private(set) var creates = 0

    /// The error the failing create throws.
    static let dropped = CalDAVStoreError.failed("the connection dropped")

    init(_ server: MemoryCalDAV, failingCreate: Int? = nil, delay: Duration = .milliseconds(5)) {
        self.server = server
        self.failingCreate = failingCreate
        self.delay = delay
    }

    func listing() async throws -> [RemoteEntry] { try await slowly { try await server.listing() } }

    func changes(since token: String?) async throws -> RemoteChanges {
        try await slowly { try await server.changes(since: token) }
    }

    func fetch(_ hrefs: [String]) async throws -> [RemoteItem] {
        try await slowly { try await server.fetch(hrefs) }
    }

    func get(_ href: String) async throws -> RemoteItem? { try await slowly { try await server.get(href) } }

    func create(named name: String, body: String) async throws -> (href: String, etag: String?) {
        creates += 1
        if creates == failingCreate { throw Self.dropped }
        return try await slowly { try await server.create(named: name, body: body) }
    }

    func update(_ href: String, body: String, etag: String) async throws -> String? {
        try await slowly { try await server.update(href, body: body, etag: etag) }
    }

    func delete(_ href: String, etag: String?) async throws {
        try await slowly { try await server.delete(href, etag: etag) }
    }

    /// Counts the request as under way while it waits and is answered.
    private func slowly<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        inFlight += 1
        mostInFlight = max(mostInFlight, inFlight)
        defer { inFlight -= 1 }
        try await Task.sleep(for: delay)
        return try await body()
    }
}
