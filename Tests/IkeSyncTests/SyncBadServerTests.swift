import Foundation
import IkeCore
import IkeTestSupport
import Testing

@testable import IkeSync

/// Issue 17's bad input met by a whole sync (SyncSession over the real client, against a loopback
/// server): each gives a clear message, leaves the database consistent with nothing half-applied and the
/// local changes still waiting, and the next sync with a well-behaved server finishes the work.
@Suite("A whole sync against a misbehaving server")
struct SyncBadServerTests {
    /// A fault on every REPORT (the sync's first request once the collection is known), or only on the
    /// calendar-multiget that follows a sync-collection's 207.
    struct ReportFault: Sendable, CustomTestStringConvertible {
        let name: String
        let reply: LoopbackHTTPServer.Reply
        let message: String
        var onMultigetOnly = false
        var testDescription: String { name }

        func applies(to request: LoopbackHTTPServer.Request) -> Bool {
            request.method == "REPORT" && (!onMultigetOnly || request.body.contains("calendar-multiget"))
        }
    }

    static let reportFaults = [
        ReportFault(
            name: "garbage", reply: .text("HTTP/1.1 207 Multi-Status\n\n\u{1}\u{7F}<<garbage&;>"),
            message: "did not answer as a CalDAV server"),
        ReportFault(
            name: "an HTML login page", reply: .text(CannedHTTPServer.recorded("html-login-page.http")),
            message: "did not answer as a CalDAV server: status 200, Content-Type text/html"),
        ReportFault(
            name: "HTML sent as a multistatus",
            reply: .text(CannedHTTPServer.recorded("html-as-multistatus.http")),
            message: "did not answer as a CalDAV server"),
        ReportFault(
            name: "a 500", reply: .text("HTTP/1.1 500 Internal Server Error\n\nboom"),
            message: "failed on the server (500); try again later"),
        ReportFault(
            name: "a redirect", reply: .text("HTTP/1.1 302 Found\nLocation: /elsewhere/\n\n"),
            message: "redirects to /elsewhere/; use that URL"),
        ReportFault(
            name: "a 401 after a 207", reply: .text(CannedHTTPServer.recorded("unauthorized.http")),
            message: "refused the user name or password (401). With two-factor login", onMultigetOnly: true),
        ReportFault(
            name: "a connection dropped mid-answer",
            reply: .cutShort(
                "HTTP/1.1 207 Multi-Status\n\n" + CannedHTTPServer.recorded("radicale-sync-collection.xml")),
            message: "was dropped mid-answer"),
    ]

    @Test(arguments: reportFaults)
    func aBadAnswerStopsTheSyncAndKeepsTheChangesWaiting(_ fault: ReportFault) async throws {
        let sync = try await WholeSync.withChangesWaiting()
        defer { sync.server.stop() }
        let before = try sync.snapshot()
        // A task from the phone waits to be received too.
        sync.server.phoneWrites(
            sync.server.collectionPath + "phone-1.ics",
            LoopbackCalDAVServer.todo(uid: "phone-1", summary: "Water"))
        sync.server.intercept { fault.applies(to: $0) ? fault.reply : nil }
        let message = await sync.failingRun()
        #expect(message.contains(fault.message), "\(message)")
        try sync.expectIntact(pending: 2, tasks: before)
        try await sync.expectNextSyncCompletes()
    }

    @Test func aFailureMidPushKeepsWhatWasAcknowledgedAndLeavesTheRestWaiting() async throws {
        let sync = try await WholeSync.withChangesWaiting()
        defer { sync.server.stop() }
        let before = try sync.snapshot()
        // The first PUT goes through (whichever task it is); the second is refused with a 401.
        let puts = RequestCount()
        sync.server.intercept { request in
            guard request.method == "PUT", puts.next() > 1 else { return nil }
            return .text(CannedHTTPServer.recorded("unauthorized.http"))
        }
        let message = await sync.failingRun()
        #expect(message.contains("(401)"), "\(message)")
        try sync.expectIntact(pending: 1, tasks: before)
        try await sync.expectNextSyncCompletes()
    }

    @Test func aPutWhoseAnswerIsLostIsAdoptedNotDuplicated() async throws {
        let sync = try WholeSync.neverSynced()
        defer { sync.server.stop() }
        let before = try sync.snapshot()
        // The server stores the task, then the connection drops before the answer is whole.
        let server = sync.server
        server.intercept { request in
            guard request.method == "PUT" else { return nil }
            _ = server.collectionAnswer(request)
            return .cutShort("HTTP/1.1 201 Created\nETag: \"lost\"\n\n" + String(repeating: "x", count: 64))
        }
        let message = await sync.failingRun()
        #expect(message.contains("was dropped mid-answer"), "\(message)")
        try sync.expectIntact(pending: 1, tasks: before)
        try await sync.expectNextSyncCompletes()
        #expect(sync.server.members.count == 1)
    }

    @Test func aUIDTakenOnTheServerMeanwhileIsAdoptedFromThe409() async throws {
        let sync = try WholeSync.neverSynced()
        defer { sync.server.stop() }
        let server = sync.server
        let uid = try #require(try sync.device.store.items().first?.uid)
        // Between the plan and the send, another client stores the same task under a name of its own.
        let creates = RequestCount()
        server.intercept { request in
            guard request.method == "PUT", creates.next() == 1 else { return nil }
            server.phoneWrites(
                server.collectionPath + "other-name.ics",
                LoopbackCalDAVServer.todo(uid: uid, summary: "Pay rent", extra: ["PRIORITY:1"]))
            return server.collectionAnswer(request)
        }
        let summary = try #require(try await sync.run().get().summary)
        #expect(summary.merged == 1 && summary.sent == 0, "\(summary.line)")
        #expect(Array(server.members.keys) == [server.collectionPath + "other-name.ics"], "no second copy")
        #expect(try sync.device.store.syncItem(uid: uid)?.href == server.collectionPath + "other-name.ics")
        #expect(try sync.device.store.pendingSyncCount() == 0)
    }

