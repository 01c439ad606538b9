import Foundation
import IkeCore
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeSync

/// Every field sync says it carries (`VTodoFields.carries`) reaches a second machine through a real server
/// as it was (issue 31): one task a field, sent by the laptop and received by the desktop.
@Suite("Every synced field survives a round trip", .caldavServers)
struct FieldSyncRoundTripTests {
    @Test(arguments: CalDAVServerKind.allCases)
    func everyCarriedFieldReachesASecondMachine(_ kind: CalDAVServerKind) async throws {
        let carried = TaskField.allCases.filter(VTodoFields.carries)
        #expect(carried.count >= 10)
        try await RecurringLiveSyncTests.withCollection(on: kind) { url, remote in
            let laptop = try SyncDevice("laptop")
            let desktop = try SyncDevice("desktop")
            let samples = carried.flatMap { field in
                FieldSamples.tasks(setting: field, uid: "field-\(field.rawValue)").map { (field, $0) }
            }
            let sent = try laptop.store.change { writer in
                try samples.map { try writer.insert($0.1, at: .bottom) }
            }.value
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            try await RecurringLiveSyncTests.sync(desktop, url, remote)
            for (field, item) in zip(samples.map(\.0), sent) {
                let back = try #require(
                    try desktop.store.item(uid: item.uid), "\(kind): \(field) never arrived")
                #expect(!field.differs(item, back), "\(kind) lost \(field): sent \(item), received \(back)")
            }
        }
    }
}
