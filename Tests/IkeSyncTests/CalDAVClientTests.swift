import Foundation
import Synchronization
import Testing

@testable import IkeSync

/// The client against a loopback server answering with recorded answers: what it sends, and how it reads
/// answers and failures.
@Suite("CalDAV client over recorded answers")
struct CalDAVClientTests {
    static let credentials = CalDAVCredentials(username: "alice", password: "s3cret-Pa55")

    /// Runs `body` with a client of `options` talking to a server that gives `replies`, then stops both.
    private func withServer<T>(
        _ replies: [CannedHTTPServer.Reply], options: CalDAVClientOptions = CalDAVClientOptions(),
        log: CalDAVClient.Log? = nil, _ body: (CalDAVClient, CannedHTTPServer) async throws -> T
    ) async throws -> T {
        let server = try CannedHTTPServer(replies)
        let http = HTTPSession(options: options)
        let client = CalDAVClient(session: http, credentials: Self.credentials, options: options, log: log)
        let result: Result<T, any Error>
        do { result = .success(try await body(client, server)) } catch { result = .failure(error) }
        server.stop()
        http.shutdown()
        return try result.get()
    }

    @Test func basicCredentialsGoWithTheFirstRequest() async throws {
        let requests = try await withServer([.recorded("put-created.http")]) { client, server in
            try await client.put(
                server.url("/alice/tasks/a.ics"), calendarData: "BEGIN:VCALENDAR", precondition: .create)
            return server.requests
        }
        #expect(requests.count == 1)
        let expected = "Basic " + Data("alice:s3cret-Pa55".utf8).base64EncodedString()
        #expect(requests.first?.headers["authorization"] == expected)
    }

    @Test func putCreatesWithIfNoneMatchAndReturnsTheNewETag() async throws {
        let (etag, requests) = try await withServer([.recorded("put-created.http")]) { client, server in
            let etag = try await client.put(
                server.url("/alice/tasks/a.ics"), calendarData: "BEGIN:VCALENDAR\r\n", precondition: .create)
            return (etag, server.requests)
        }
        #expect(etag == "\"c0ffee00c0ffee00c0ffee00c0ffee00\"")
        let request = try #require(requests.first)
        #expect(request.method == "PUT" && request.path == "/alice/tasks/a.ics")
        #expect(request.headers["if-none-match"] == "*" && request.headers["if-match"] == nil)
        #expect(request.headers["content-type"] == "text/calendar; charset=utf-8")
        #expect(request.body == "BEGIN:VCALENDAR\r\n")
    }

    @Test func aWriteRefusedAsLockedIsSentAgainAndEventuallyFails() async throws {
        // Xandikos answers 423 while another write holds its git index.
        let locked = CannedHTTPServer.Reply.text("HTTP/1.1 423 Locked\n\nLocked")
        let requests = try await withServer([locked, locked, .recorded("put-created.http")]) {
            client, server in
            try await client.put(
                server.url("/user/calendars/tasks/a.ics"), calendarData: "BEGIN:VCALENDAR\r\n",
                precondition: .create)
            return server.requests
        }
        #expect(requests.count == 3)
        #expect(requests.allSatisfy { $0.method == "PUT" && $0.body == "BEGIN:VCALENDAR\r\n" })
        let replies = Array(repeating: locked, count: CalDAVClient.lockedRetries + 1)
        let (error, count) = try await withServer(replies) { client, server in
            let error = await failure {
                try await client.put(
                    server.url("/user/calendars/tasks/a.ics"), calendarData: "x", precondition: .create)
            }
            return (error, server.requests.count)
        }
        #expect(count == CalDAVClient.lockedRetries + 1)
        #expect(Self.refusedStatus(error) == 423, "\(String(describing: error))")
    }

    /// The status of a `requestRefused` (a plain function: matching the case in an async test trips
    /// Swift 6.3's ownership check).
    static func refusedStatus(_ error: CalDAVError?) -> Int? {
        if case .requestRefused(_, let status, _) = error { return status }
        return nil
    }

    @Test func aStaleETagIsPreconditionFailed() async throws {
        let (error, requests) = try await withServer([.recorded("precondition-failed.http")]) {
            client, server in
            let error = await failure {
                try await client.put(
                    server.url("/a.ics"), calendarData: "x", precondition: .replace(etag: "\"old\""))
            }
            return (error, server.requests)
        }
        #expect(requests.first?.headers["if-match"] == "\"old\"")
        guard case .preconditionFailed(let url) = error else {
            Issue.record("expected preconditionFailed, got \(String(describing: error))")
            return
        }
        #expect(url.hasSuffix("/a.ics"))
    }

