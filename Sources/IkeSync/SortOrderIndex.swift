import Foundation
import IkeCore
import Synchronization

/// The tasks of one sync in ike's order with the `X-APPLE-SORT-ORDER` each has on the server (from its
/// stored base), read once when a first action needs it and kept current as actions place tasks; shared by
/// the actions under way, so behind a lock.
final class SortOrderIndex: Sendable {
    /// One task: its order key and its value on the server (nil when the server has not got it).
    struct Entry {
        var key: String
        var value: Int?
    }

    /// The entries by uid, and the same in ike's order (key, then uid), kept sorted as tasks are placed so
    /// that a first download of n tasks costs n insertions, not n sorts of n (Docs/Benchmarks.md).
    private struct State {
        var entries: [String: Entry] = [:]
        var order: [(uid: String, key: String, value: Int?)] = []

        /// Where (`key`, `uid`) is, or would be, in `order`.
        func position(of key: String, _ uid: String) -> Int {
            var low = 0
            var high = order.count
            while low < high {
                let middle = (low + high) / 2
                let entry = order[middle]
                if entry.key < key || (entry.key == key && entry.uid < uid) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low
        }

        mutating func set(_ uid: String, key: String, value: Int?) {
            if let old = entries[uid] {
                let index = position(of: old.key, uid)
                if index < order.count, order[index].uid == uid { order.remove(at: index) }
            }
            entries[uid] = Entry(key: key, value: value)
            order.insert((uid: uid, key: key, value: value), at: position(of: key, uid))
        }
    }

    private let state = Mutex<State?>(nil)
    private let replicaSuffix = Mutex<String?>(nil)
    private let store: TaskStore
    private let collectionID: Int64

    /// The index of `store`'s tasks, with the values of collection `collectionID`'s bases.
    init(store: TaskStore, collectionID: Int64) {
        self.store = store
        self.collectionID = collectionID
    }

    /// The neighbours' values of `uid` at `key` in ike's order: the nearest known value before and after.
    func neighbours(of uid: String, key: String) throws -> (lower: Int?, upper: Int?) {
        try load()
        let all = state.withLock { $0?.entries ?? [:] }
        var lower: (key: String, value: Int)?
        var upper: (key: String, value: Int)?
        for (other, entry) in all where other != uid {
            guard let value = entry.value else { continue }
            if entry.key < key || (entry.key == key && other < uid) {
                if lower.map({ entry.key > $0.key }) ?? true { lower = (entry.key, value) }
            } else if upper.map({ entry.key < $0.key }) ?? true {
                upper = (entry.key, value)
            }
        }
        return (lower?.value, upper?.value)
    }

    /// Every task but `uid`, in ike's order (ties by uid, as TaskOrder), with its value.
    func others(than uid: String) throws -> [(uid: String, key: String, value: Int?)] {
        try load()
        return state.withLock { $0?.order.filter { $0.uid != uid } ?? [] }
    }

    /// This database's replica suffix, read once.
    func suffix() throws -> String {
        if let known = replicaSuffix.withLock({ $0 }) { return known }
        let read = try store.replicaSuffix()
        replicaSuffix.withLock { $0 = read }
        return read
    }

    /// Records where `uid` now is.
    func set(_ uid: String, key: String, value: Int?) {
        state.withLock { $0?.set(uid, key: key, value: value) }
    }

    /// Reads the tasks and their values once.
    private func load() throws {
        if state.withLock({ $0 != nil }) { return }
        let bases = Dictionary(
            try store.syncItems(collectionID: collectionID).map { ($0.uid, $0.base) },
            uniquingKeysWith: { a, _ in a })
        var built = State()
        // `items()` is in ike's order already (key, then uid), so each entry goes at the end.
        for item in try store.items() {
            let value = bases[item.uid].flatMap { try? SyncedTodo.read(Array($0.utf8)).get() }
                .flatMap { AppleSortOrder.of($0.todo) }
            built.set(item.uid, key: item.orderKey, value: value)
        }
        state.withLock { current in
            if current == nil { current = built }
        }
    }
}