    @Test func discoveryThatAnswersGarbageOrLoopsIsAClearError() async throws {
        let sync = try WholeSync.neverSynced()
        defer { sync.server.stop() }
        let before = try sync.snapshot()
        sync.server.intercept { _ in .text("HTTP/1.1 207 Multi-Status\n\nnot xml at all") }
        #expect(await sync.failingRun().contains("did not answer as a CalDAV server"))
        sync.server.intercept { request in
            .text("HTTP/1.1 301 Moved\nLocation: \(request.path.hasPrefix("/a/") ? "/b/" : "/a/")\n\n")
        }
        #expect(await sync.failingRun().contains("redirects in a loop or too many times"))
        try sync.expectIntact(pending: 1, tasks: before)
        #expect(try sync.device.store.syncCollections().isEmpty)
        try await sync.expectNextSyncCompletes()
    }

    @Test(arguments: ["ftp://127.0.0.1/alice/tasks/", "file:///etc/passwd"])
    func aURLThatIsNotHTTPIsRefusedBeforeAnyRequest(_ text: String) async throws {
        let sync = try WholeSync.neverSynced()
        defer { sync.server.stop() }
        let before = try sync.snapshot()
        let message = await sync.failingRun(url: try #require(URL(string: text)))
        #expect(message.contains("is not an http:// or https:// URL"), "\(message)")
        #expect(sync.server.requests.isEmpty)
        try sync.expectIntact(pending: 1, tasks: before)
    }

    @Test func aTenMegabyteTaskIsReadAndTheRestSyncs() async throws {
        let sync = try await WholeSync.withChangesWaiting()
        defer { sync.server.stop() }
        let notes = String(repeating: "0123456789abcdef", count: 10 * 1_048_576 / 16)
        sync.server.phoneWrites(
            sync.server.collectionPath + "big.ics",
            LoopbackCalDAVServer.todo(uid: "big-1", summary: "Big", extra: ["DESCRIPTION:" + notes]))
        let started = ContinuousClock.now
        let summary = try #require(try await sync.run().get().summary)
        #expect(ContinuousClock.now - started < .seconds(60))
        #expect(summary.received == 1 && summary.sent == 2, "\(summary.line)")
        #expect(try sync.device.store.item(uid: "big-1")?.notes.utf8.count == notes.utf8.count)
        #expect(try sync.device.store.check().problems.isEmpty)
        #expect(try sync.device.store.pendingSyncCount() == 0)
    }

    @Test func aTaskOverTheBodyLimitIsRefusedAndNothingElseChanges() async throws {
        let sync = try await WholeSync.withChangesWaiting()
        defer { sync.server.stop() }
        let before = try sync.snapshot()
        sync.server.phoneWrites(
            sync.server.collectionPath + "huge.ics", LoopbackCalDAVServer.todo(uid: "huge-1", summary: "Huge")
        )
        // The multiget's answer is padded past the client's 50 MB limit.
        let server = sync.server
        server.intercept { request in
            guard request.body.contains("calendar-multiget") else { return nil }
            guard case .text(let answer) = server.collectionAnswer(request) else { return nil }
            return .text(answer + String(repeating: " ", count: 51 * 1_048_576))
        }
        let message = await sync.failingRun()
        #expect(message.contains("sent an answer larger than 50 MB"), "\(message)")
        try sync.expectIntact(pending: 2, tasks: before)
    }

    @Test func aTaskWithoutUIDAndTwoWithOneUIDAreSkippedAndSaidSo() async throws {
        let sync = try await WholeSync.withChangesWaiting()
        defer { sync.server.stop() }
        let path = sync.server.collectionPath
        let orphan = LoopbackCalDAVServer.todo(uid: "", summary: "Orphan").replacingOccurrences(
            of: "UID:\r\n", with: "")
        sync.server.phoneWrites(path + "orphan.ics", orphan)
        sync.server.phoneWrites(
            path + "twin-a.ics", LoopbackCalDAVServer.todo(uid: "twin", summary: "Twin A"))
        sync.server.phoneWrites(
            path + "twin-b.ics", LoopbackCalDAVServer.todo(uid: "twin", summary: "Twin B"))
        let outcome = try await sync.run().get()
        #expect(
            outcome.plan.skipped.sorted() == [
                "\(path)orphan.ics is a task without a UID", "\(path)twin-b.ics repeats the UID twin",
            ])
        #expect(outcome.summary?.received == 1 && outcome.summary?.sent == 2)
        #expect(try sync.device.titles() == ["Buy milk", "Call the bank", "Pay the rent", "Twin A"])
        #expect(try sync.device.store.check().problems.isEmpty)
        #expect(try sync.device.store.pendingSyncCount() == 0)
        // Left alone on the server, and not received again by the next sync.
        #expect(sync.server.members[path + "orphan.ics"] == orphan)
        #expect(sync.server.members.count == 6)
        let again = try await sync.run().get()
        #expect(again.plan.actions.isEmpty && again.summary?.received == 0)
    }
}
