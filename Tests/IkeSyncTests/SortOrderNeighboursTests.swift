import Foundation
import GRDB
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
        let statements = Mutex<[String]>([])
        try laptop.store.queue.inDatabase { db in
            db.trace(options: .statement) { event in
                guard case .statement(let statement) = event else { return }
                statements.withLock { $0.append(statement.sql) }
            }
        }
        let summary = try await laptop.sync(with: server).summary
        try laptop.store.queue.inDatabase { db in db.trace(options: .statement, nil) }
        #expect(summary.sent == 1)
        let read = statements.withLock { $0 }
        #expect(!read.contains { $0.hasSuffix("FROM sync_item WHERE collectionId = ?") }, "\(read)")
        #expect(read.contains { $0.contains("INDEXED BY task_order") }, "the walk along the order ran")
        let values = try await AppleSortOrderTests.known(server, laptop)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
    }
}
