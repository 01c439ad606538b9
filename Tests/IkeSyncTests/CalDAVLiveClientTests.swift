import Foundation
import IkeTestSupport
import Testing

@testable import IkeSync

/// The client against real Radicale and Xandikos on loopback (the shared harness, one of each for the
/// suite): discovery, conditional writes, listings, multiget and sync-collection, as each server does them
/// (Docs/CalDAVServers.md). Each test writes into a collection of its own.
@Suite("CalDAV client against live servers", .caldavServers)
struct CalDAVLiveClientTests {
    private static func todo(_ uid: String, _ summary: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ike//tests//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
            + "DTSTAMP:20261125T120000Z\r\nSUMMARY:\(summary)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    private static let event =
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ike//tests//EN\r\nBEGIN:VEVENT\r\nUID:event-1\r\n"
        + "DTSTAMP:20261125T120000Z\r\nDTSTART:20261126T090000Z\r\nSUMMARY:Meeting\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    /// Runs `body` with the suite's server of `kind` and a client sending its credentials (or none).
    private func withServer<T>(
        _ kind: CalDAVServerKind, credentials: Bool = true,
        _ body: (CalDAVClient, CalDAVServer) async throws -> T
    ) async throws -> T {
        let server = try CalDAVServerScope.server(kind)
        let http = HTTPSession()
        let client = CalDAVClient(
            session: http,
            credentials: credentials
                ? CalDAVCredentials(username: server.user, password: server.password) : nil)
        let result: Result<T, any Error>
        do { result = .success(try await body(client, server)) } catch { result = .failure(error) }
        http.shutdown()
        return try result.get()
    }

    /// A new collection's path, unique to the test, made by the client itself.
    private func makeCollection(
        _ client: CalDAVClient, _ server: CalDAVServer, _ name: String
    ) async throws
        -> String
    {
        let path = server.calendarHomePath + name + "-" + UUID().uuidString.lowercased() + "/"
        try await client.makeTodoCalendar(server.url(path), displayName: name)
        return path
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func discoveryFromTheServerURLFindsOnlyTaskCollections(_ kind: CalDAVServerKind) async throws {
        try await withServer(kind) { client, server in
            let tasks = server.calendarHomePath + "tasks-" + UUID().uuidString.lowercased() + "/"
            try await client.makeTodoCalendar(server.url(tasks), displayName: "Tâches ✓")
            let events = server.calendarHomePath + "events-" + UUID().uuidString.lowercased() + "/"
            let makeEvents =
                #"<?xml version="1.0" encoding="utf-8"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">"#
                + #"<d:set><d:prop><d:displayname>Events</d:displayname><c:supported-calendar-component-set>"#
                + #"<c:comp name="VEVENT"/></c:supported-calendar-component-set></d:prop></d:set></c:mkcalendar>"#
            let made = try await client.send("MKCALENDAR", server.url(events), body: makeEvents)
            #expect(made.status == 201)

            let found = try await client.discover(server.baseURL)
            #expect(found.principal == server.url(server.principalPath))
            #expect(found.calendarHomes == [server.url(server.calendarHomePath)])
            // Other tests' collections may be there too (and Xandikos's default one, which takes anything).
            let hrefs = found.collections.map(\.href)
            #expect(hrefs.contains(tasks) && !hrefs.contains(events), "\(hrefs)")
            let mine = try #require(found.collections.first { $0.href == tasks })
            #expect(mine.displayName == "Tâches ✓")
            #expect(mine.components == ["VTODO"])
            #expect(mine.supportsSyncCollection)
            #expect(mine.syncToken?.isEmpty == false)

            let direct = try await client.discover(server.url(tasks))
            #expect(direct.principal == nil && direct.collections.map(\.url) == [server.url(tasks)])
            let eventsOnly = await failure { _ = try await client.discover(server.url(events)) }
            #expect(eventsOnly == .noTaskCollection(url: server.url(events).absoluteString))
        }
    }

    @Test func discoveryWithNoTaskCollectionSaysSo() async throws {
        // A Radicale of its own: the suite's servers have other tests' collections, Xandikos a default one.
        let server = try await CalDAVServer.start(.radicale)
        defer { server.stop() }
        let http = HTTPSession()
        let client = CalDAVClient(
            session: http, credentials: CalDAVCredentials(username: "alice", password: "x"))
        let error = await failure { _ = try await client.discover(server.url("/alice/")) }
        http.shutdown()
        #expect(error == .noTaskCollection(url: server.url("/alice/").absoluteString))
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func conditionalWritesAndReadsRoundTrip(_ kind: CalDAVServerKind) async throws {
        try await withServer(kind) { client, server in
            let collection = try await makeCollection(client, server, "writes")
            let first = server.url(collection + "one.ics")
            let created = try await client.put(
                first, calendarData: Self.todo("one", "Buy milk"), precondition: .create)
            #expect(created?.isEmpty == false)

            let again = await failure {
                try await client.put(first, calendarData: Self.todo("one", "x"), precondition: .create)
            }
            #expect(again == .preconditionFailed(url: first.absoluteString))
            // The same UID at a second href: Radicale 409, Xandikos 412, both naming no-uid-conflict.
            let duplicate = await failure {
                try await client.put(
                    server.url(collection + "copy.ics"), calendarData: Self.todo("one", "x"),
                    precondition: .create)
            }
            guard case .uidConflict(_, let existing) = duplicate else {
                Issue.record("expected uidConflict, got \(String(describing: duplicate))")
                return
            }
            #expect(existing == nil || existing == collection + "one.ics")

            let read = try await client.get(first)
            #expect(read.etag == created)
            #expect(read.calendarData.contains("SUMMARY:Buy milk\r\n"))

            let stale = await failure {
                try await client.put(
                    first, calendarData: Self.todo("one", "Stale"), precondition: .replace(etag: "\"not-it\"")
                )
            }
            #expect(stale == .preconditionFailed(url: first.absoluteString))
            let replaced = try await client.put(
                first, calendarData: Self.todo("one", "Buy oat milk"),
                precondition: .replace(etag: try #require(created)))
            #expect(replaced != nil && replaced != created)

            let staleDelete = await failure { try await client.delete(first, etag: created) }
            #expect(staleDelete == .preconditionFailed(url: first.absoluteString))
            try await client.delete(first, etag: replaced)
            let gone = await failure { _ = try await client.get(first) }
            #expect(gone == .notFound(url: first.absoluteString))
        }
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func listingsLeaveEventsOutAndMultigetReadsText(_ kind: CalDAVServerKind) async throws {
        try await withServer(kind) { client, server in
            // Xandikos refuses an event in a task-only collection, Radicale takes it; its default
            // collection takes anything, so the event goes there on Xandikos.
            let collectionPath =
                kind == .xandikos
                ? try #require(server.defaultCollectionPath)
                : try await makeCollection(client, server, "lists")
            let collection = server.url(collectionPath)
            let prefix = "m" + String(UUID().uuidString.prefix(8)).lowercased()
            try await client.put(
                server.url(collectionPath + "\(prefix)-meeting.ics"),
                calendarData: Self.event.replacingOccurrences(
                    of: "UID:event-1", with: "UID:\(prefix)-event"), precondition: .create)
            let names = ["\(prefix)-a.ics", "\(prefix)-b%20c.ics", "\(prefix)-caf%C3%A9.ics"]
            for (index, name) in names.enumerated() {
                try await client.put(
                    server.url(collectionPath + name),
                    calendarData: Self.todo("\(prefix)-uid-\(index)", "Task \(index) 할 일"),
                    precondition: .create)
            }
            let listed = try await client.todoETags(collection).filter { $0.href.contains(prefix) }
            // Hrefs come back percent-encoded on both (Xandikos keeps @, which these names lack).
            #expect(Set(listed.map(\.href)) == Set(names.map { collectionPath + $0 }))
            #expect(listed.allSatisfy { $0.etag != nil })

            let hrefs = listed.map(\.href) + [collectionPath + "\(prefix)-missing.ics"]
            let got = try await client.calendarMultiget(collection, hrefs: hrefs, batchSize: 2)
            #expect(Set(got.found.map(\.href)) == Set(listed.map(\.href)))
            #expect(got.missing == [collectionPath + "\(prefix)-missing.ics"])
            for resource in got.found {
                #expect(resource.etag == listed.first { $0.href == resource.href }?.etag)
                #expect(resource.calendarData?.contains("할 일") == true)
                // calendar-data inside a REPORT comes with LF line ends (Docs/CalDAVServers.md).
                #expect(resource.calendarData?.contains("\r\n") == false)
            }
        }
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func syncCollectionReportsChangesDeletionsAndRefusesABogusToken(_ kind: CalDAVServerKind) async throws {
        try await withServer(kind) { client, server in
            let collectionPath = try await makeCollection(client, server, "sync")
            let collection = server.url(collectionPath)
            let a = server.url(collectionPath + "a.ics")
            let b = server.url(collectionPath + "b.ics")
            try await client.put(a, calendarData: Self.todo("a", "A"), precondition: .create)
            let etagB = try await client.put(b, calendarData: Self.todo("b", "B"), precondition: .create)

            let initial = try await client.syncCollection(collection, token: nil)
            #expect(Set(initial.changed.map(\.href)) == [collectionPath + "a.ics", collectionPath + "b.ics"])
            #expect(initial.removed.isEmpty)
            let token = try #require(initial.token)

            let unchanged = try await client.syncCollection(collection, token: token)
            #expect(unchanged.changed.isEmpty && unchanged.removed.isEmpty)

            try await client.delete(b, etag: etagB)
            try await client.put(
                server.url(collectionPath + "c.ics"), calendarData: Self.todo("c", "C"), precondition: .create
            )
            let later = try await client.syncCollection(collection, token: unchanged.token ?? token)
            #expect(later.changed.map(\.href) == [collectionPath + "c.ics"])
            #expect(later.removed == [collectionPath + "b.ics"])
            #expect(later.token != token)

            // Radicale answers 403, Xandikos 412: both name valid-sync-token.
            let bogus = await failure {
                _ = try await client.syncCollection(collection, token: "http://radicale.org/ns/sync/bogus")
            }
            #expect(bogus == .invalidSyncToken(url: collection.absoluteString))
        }
    }

    /// The collection's `sync-token` property, read alone (what a full listing keeps for the next sync), is a
    /// token sync-collection takes: nothing changed since it, and a member written after it is the one change.
    @Test(arguments: CalDAVServerKind.allCases)
    func theSyncTokenPropertyIsATokenToAskChangesFrom(_ kind: CalDAVServerKind) async throws {
        try await withServer(kind) { client, server in
            let path = try await makeCollection(client, server, "token")
            let store = ClientCollectionStore(client: client, url: server.url(path))
            _ = try await store.create(named: "first.ics", body: Self.todo("first", "First"))
            let token = try #require(try await store.currentToken())
            #expect(try await store.changes(since: token).changed.isEmpty)
            _ = try await store.create(named: "second.ics", body: Self.todo("second", "Second"))
            let changes = try await store.changes(since: token)
            #expect(changes.changed.map { $0.href.hasSuffix("/second.ics") } == [true], "\(changes)")
        }
    }

    @Test func noCredentialsIsOneClearUnauthorizedError() async throws {
        // Radicale asks for a user even without authentication; Xandikos without --htpasswd asks for none.
        try await withServer(.radicale, credentials: false) { client, server in
            let error = await failure { _ = try await client.discover(server.baseURL) }
            guard case .unauthorized = error else {
                Issue.record("expected unauthorized, got \(String(describing: error))")
                return
            }
        }
    }
}
