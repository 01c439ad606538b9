import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// Tasks that share a list position (another client's tie): listed in uid order in every order and
/// window, from the orders' indexes, placed next to without reordering, and not damage for `ike check`.
@Suite("Tied list positions")
struct OrderTieTests {
    /// "One", then "Two" and "Three" on one key, with uids in the opposite order of their ids (as on a
    /// machine that received them the other way round).
    static func tiedStore() throws -> TaskStore {
        let store = try makeStore()
        let items = try addTasks(store, ["One", "Two", "Three"])
        try store.queue.write { db in
            try db.execute(sql: "UPDATE task SET uid = 'b-two' WHERE id = 2")
            try db.execute(
                sql: "UPDATE task SET uid = 'a-three', orderKey = ? WHERE id = 3",
                arguments: [items[1].orderKey])
        }
        return store
    }

    @Test func tiesAreInUIDOrderInEveryOrderAndPosition() throws {
        let store = try Self.tiedStore()
        #expect(try titles(store) == ["One", "Three", "Two"])
        for order in TaskOrder.allCases {
            let items = try store.items(order: order)
            #expect(items.map(\.title) == ["One", "Three", "Two"], "\(order)")
            for (position, item) in items.enumerated() {
                #expect(try store.index(ofUID: item.uid, order: order) == position, "\(order)")
            }
            #expect(try store.items(order: order, limit: 1, offset: 1).map(\.title) == ["Three"], "\(order)")
        }
    }

    @Test func aTieIsNotDamage() throws {
        let store = try Self.tiedStore()
        let report = try store.check()
        #expect(report.isHealthy, "\(report.problems)")
        #expect(try store.repair().fixed.isEmpty)
    }

    /// Placing a task next to a tied one moves only the tied tasks after the first, and keeps the order.
    @Test(arguments: [
        (Placement.after(uid: "a-three"), ["One", "Three", "New", "Two"]),
        (.before(uid: "b-two"), ["One", "Three", "New", "Two"]),
        (.before(uid: "a-three"), ["One", "New", "Three", "Two"]),
        (.after(uid: "b-two"), ["One", "Three", "Two", "New"]),
    ])
    func placingNextToATieKeepsTheOrder(placement: Placement, expected: [String]) throws {
        let store = try Self.tiedStore()
        let change = try store.change { writer in
            try writer.insert(try writer.newItem(title: "New"), at: placement)
        }
        #expect(try titles(store) == expected)
        let keys = try store.items().map(\.orderKey)
        // Next to the tie's outer ends there is room without separating it.
        let outer: [Placement] = [.before(uid: "a-three"), .after(uid: "b-two")]
        #expect(Set(keys).count == keys.count || outer.contains(placement), "\(keys)")
        // The move of a tied task is part of the change, so one undo puts everything back.
        try store.apply(change.mutation.inverse)
        #expect(try titles(store) == ["One", "Three", "Two"])
    }

    /// A key that is not a key is given a new one where the list shows it, and no other row is written
    /// (each write marks a task for the next sync).
    @Test func repairRewritesOnlyTheInvalidPositions() throws {
        let store = try makeStore()
        try addTasks(store, ["One", "Two", "Three", "Four"])
        // Damaged so that it still sorts where it was: after the first task's key.
        try store.queue.write { db in
            try db.execute(
                sql: "UPDATE task SET orderKey = (SELECT orderKey FROM task WHERE id = 1) || '!' WHERE id = 2"
            )
        }
        let before = try store.items().map(\.orderKey)
        #expect(try store.check().problems == [.invalidOrderKey(id: 2, key: before[1])])
        try store.queue.write { db in
            try db.execute(sql: "CREATE TEMP TABLE written (id INTEGER)")
            try db.execute(
                sql:
                    "CREATE TEMP TRIGGER count_writes AFTER UPDATE OF orderKey ON task BEGIN INSERT INTO written VALUES (NEW.id); END"
            )
        }
        let result = try store.repair()
        #expect(result.after.isHealthy, "\(result.after.problems)")
        let written = try store.queue.read { try Int64.fetchAll($0, sql: "SELECT id FROM written") }
        #expect(written == [2])
        #expect(try titles(store) == ["One", "Two", "Three", "Four"])
        let after = try store.items().map(\.orderKey)
        #expect(after[0] == before[0] && after[2...] == before[2...])
    }

    /// The list orders are read from their indexes, ties included, with no sort of every task.
    @Test(arguments: [
        (TaskOrder.manual, TaskFilter.all, "task_order"), (.manual, .open, "task_open"),
        (.quadrant, .all, "task_quadrant_order"),
    ])
    func theOrderIsReadFromItsIndex(order: TaskOrder, filter: TaskFilter, index: String) throws {
        let plan = try windowQueryPlan(try Self.tiedStore(), filter: filter, order: order)
        #expect(plan.contains { $0.contains("USING INDEX \(index)") }, "\(plan)")
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }

    /// Each database has a suffix of its own, and every key it makes ends in it.
    @Test func everyNewKeyEndsInTheDatabasesSuffix() throws {
        let store = try makeStore()
        let suffix = try store.replicaSuffix()
        #expect(OrderKey.isValidSuffix(suffix))
        let items = try addTasks(store, ["One", "Two"])
        _ = try store.move(uid: items[1].uid, to: .top)
        #expect(try store.items().allSatisfy { $0.orderKey.hasSuffix(suffix) })
        #expect(try makeStore().replicaSuffix() != suffix)
    }
}