    @Test func aSecondItemWithTheSameUIDIsAUIDConflictNamingTheFirst() async throws {
        let error = try await withServer([.recorded("radicale-uid-conflict.http")]) { client, server in
            await failure {
                try await client.put(
                    server.url("/alice/tasks/b.ics"), calendarData: "x", precondition: .create)
            }
        }
        guard case .uidConflict(_, let existing) = error else {
            Issue.record("expected uidConflict, got \(String(describing: error))")
            return
        }
        #expect(existing == "/alice/tasks/first-copy.ics")
    }

    @Test(arguments: [
        "radicale-invalid-sync-token.http", "nextcloud-pruned-sync-token.http", "cyrus-empty-sync-token.http",
        "xandikos-invalid-sync-token.http",
    ])
    func aRefusedSyncTokenIsItsOwnError(recording: String) async throws {
        let (error, requests) = try await withServer([.recorded(recording)]) { client, server in
            let error = await failure {
                _ = try await client.syncCollection(server.url("/alice/tasks/"), token: nil)
            }
            return (error, server.requests)
        }
        guard case .invalidSyncToken = error else {
            Issue.record("expected invalidSyncToken, got \(String(describing: error))")
            return
        }
        let request = try #require(requests.first)
        #expect(request.method == "REPORT" && request.headers["depth"] == "0")
        #expect(
            request.body.contains("<d:sync-token/>")
                && request.body.contains("<d:sync-level>1</d:sync-level>"))
    }

    @Test func syncCollectionSendsTheTokenAndSortsChangesFromDeletions() async throws {
        let body = CannedHTTPServer.recorded("radicale-sync-collection.xml")
        let (changes, requests) = try await withServer([
            .text("HTTP/1.1 207 Multi-Status\nContent-Type: text/xml\n\n" + body)
        ]) {
            client, server in
            (
                try await client.syncCollection(
                    server.url("/alice/tasks/"), token: "http://radicale.org/ns/sync/a&b"), server.requests
            )
        }
        #expect(
            requests.first?.body.contains("<d:sync-token>http://radicale.org/ns/sync/a&amp;b</d:sync-token>")
                == true)
        #expect(
            changes.changed.map(\.href) == [
                "/alice/tasks/6f1c2d3e-0001.ics", "/alice/tasks/Caf%C3%A9%20list.ics",
            ])
        #expect(
            changes.changed.map(\.etag) == [
                "\"b3c1e5f0a2d4c6e8b3c1e5f0a2d4c6e8\"", "\"0aa1b2c3d4e5f60718293a4b5c6d7e8f\"",
            ])
        #expect(changes.removed == ["/alice/tasks/6f1c2d3e-0002.ics"])
        #expect(changes.token == "http://radicale.org/ns/sync/4f9d2a3c1b5e7d8f0a1b2c3d4e5f6a7b")
        #expect(!changes.isTruncated)
    }

    @Test func aTruncatedSyncCollectionSaysSo() async throws {
        let body = CannedHTTPServer.recorded("nextcloud-sync-truncated.xml")
        let changes = try await withServer([.text("HTTP/1.1 207 Multi-Status\n\n" + body)]) {
            client, server in
            try await client.syncCollection(
                server.url("/remote.php/dav/calendars/alice/tasks/"), token: "http://sabre.io/ns/sync/1100")
        }
        #expect(changes.isTruncated)
        #expect(changes.changed.count == 1 && changes.removed.count == 1)
        #expect(changes.token == "http://sabre.io/ns/sync/1207")
    }

    @Test func unauthorizedIsOneRequestAndMentionsAppPasswords() async throws {
        let (error, count) = try await withServer([
            .recorded("unauthorized.http"), .recorded("unauthorized.http"),
        ]) {
            client, server in
            (
                await failure {
                    _ = try await client.propfind(server.url("/alice/"), depth: .zero, properties: [])
                }, server.requests.count
            )
        }
        guard case .unauthorized = error else {
            Issue.record("expected unauthorized, got \(String(describing: error))")
            return
        }
        #expect(count == 1)
        #expect(error?.description.contains("app password") == true)
    }

    @Test func anHTMLPageIsNotACalDAVAnswer() async throws {
        let errors = try await withServer([
            .recorded("html-login-page.http"), .recorded("html-as-multistatus.http"),
        ]) {
            client, server in
            [
                await failure {
                    _ = try await client.propfind(server.url("/"), depth: .zero, properties: [])
                },
                await failure {
                    _ = try await client.propfind(server.url("/"), depth: .zero, properties: [])
                },
            ]
        }
        for error in errors {
            guard case .invalidAnswer(_, let reason) = error else {
                Issue.record("expected invalidAnswer, got \(String(describing: error))")
                continue
            }
            #expect(!reason.isEmpty)
        }
    }

    @Test func aBodyOverTheLimitIsRefused() async throws {
        var options = CalDAVClientOptions()
        options.maximumBodyBytes = 1000
        let big = "HTTP/1.1 207 Multi-Status\n\n" + "<a>" + String(repeating: "x", count: 5000) + "</a>"
        let error = try await withServer([.text(big)], options: options) { client, server in
            await failure { _ = try await client.propfind(server.url("/"), depth: .zero, properties: []) }
        }
        guard case .bodyTooLarge(_, 1000) = error else {
            Issue.record("expected bodyTooLarge, got \(String(describing: error))")
            return
        }
    }

    @Test func aConnectionDroppedMidAnswerIsReported() async throws {
        let body = CannedHTTPServer.recorded("radicale-sync-collection.xml")
        let error = try await withServer([.cutShort("HTTP/1.1 207 Multi-Status\n\n" + body)]) {
            client, server in
            await failure { _ = try await client.syncCollection(server.url("/alice/tasks/"), token: nil) }
        }
        guard case .connectionDropped = error else {
            Issue.record("expected connectionDropped, got \(String(describing: error))")
            return
        }
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        var options = CalDAVClientOptions()
        options.readTimeout = .milliseconds(300)
        let error = try await withServer([.silence], options: options) { client, server in
            await failure { _ = try await client.get(server.url("/a.ics")) }
        }
        guard case .timedOut = error else {
            Issue.record("expected timedOut, got \(String(describing: error))")
            return
        }
    }

    /// Ctrl-C during a sync cancels its task: a request waiting on a server that never answers ends then,
    /// not at the read timeout.
    @Test func cancellingTheWaitingTaskEndsTheRequestAtOnce() async throws {
        var options = CalDAVClientOptions()
        options.readTimeout = .seconds(60)
        options.requestTimeout = .seconds(120)
        let (error, waited) = try await withServer([.silence], options: options) { client, server in
            let request = Task { await failure { _ = try await client.get(server.url("/a.ics")) } }
            while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
            let cancelled = ContinuousClock.now
            request.cancel()
            return (await request.value, ContinuousClock.now - cancelled)
        }
        guard case .cancelled = error else {
            Issue.record("expected cancelled, got \(String(describing: error))")
            return
        }
        #expect(waited < .seconds(30), "the request ended \(waited) after its task was cancelled")
    }

    @Test func aClosedPortIsUnreachable() async throws {
        let server = try CannedHTTPServer([])
        let url = server.url("/")
        server.stop()
        let http = HTTPSession()
        let client = CalDAVClient(session: http, credentials: nil)
        let error = await failure { _ = try await client.get(url) }
        http.shutdown()
        guard case .unreachable = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
    }

    @Test func tlsToAPlainHTTPServerIsATLSFailure() async throws {
        let error = try await withServer([.recorded("put-created.http")]) { client, server in
            await failure { _ = try await client.get(URL(string: "https://127.0.0.1:\(server.port)/a.ics")!) }
        }
        guard case .tlsFailure = error else {
            Issue.record("expected tlsFailure, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: ["ftp://127.0.0.1/a", "file:///etc/passwd", "mailto:alice@example.org"])
    func urlsThatAreNotHTTPAreRefusedBeforeAnyConnection(text: String) async throws {
        let http = HTTPSession()
        let client = CalDAVClient(session: http, credentials: nil)
        let url = try #require(URL(string: text))
        let error = await failure { _ = try await client.get(url) }
        http.shutdown()
        #expect(error == .notHTTPURL(text))
    }

    @Test func aRedirectIsNotFollowedOutsideDiscovery() async throws {
        let (error, count) = try await withServer([
            .recorded("radicale-well-known.http"), .recorded("put-created.http"),
        ]) {
            client, server in
            (
                await failure { _ = try await client.get(server.url("/.well-known/caldav")) },
                server.requests.count
            )
        }
        guard case .redirected(_, let location) = error else {
            Issue.record("expected redirected, got \(String(describing: error))")
            return
        }
        #expect(location == "/" && count == 1)
    }

    @Test func discoveryFollowsTheWellKnownRedirectThenPrincipalAndHome() async throws {
        let replies: [CannedHTTPServer.Reply] = [
            .recorded("radicale-well-known.http"), .recorded("radicale-propfind-root.http"),
            .recorded("radicale-propfind-root.http"), .recorded("radicale-propfind-principal.http"),
            .recorded("radicale-propfind-home.http"),
        ]
        let (found, requests, base) = try await withServer(replies) { client, server in
            (try await client.discover(server.url("")), server.requests, server.url(""))
        }
        #expect(requests.map(\.path) == ["/.well-known/caldav", "/", "/", "/alice/", "/alice/"])
        #expect(requests.map(\.method) == Array(repeating: "PROPFIND", count: 5))
        #expect(requests.map { $0.headers["depth"] } == ["0", "0", "0", "0", "1"])
        // The redirected PROPFIND keeps its body, which automatic redirects drop.
        #expect(
            requests.count == 5 && requests[1].body == requests[0].body
                && requests[1].body.contains("current-user-principal"))
        #expect(found.principal?.absoluteString == base.absoluteString + "/alice/")
        #expect(found.collections.map(\.href) == ["/alice/tasks/"])
        #expect(found.collections.first?.supportsSyncCollection == true)
    }

    @Test func discoveryStopsARedirectLoop() async throws {
        let loop = "HTTP/1.1 302 Found\nLocation: /b/\n\n"
        let back = "HTTP/1.1 302 Found\nLocation: /a/\n\n"
        let (error, count) = try await withServer([.text(loop), .text(back), .text(loop), .text(back)]) {
            client, server in
            (await failure { _ = try await client.discover(server.url("/a/")) }, server.requests.count)
        }
        guard case .redirectLoop = error else {
            Issue.record("expected redirectLoop, got \(String(describing: error))")
            return
        }
        #expect(count == 2)
    }

    @Test func discoveryStopsAfterFiveRedirects() async throws {
        let replies = (1...8).map {
            CannedHTTPServer.Reply.text("HTTP/1.1 301 Moved\nLocation: /step\($0)/\n\n")
        }
        let (error, count) = try await withServer(replies) { client, server in
            (await failure { _ = try await client.discover(server.url("/start/")) }, server.requests.count)
        }
        guard case .redirectLoop = error else {
            Issue.record("expected redirectLoop, got \(String(describing: error))")
            return
        }
        #expect(count == 6)
    }

    @Test func theVerboseLogRedactsTheAuthorizationHeader() async throws {
        let lines = Mutex<[String]>([])
        _ = try await withServer(
            [.recorded("put-created.http")], log: { line in lines.withLock { $0.append(line) } }
        ) {
            client, server in
            try await client.put(server.url("/a.ics"), calendarData: "BEGIN:VCALENDAR", precondition: .create)
        }
        let log = lines.withLock { $0.joined(separator: "\n") }
        #expect(log.contains("> PUT http://127.0.0.1:"))
        #expect(log.contains("Authorization: <redacted>"))
        #expect(log.contains("< 201"))
        #expect(!log.contains("s3cret-Pa55"))
        #expect(!log.contains(Data("alice:s3cret-Pa55".utf8).base64EncodedString()))
        #expect(
            !String(describing: Self.credentials).contains("s3cret")
                && !String(reflecting: Self.credentials).contains("s3cret"))
    }

    @Test(arguments: [1, 3])
    func requestsBeyondTheLimitWaitTheirTurn(limit: Int) async throws {
        var options = CalDAVClientOptions()
        options.maximumInFlight = limit
        let reply = CannedHTTPServer.Reply.slow(CannedHTTPServer.recorded("put-created.http"))
        let (count, most) = try await withServer(Array(repeating: reply, count: 6), options: options) {
            client, server in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<6 {
                    group.addTask {
                        try await client.put(
                            server.url("/\(index).ics"), calendarData: "x", precondition: .create)
                    }
                }
                try await group.waitForAll()
            }
            return (server.requests.count, server.mostAtOnce)
        }
        #expect(count == 6)
        // Never more at once than allowed; with the limit above one, the slow answers make them overlap.
        #expect(most <= limit)
        if limit > 1 { #expect(most > 1) }
    }
}
