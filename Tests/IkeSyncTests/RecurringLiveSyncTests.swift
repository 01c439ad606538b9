import Foundation
import IkeCore
import IkeTestSupport
import Testing

@testable import IkeSync

/// Issue 18, item 6, against real Radicale and Xandikos on loopback: two ike databases complete the same
/// occurrence of a repeating task while offline, then sync in turn; the server ends with one open task at
/// the next date and one done record (the record's uid is the same on both devices, so the second create
/// meets the first and is merged).
@Suite("Sync of repeating tasks against live servers", .caldavServers)
struct RecurringLiveSyncTests {
    /// Runs `body` with a fresh collection on the `kind` server, its URL and a store of it; the HTTP client
    /// is shut down whatever `body` throws.
    static func withCollection(
        on kind: CalDAVServerKind, _ body: (URL, ClientCollectionStore) async throws -> Void
    ) async throws {
        let server = try CalDAVServerScope.server(kind)
        let url = server.url(try server.makeCollection())
        let http = HTTPSession()
        let client = CalDAVClient(
            session: http, credentials: CalDAVCredentials(username: server.user, password: server.password)
        )
        let result: Result<Void, any Error>
        do {
            try await body(url, ClientCollectionStore(client: client, url: url))
            result = .success(())
        } catch {
            result = .failure(error)
        }
        http.shutdown()
        try result.get()
    }

    /// A whole sync session of `device` with the collection at `url` on the `kind` server, as `ike sync`
    /// runs one (the corrections after an upgrade first).
    static func session(_ device: SyncDevice, _ url: URL, _ kind: CalDAVServerKind) throws -> SyncSession {
        let server = try CalDAVServerScope.server(kind)
        return SyncSession(
            store: device.store,
            account: SyncSession.Account(
                url: url, credentials: CalDAVCredentials(username: server.user, password: server.password)))
    }

    /// Plans and runs one sync of `device` with the collection at `url`; returns the plan.
    @discardableResult
    static func sync(
        _ device: SyncDevice, _ url: URL, _ remote: ClientCollectionStore
    ) async throws -> SyncPlan {
        let collection = try device.store.syncCollection(url: url.absoluteString, tag: nil)
        let plan = try await SyncPlanner(store: device.store, remote: remote, collection: collection).plan()
        _ = try await SyncRunner(
            store: device.store, remote: remote, collection: collection, timeZone: SyncDevice.utc
        ).run(plan)
        return plan
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func twoDevicesCompletingTheSameOccurrenceOfflineEndWithOneOfEach(_ kind: CalDAVServerKind) async throws {
        try await Self.withCollection(on: kind) { url, remote in
            try await RecurringSyncTests.completeOnTwoDevices(
                sync: { device in try await Self.sync(device, url, remote) },
                members: {
                    let hrefs = try await remote.listing().map(\.href)
                    return try await remote.fetch(hrefs).map { String(decoding: $0.body, as: UTF8.self) }
                })
        }
    }

    /// Nextcloud Tasks' and Thunderbird's shape on a real server: a completed override beside the master is
    /// read as the occurrence done, an edit in ike keeps the overrides and the master's DUE, and a sync after
    /// it has nothing to do.
    @Test(arguments: CalDAVServerKind.allCases)
    func anOccurrenceCompletedByAnOverrideIsReadAndKept(_ kind: CalDAVServerKind) async throws {
        try await Self.withCollection(on: kind) { url, remote in
            let body = RecurringOverrideSyncTests.member(completed: ["20261116"])
            let href = try await remote.create(named: "bins-1.ics", body: body).href
            let laptop = try SyncDevice("laptop")
            try await Self.sync(laptop, url, remote)
            #expect(try laptop.store.item(uid: "bins-1")?.deadline == LocalDate(iso: "2026-11-23"))
            try laptop.edit("Put out the bins") { $0.title = "Put out the green bin" }
            try await Self.sync(laptop, url, remote)
            let text = try await remote.fetch([href]).map { String(decoding: $0.body, as: UTF8.self) }
                .joined().replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(
                    of: "\r\n", with: "\n")
            for line in [
                "SUMMARY:Put out the green bin", "DUE;VALUE=DATE:20261116",
                "RECURRENCE-ID;VALUE=DATE:20261116",
                "RRULE:FREQ=WEEKLY;COUNT=5",
            ] {
                #expect(text.contains(line + "\n"), "\(line) in \(text)")
            }
            #expect(try await Self.sync(laptop, url, remote).actions.isEmpty)
        }
    }
}
