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

    private let entries = Mutex<[String: Entry]?>(nil)
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
        let all = try loaded()
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
        try loaded().filter { $0.key != uid }.map { (uid: $0.key, key: $0.value.key, value: $0.value.value) }
            .sorted { ($0.key, $0.uid) < ($1.key, $1.uid) }
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
        entries.withLock { $0?[uid] = Entry(key: key, value: value) }
    }

    private func loaded() throws -> [String: Entry] {
        if let ready = entries.withLock({ $0 }) { return ready }
        let bases = Dictionary(
            try store.syncItems(collectionID: collectionID).map { ($0.uid, $0.base) },
            uniquingKeysWith: { a, _ in a })
        var built: [String: Entry] = [:]
        for item in try store.items() {
            let value = bases[item.uid].flatMap { try? SyncedTodo.read(Array($0.utf8)).get() }
                .flatMap { AppleSortOrder.of($0.todo) }
            built[item.uid] = Entry(key: item.orderKey, value: value)
        }
        return entries.withLock { current in
            if let current { return current }
            current = built
            return built
        }
    }
}
