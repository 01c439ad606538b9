import Foundation
import IkeCore
import IkeTestSupport
import Testing

@testable import IkeSync

/// Quirks of servers that cannot run here, met by a whole sync: the loopback collection answers as a
/// server does, except for the requests a recorded answer (Recorded/) takes over.
@Suite("A whole sync meets recorded server quirks")
struct SyncRecordedQuirkTests {
    static let nextcloudPath = "/remote.php/dav/calendars/alice/tasks/"

    @Test func aPrunedTokenGivesAFullListingWithoutDuplicatesOrDeletions() async throws {
        let sync = try await WholeSync.withChangesWaiting()
        defer { sync.server.stop() }
        let path = sync.server.collectionPath
        sync.server.phoneWrites(
            path + "phone-1.ics", LoopbackCalDAVServer.todo(uid: "phone-1", summary: "Water"))
        let before = sync.server.requests.count
        // Nextcloud prunes old tokens: the stored one is refused once, as sabre/dav words it.
        let refusals = RequestCount()
        let refusal = CannedHTTPServer.recorded("nextcloud-pruned-sync-token.http")
        sync.server.intercept { request in
            guard request.body.contains("sync-collection"), request.body.contains("<d:sync-token>http"),
                refusals.next() == 1
            else { return nil }
            return .text(refusal)
        }
        let outcome = try await sync.run().get()
        #expect(outcome.plan.fullListing)
        let summary = try #require(outcome.summary)
        #expect(summary.received == 1 && summary.sent == 2 && summary.deleted == 0, "\(summary.line)")
        let requests = sync.server.requests.dropFirst(before)
        #expect(requests.contains { $0.body.contains("calendar-query") })
        #expect(!requests.contains { $0.method == "DELETE" })
        #expect(requests.filter { $0.method == "PUT" }.count == 2, "only the two changes are sent")
        #expect(try sync.device.titles() == ["Buy milk", "Call the bank", "Pay the rent", "Water"])
        #expect(sync.server.members.count == 4)
        // The listing asked for a fresh token: the next sync is incremental and has nothing to do.
        let next = try await sync.run().get()
        #expect(!next.plan.fullListing && next.plan.actions.isEmpty)
    }

    @Test func a507TruncatedAnswerIsContinuedWithItsTokenUntilComplete() async throws {
        let server = try LoopbackCalDAVServer(collectionPath: Self.nextcloudPath)
        defer { server.stop() }
        let sync = WholeSync(device: try SyncDevice("laptop"), server: server)
        let href = { (number: Int) in Self.nextcloudPath + "A1B2C3D4-000\(number).ics" }
        let todo = { (number: Int) in
            LoopbackCalDAVServer.todo(uid: "A1B2C3D4-000\(number)", summary: "Task \(number)")
        }
        server.phoneWrites(href(2), todo(2))
        #expect(try await sync.run().get().summary?.received == 1)
        // Meanwhile on the server: 1 and 3 added, 2 deleted; Nextcloud answers in two pages.
        server.phoneWrites(href(1), todo(1))
        server.phoneWrites(href(3), todo(3))
        server.phoneDeletes(href(2))
        // (A sync-collection with the last page's token, which the runner sends after its own deletion,
        // goes to the loopback collection, which does not know it: the page's token is kept.)
        let firstPage = CannedHTTPServer.recorded("nextcloud-sync-truncated.xml")
        let restPage = CannedHTTPServer.recorded("nextcloud-sync-truncated-rest.xml")
        server.intercept { request in
            guard request.body.contains("sync-collection"), !request.body.contains("sync/1300") else {
                return nil
            }
            if request.body.contains("http://sabre.io/ns/sync/1207") {
                return .text(
                    "HTTP/1.1 207 Multi-Status\n\n" + restPage)
            }
            return .text("HTTP/1.1 207 Multi-Status\n\n" + firstPage)
        }
        let before = server.requests.count
        let outcome = try await sync.run().get()
        #expect(!outcome.plan.fullListing)
        let summary = try #require(outcome.summary)
        #expect(summary.received == 2 && summary.deleted == 1, "\(summary.line)")
        #expect(try sync.device.titles() == ["Task 1", "Task 3"])
        let reports = server.requests.dropFirst(before).filter { $0.body.contains("sync-collection") }
        #expect(reports.count == 3)
        #expect(
            reports.dropFirst().first?.body.contains(
                "<d:sync-token>http://sabre.io/ns/sync/1207</d:sync-token>") == true)
        #expect(try sync.device.store.syncCollections().first?.syncToken == "http://sabre.io/ns/sync/1300")
        #expect(try sync.device.store.check().problems.isEmpty)
    }

    @Test func aRefusedEmptyTokenGivesTheFirstListingByCalendarQuery() async throws {
        let sync = try WholeSync.neverSynced()
        defer { sync.server.stop() }
        let path = sync.server.collectionPath
        sync.server.phoneWrites(
            path + "phone-1.ics", LoopbackCalDAVServer.todo(uid: "phone-1", summary: "Water"))
        // Cyrus (Fastmail) refuses a sync-collection without a token.
        let refusal = CannedHTTPServer.recorded("cyrus-empty-sync-token.http")
        sync.server.intercept { request in
            guard request.body.contains("<d:sync-collection"), request.body.contains("<d:sync-token/>") else {
                return nil
            }
            return .text(refusal)
        }
        let first = try await sync.run().get()
        #expect(first.plan.fullListing)
        #expect(first.summary?.received == 1 && first.summary?.sent == 1)
        #expect(try sync.device.titles() == ["Pay rent", "Water"])
        #expect(sync.server.members.count == 2)
        // With no token to keep, each sync lists again, and a listing with nothing changed moves nothing.
        let before = sync.server.requests.count
        let second = try await sync.run().get()
        #expect(second.plan.actions.isEmpty)
        let requests = sync.server.requests.dropFirst(before)
        #expect(!requests.contains { $0.method == "PUT" || $0.method == "DELETE" })
        #expect(try sync.device.store.pendingSyncCount() == 0)
    }

    @Test func aMemberDeletedBetweenTheReportAndTheMultigetIsDeletedByTheNextSync() async throws {
        let server = try LoopbackCalDAVServer(collectionPath: Self.nextcloudPath)
        defer { server.stop() }
        let sync = WholeSync(device: try SyncDevice("laptop"), server: server)
        let href = Self.nextcloudPath + "A1B2C3D4-0004.ics"
        server.phoneWrites(href, LoopbackCalDAVServer.todo(uid: "A1B2C3D4-0004", summary: "Fleeting"))
        #expect(try await sync.run().get().summary?.received == 1)
        server.phoneWrites(
            href, LoopbackCalDAVServer.todo(uid: "A1B2C3D4-0004", summary: "Fleeting", extra: ["PRIORITY:1"]))
        // The report lists the edit; by the multiget the member is gone, which sabre/dav answers in a
        // propstat.
        let gone = CannedHTTPServer.recorded("nextcloud-multiget-deleted.xml")
        server.intercept { request in
            guard request.body.contains("calendar-multiget") else { return nil }
            server.phoneDeletes(href)
            return .text("HTTP/1.1 207 Multi-Status\n\n" + gone)
        }
        let racing = try await sync.run().get()
        #expect(racing.summary?.received == 0 && racing.summary?.deleted == 0)
        #expect(try sync.device.titles() == ["Fleeting"])
        #expect(try sync.device.store.check().problems.isEmpty)
        server.intercept(nil)
        let next = try await sync.run().get()
        #expect(next.summary?.deleted == 1)
        #expect(try sync.device.titles().isEmpty)
    }
}
