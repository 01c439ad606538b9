import AsyncHTTPClient
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
    @Test(arguments: CalDAVServerKind.allCases)
    func twoDevicesCompletingTheSameOccurrenceOfflineEndWithOneOfEach(_ kind: CalDAVServerKind) async throws {
        let server = try CalDAVServerScope.server(kind)
        let path = try server.makeCollection()
        let url = server.url(path)
        let http = CalDAVClient.makeHTTPClient()
        let client = CalDAVClient(
            httpClient: http, credentials: CalDAVCredentials(username: server.user, password: server.password)
        )
        let remote = ClientCollectionStore(client: client, url: url)
        let result: Result<Void, any Error>
        do {
            try await RecurringSyncTests.completeOnTwoDevices(
                sync: { device in
                    let collection = try device.store.syncCollection(url: url.absoluteString, tag: nil)
                    let plan = try await SyncPlanner(
                        store: device.store, remote: remote, collection: collection
                    )
                    .plan()
                    _ = try await SyncRunner(
                        store: device.store, remote: remote, collection: collection, timeZone: SyncDevice.utc
                    ).run(plan)
                },
                members: {
                    let hrefs = try await remote.listing().map(\.href)
                    return try await remote.fetch(hrefs).map { String(decoding: $0.body, as: UTF8.self) }
                })
            result = .success(())
        } catch {
            result = .failure(error)
        }
        try await http.shutdown()
        try result.get()
    }
}
