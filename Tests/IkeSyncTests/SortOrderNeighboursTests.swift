import Foundation
import GRDB
import IkeInterchange
import IkeSyncTestSupport
import Synchronization
import Testing

@testable import IkeCore
@testable import IkeSync

/// A task sent gets an `X-APPLE-SORT-ORDER` between its nearest neighbours' values, read along the list's
/// order from its place (`SortOrderIndex`, `TaskStore.visitNeighbours`) and not by reading every task: the
/// places this sync gives count before they are stored, and only a phone's move reads the whole order.
@Suite("Sort order neighbours")
struct SortOrderNeighboursTests {
    /// New tasks at the top, between two synced ones (two side by side, each placed beside the other in the
    /// same sync) and at the bottom: the phones' order of the values is ike's, with no ties.
    @Test func newTasksAmongSyncedOnesTakeValuesBetweenTheirNeighbours() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.addAMinuteApart("A", "B", "C")
        try await laptop.sync(with: server)
        let items = try laptop.store.items()
        laptop.advance()
        try laptop.store.add(titles: ["Top"], at: .top)
        try laptop.store.add(titles: ["Between 1", "Between 2"], at: .after(uid: items[0].uid))
        try laptop.store.add(titles: ["Bottom"], at: .bottom)
        let summary = try await laptop.sync(with: server).summary
        #expect(summary.sent == 4)
        #expect(
            try laptop.store.items().map(\.title) == [
                "Top", "A", "Between 1", "Between 2", "B", "C", "Bottom",
            ])
        let values = try await AppleSortOrderTests.known(server, laptop)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    /// Sending one new task among synced ones reads neither every task nor every stored copy: no statement
    /// of the sync reads `sync_item` by collection alone or lists every task.
    @Test func sendingANewTaskReadsOnlyItsNeighbours() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.addAMinuteApart("A", "B", "C", "D", "E")
        try await laptop.sync(with: server)
        let items = try laptop.store.items()
        laptop.advance()
        try laptop.store.add(titles: ["New"], at: .after(uid: items[2].uid))
        var summary = SyncRunner.Summary()
        let read = try await laptop.statements { summary = try await laptop.sync(with: server).summary }
        #expect(summary.sent == 1)
        #expect(!read.contains { $0.hasSuffix("FROM sync_item WHERE collectionId = ?") }, "\(read)")
        #expect(read.contains { $0.contains("INDEXED BY task_order") }, "the walk along the order ran")
        let values = try await AppleSortOrderTests.known(server, laptop)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
    }

    /// A task new on the phone (its value its creation, later than every task here) goes last, found by
    /// reading up from the end of the list, not every task and copy.
    @Test func aTaskNewOnThePhoneReadsOnlyTheTasksAfterItsPlace() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.addAMinuteApart("A", "B", "C", "D", "E")
        try await laptop.sync(with: server)
        let created = DateTimeText.basicUTC(laptop.store.environment.now().addingTimeInterval(3_600))
        await server.phoneWrites(
            "/alice/tasks/phone-1.ics",
            "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:phone-1\r\nCREATED:\(created)\r\nSUMMARY:From the phone\r\n"
                + "END:VTODO\r\nEND:VCALENDAR\r\n")
        let read = try await laptop.statements { try await laptop.sync(with: server) }
        #expect(try laptop.store.items().map(\.title) == ["A", "B", "C", "D", "E", "From the phone"])
        #expect(!read.contains { $0.hasSuffix("FROM sync_item WHERE collectionId = ?") }, "\(read)")
        #expect(read.contains { $0.contains("INDEXED BY task_order") }, "the walk along the order ran")
    }

    /// A first upload sends every task, none with a value yet: past `SortOrderIndex.walkLimit` places the
    /// whole order answers. Each task is added at the top, so ike's order is the reverse of the creation
    /// times and only the neighbours' values can make the phones' order rise with ike's. Sends run four at
    /// once, so neighbours can be placed out of order, and one placed where its neighbours leave no room
    /// takes one past the lower (a tie the phones break their way, AppleSortOrder.between), which can put
    /// a later one a step out of order: the order must rise as a whole and nearly everywhere.
    @Test func aFirstUploadOfManyTasksKeepsIkesOrder() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        for index in 0..<SortOrderIndex.walkLimit * 2 {
            laptop.advance()
            try laptop.store.add(titles: ["Task \(index)"], at: .top)
        }
        #expect(try await laptop.sync(with: server).summary.sent == SortOrderIndex.walkLimit * 2)
        let values = try await AppleSortOrderTests.known(server, laptop)
        let falls = zip(values, values.dropFirst()).filter { $0 > $1 }.count
        #expect(values.first! < values.last! && falls <= values.count / 20, "\(values)")
    }

    /// A first download places every task it receives: past `SortOrderIndex.walkLimit` places the whole
    /// order answers, and the phone's order is kept whichever way each task was placed.
    @Test func aFirstDownloadOfManyTasksKeepsThePhonesOrder() async throws {
        let server = MemoryCalDAV()
        let count = SortOrderIndex.walkLimit * 2
        // Values in an order unrelated to the uids, so the order must come from the values.
        let values = (0..<count).map { ($0 * 37) % count * 10 }
        for (index, value) in values.enumerated() {
            await server.phoneWrites(
                "/alice/tasks/phone-\(index).ics",
                "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:phone-\(index)\r\nX-APPLE-SORT-ORDER:\(value)\r\n"
                    + "SUMMARY:Value \(value)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
        }
        let laptop = try SyncDevice("laptop")
        #expect(try await laptop.sync(with: server).summary.received == count)
        let titles = try laptop.store.items().map(\.title)
        // Receives run four at once: two tasks placed between the same neighbours at the same time took the
        // same key, a task placed between those two found no room and kept the empty key, and every task
        // placed above it after that found none either (SortOrderIndex.serialized).
        #expect(titles == values.sorted().map { "Value \($0)" }, "\(titles)")
    }

}
