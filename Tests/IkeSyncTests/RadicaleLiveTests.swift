import AsyncHTTPClient
import Foundation
import Testing

@testable import IkeSync

/// The client against a real Radicale 3.9 on loopback, started for each test.
@Suite("CalDAV client against Radicale", .serialized)
struct RadicaleLiveTests {
    private static func todo(_ uid: String, _ summary: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ike//tests//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
            + "DTSTAMP:20261125T120000Z\r\nSUMMARY:\(summary)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    private static let event =
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ike//tests//EN\r\nBEGIN:VEVENT\r\nUID:event-1\r\n"
        + "DTSTAMP:20261125T120000Z\r\nDTSTART:20261126T090000Z\r\nSUMMARY:Meeting\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    /// Runs `body` with a fresh Radicale and a client logged in as alice, then stops both.
    private func withRadicale<T>(
        credentials: CalDAVCredentials? = CalDAVCredentials(username: "alice", password: "any"),
        _ body: (CalDAVClient, RadicaleProcess) async throws -> T
    ) async throws -> T {
        let server = try RadicaleProcess()
        let http = CalDAVClient.makeHTTPClient()
        let client = CalDAVClient(httpClient: http, credentials: credentials)
        let result: Result<T, any Error>
        do { result = .success(try await body(client, server)) } catch { result = .failure(error) }
        try await http.shutdown()
        server.stop()
        return try result.get()
    }

    @Test func discoveryFromTheServerURLFindsOnlyTaskCollections() async throws {
        try await withRadicale { client, server in
            try await client.makeTodoCalendar(server.url("/alice/tasks/"), displayName: "Tâches ✓")
            let makeEvents =
                #"<?xml version="1.0" encoding="utf-8"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">"#
                + #"<d:set><d:prop><d:displayname>Events</d:displayname><c:supported-calendar-component-set>"#
                + #"<c:comp name="VEVENT"/></c:supported-calendar-component-set></d:prop></d:set></c:mkcalendar>"#
            let made = try await client.send("MKCALENDAR", server.url("/alice/events/"), body: makeEvents)
            #expect(made.status == 201)

            let found = try await client.discover(server.baseURL)
            #expect(found.principal == server.url("/alice/"))
            #expect(found.calendarHomes == [server.url("/alice/")])
            #expect(found.collections.map(\.href) == ["/alice/tasks/"])
            let tasks = try #require(found.collections.first)
            #expect(tasks.displayName == "Tâches ✓")
            #expect(tasks.components == ["VTODO"])
            #expect(tasks.supportsSyncCollection)
            #expect(tasks.syncToken?.isEmpty == false)

            let direct = try await client.discover(server.url("/alice/tasks/"))
            #expect(direct.principal == nil && direct.collections.map(\.url) == [server.url("/alice/tasks/")])
            let eventsOnly = await failure { _ = try await client.discover(server.url("/alice/events/")) }
            #expect(eventsOnly == .noTaskCollection(url: server.url("/alice/events/").absoluteString))
        }
    }

    @Test func discoveryWithNoTaskCollectionSaysSo() async throws {
        try await withRadicale { client, server in
            let error = await failure { _ = try await client.discover(server.url("/alice/")) }
            #expect(error == .noTaskCollection(url: server.url("/alice/").absoluteString))
        }
    }

    @Test func conditionalWritesAndReadsRoundTrip() async throws {
        try await withRadicale { client, server in
            let collection = server.url("/alice/tasks/")
            try await client.makeTodoCalendar(collection, displayName: "Tasks")
            let first = server.url("/alice/tasks/one.ics")
            let created = try await client.put(
                first, calendarData: Self.todo("one", "Buy milk"), precondition: .create)
            #expect(created?.isEmpty == false)

            let again = await failure {
                try await client.put(first, calendarData: Self.todo("one", "x"), precondition: .create)
            }
            #expect(again == .preconditionFailed(url: first.absoluteString))
            let duplicate = await failure {
                try await client.put(
                    server.url("/alice/tasks/copy.ics"), calendarData: Self.todo("one", "x"),
                    precondition: .create)
            }
            guard case .uidConflict(_, let existing) = duplicate else {
                Issue.record("expected uidConflict, got \(String(describing: duplicate))")
                return
            }
            #expect(existing == nil || existing == "/alice/tasks/one.ics")

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

    @Test func listingsLeaveEventsOutAndMultigetReadsText() async throws {
        try await withRadicale { client, server in
            let collection = server.url("/alice/tasks/")
            try await client.makeTodoCalendar(collection, displayName: "Tasks")
            // Radicale takes an event into a task collection (Docs/Sync.md); the listing must not.
            try await client.put(
                server.url("/alice/tasks/meeting.ics"), calendarData: Self.event, precondition: .create)
            let names = ["a.ics", "b%20c.ics", "caf%C3%A9.ics"]
            for (index, name) in names.enumerated() {
                try await client.put(
                    server.url("/alice/tasks/\(name)"),
                    calendarData: Self.todo("uid-\(index)", "Task \(index) 할 일"),
                    precondition: .create)
            }
            let listed = try await client.todoETags(collection)
            #expect(Set(listed.map(\.href)) == Set(names.map { "/alice/tasks/\($0)" }))
            #expect(listed.allSatisfy { $0.etag != nil })

            let hrefs = listed.map(\.href) + ["/alice/tasks/missing.ics"]
            let got = try await client.calendarMultiget(collection, hrefs: hrefs, batchSize: 2)
            #expect(Set(got.found.map(\.href)) == Set(listed.map(\.href)))
            #expect(got.missing == ["/alice/tasks/missing.ics"])
            for resource in got.found {
                #expect(resource.etag == listed.first { $0.href == resource.href }?.etag)
                #expect(resource.calendarData?.contains("할 일") == true)
                // calendar-data inside a REPORT comes with LF line ends (Docs/Sync.md).
                #expect(resource.calendarData?.contains("\r\n") == false)
            }
        }
    }

    @Test func syncCollectionReportsChangesDeletionsAndRefusesABogusToken() async throws {
        try await withRadicale { client, server in
            let collection = server.url("/alice/tasks/")
            try await client.makeTodoCalendar(collection, displayName: "Tasks")
            let a = server.url("/alice/tasks/a.ics")
            let b = server.url("/alice/tasks/b.ics")
            try await client.put(a, calendarData: Self.todo("a", "A"), precondition: .create)
            let etagB = try await client.put(b, calendarData: Self.todo("b", "B"), precondition: .create)

            let initial = try await client.syncCollection(collection, token: nil)
            #expect(Set(initial.changed.map(\.href)) == ["/alice/tasks/a.ics", "/alice/tasks/b.ics"])
            #expect(initial.removed.isEmpty)
            let token = try #require(initial.token)

            let unchanged = try await client.syncCollection(collection, token: token)
            #expect(unchanged.changed.isEmpty && unchanged.removed.isEmpty)

            try await client.delete(b, etag: etagB)
            try await client.put(
                server.url("/alice/tasks/c.ics"), calendarData: Self.todo("c", "C"), precondition: .create)
            let later = try await client.syncCollection(collection, token: unchanged.token ?? token)
            #expect(later.changed.map(\.href) == ["/alice/tasks/c.ics"])
            #expect(later.removed == ["/alice/tasks/b.ics"])
            #expect(later.token != token)

            let bogus = await failure {
                _ = try await client.syncCollection(collection, token: "http://radicale.org/ns/sync/bogus")
            }
            #expect(bogus == .invalidSyncToken(url: collection.absoluteString))
        }
    }

    @Test func noCredentialsIsOneClearUnauthorizedError() async throws {
        try await withRadicale(credentials: nil) { client, server in
            let error = await failure { _ = try await client.discover(server.baseURL) }
            guard case .unauthorized = error else {
                Issue.record("expected unauthorized, got \(String(describing: error))")
                return
            }
        }
    }
}
