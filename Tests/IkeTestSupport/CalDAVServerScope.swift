import Testing

/// A suite trait that runs the suite's tests with CalDAV servers started once for the whole suite, and
/// stops them after its last test: `@Suite(.caldavServers)`, then `try CalDAVServerScope.server(.radicale)`
/// in a test.
///
/// Starting a server takes most of a second; one per suite instead of one per test keeps the tests fast.
/// The servers are shared by tests that run in parallel, so each test that writes makes its own
/// collection (`CalDAVServer.makeCollection`).
public struct CalDAVServerScope: SuiteTrait, TestScoping {
    /// The servers' kinds, started side by side.
    public let kinds: [CalDAVServerKind]
    /// How each checks requests.
    public let auth: CalDAVAuth

    /// The servers of the suite running in this task, by kind.
    @TaskLocal static var running: [CalDAVServerKind: CalDAVServer] = [:]

    /// Applies to the suite as a whole, not to each test again.
    public var isRecursive: Bool { false }

    /// Starts the servers, runs the suite with them, stops them whatever happened.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Every start is awaited, even after one failed, so no server is left running unseen.
        let results = await withTaskGroup(of: Result<CalDAVServer, any Error>.self) { group in
            for kind in kinds {
                group.addTask {
                    do { return .success(try await CalDAVServer.start(kind, auth: auth)) } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        var servers: [CalDAVServerKind: CalDAVServer] = [:]
        for case .success(let server) in results { servers[server.kind] = server }
        defer { servers.values.forEach { $0.stop() } }
        for case .failure(let error) in results { throw error }
        try await Self.$running.withValue(servers) { try await function() }
    }

    /// The suite's running server of `kind`; throws outside a suite with this trait.
    public static func server(_ kind: CalDAVServerKind) throws -> CalDAVServer {
        guard let server = running[kind] else {
            throw CalDAVServerError.request("no \(kind) server: the suite needs the .caldavServers trait")
        }
        return server
    }
}

extension Trait where Self == CalDAVServerScope {
    /// Radicale and Xandikos, without authentication, for the whole suite.
    public static var caldavServers: Self { CalDAVServerScope(kinds: CalDAVServerKind.allCases, auth: .none) }

    /// The given servers with the given authentication, for the whole suite.
    public static func caldavServers(_ kinds: [CalDAVServerKind], auth: CalDAVAuth = .none) -> Self {
        CalDAVServerScope(kinds: kinds, auth: auth)
    }
}
