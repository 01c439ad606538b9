import Foundation
import IkeTestSupport
import Testing

/// Two machines that each add a task and sync get distinct list positions and show one order, through the
/// built binary against Radicale and Xandikos (issue 30: both took `a1`, `ike check` failed on both and
/// the order differed between them).
@Suite("Two machines' new tasks never share a position", .caldavServers)
struct SyncOrderEndToEndTests {
    @Test(arguments: CalDAVServerKind.allCases)
    func oneAddOnEachMachineGetsOnePlaceEverywhere(_ kind: CalDAVServerKind) throws {
        let server = try CalDAVServerScope.server(kind)
        let collection = try server.makeCollection()
        let laptop = try SyncEndToEndTests.Machine(server: server, collection: collection)
        let desktop = try SyncEndToEndTests.Machine(server: server, collection: collection)
        defer {
            laptop.cli.remove()
            desktop.cli.remove()
        }
        try laptop.cli.run("add", "Written on the laptop")
        try desktop.cli.run("add", "Written on the desktop")
        for _ in 0..<2 {
            for machine in [laptop, desktop] {
                let synced = try machine.sync()
                #expect(synced.exitCode == 0, "\(synced.stdout)\(synced.stderr)")
            }
        }
        for machine in [laptop, desktop] {
            let check = try machine.cli.run("check")
            #expect(check.exitCode == 0, "\(check.stdout)\(check.stderr)")
        }
        let order = try laptop.cli.titles()
        #expect(order.count == 2)
        #expect(try desktop.cli.titles() == order)
        let uids = try laptop.cli.tasks().compactMap { $0["uid"] as? String }
        #expect(try desktop.cli.tasks().compactMap { $0["uid"] as? String } == uids)
    }
}
