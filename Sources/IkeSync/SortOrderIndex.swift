import Foundation
import IkeCore
import Synchronization

/// The tasks of one sync in ike's order with the `X-APPLE-SORT-ORDER` each has on the server (from its
/// stored base), and the places this sync gave tasks; shared by the actions under way, so behind a lock.
///
/// A task sent needs only its nearest neighbours with a value: they are read along the list's order from
/// its place (`TaskStore.visitNeighbours`), a few rows. Reading every task and parsing every stored copy
/// took 2.4 s and 168 MiB to send one new task among 100,000 synced ones (Docs/Benchmarks.md,
/// 2026-11-29). A task the phone placed (new there, or moved) goes after the last task whose value is
/// below its own: found walking up from the end of the list (`keys(around:uid:)`), a few rows for a task
/// new on the phone. Once this sync has placed many tasks (a first upload or download), both come from the
/// whole order, read once and kept current.
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

    /// The places this sync gave tasks (which the database may not hold yet), and the whole order once
    /// read, kept current with them; one lock, so a place given while the order is read is not lost.
    private struct Places {
        var placed: [String: Entry] = [:]
        var all: State?
    }

    /// How many places this sync may have given before a phone's value is placed from the whole order.
    static let walkLimit = 64

    private let places = Mutex(Places())
    /// Held while a place is read and given (`serialized`): actions run four at once, and two tasks placed
    /// between the same neighbours at the same time took the same place.
    private let placing = Mutex(())
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
        // Past a few places the walk would step over each of them at every task (a first upload sends
        // every task, none with a stored value): the whole order, read once and kept current, answers.
        if places.withLock({ $0.all != nil || $0.placed.count > Self.walkLimit }) {
            try load()
            return places.withLock { $0.all.map { Self.neighbours(of: uid, key: key, in: $0) } ?? (nil, nil) }
        }
        let placed = places.withLock { $0.placed }
        let hasValue: (String, Int?) -> Bool = { $1 != nil }
        return (
            try nearest(to: (uid, key), excluding: uid, below: true, placed: placed, where: hasValue)?.value,
            try nearest(to: (uid, key), excluding: uid, below: false, placed: placed, where: hasValue)?.value
        )
    }

    /// `neighbours` from the whole order: outward from the place of (`key`, `uid`) to the nearest task on
    /// each side that has a value.
    private static func neighbours(
        of uid: String, key: String, in state: State
    ) -> (lower: Int?, upper: Int?) {
        let place = state.position(of: key, uid)
        let below = state.order[..<place].reversed().first { $0.uid != uid && $0.value != nil }
        let above = state.order[place...].first { $0.uid != uid && $0.value != nil }
        return (below?.value, above?.value)
    }

    /// The task nearest to `place` on one side (with no place, the last of the list when `below`, else
    /// the first), other than `uid`, that `accepts` (its uid and value): the stored ones read from the
    /// database outward until one is accepted, then the places this sync gave (which override what is
    /// stored for their tasks) if one of those is nearer.
    private func nearest(
        to place: (uid: String, key: String)?, excluding uid: String, below: Bool, placed: [String: Entry],
        where accepts: (String, Int?) -> Bool
    ) throws -> (key: String, uid: String, value: Int?)? {
        var found: (key: String, uid: String, value: Int?)?
        try store.visitNeighbours(of: place, below: below, collectionID: collectionID) { neighbour in
            guard neighbour.uid != uid, placed[neighbour.uid] == nil else { return true }
            let value = Self.value(ofBase: neighbour.base)
            guard accepts(neighbour.uid, value) else { return true }
            found = (neighbour.key, neighbour.uid, value)
            return false
        }
        func isBeyond(_ candidate: (String, String), _ mark: (String, String)) -> Bool {
            below ? candidate < mark : candidate > mark
        }
        for (other, entry) in placed where other != uid && accepts(other, entry.value) {
            let candidate = (entry.key, other)
            if let place, !isBeyond(candidate, (place.key, place.uid)) { continue }
            if let current = found, isBeyond(candidate, (current.key, current.uid)) { continue }
            found = (entry.key, other, entry.value)
        }
        return found
    }

    /// Where a task the phone put at `value` goes in ike's order (as `AppleSortOrder.keys` finds it): after the
    /// last task, other than `uid`, whose value is below it (equal values in uid order), before the task
    /// that follows that one. Found walking up from the end of the list until a task with a lower value,
    /// so a task new on the phone (its value its creation, now) reads the few tasks after it; the places
    /// this sync gave are laid over what is stored, as for `neighbours`.
    func keys(around value: Int, uid: String) throws -> (lower: String?, upper: String?) {
        // Past a few places the walk would step over each of them at every task (a first download places
        // every task it receives): the whole order, read once and kept current, answers instead.
        if places.withLock({ $0.all != nil || $0.placed.count > Self.walkLimit }) {
            return AppleSortOrder.keys(around: value, uid: uid, among: try others(than: uid))
        }
        let placed = places.withLock { $0.placed }
        let last = try nearest(to: nil, excluding: uid, below: true, placed: placed) { other, known in
            guard let known else { return false }
            return known < value || (known == value && other < uid)
        }
        // The task right after it (or the first of all), whatever its value.
        let next = try nearest(
            to: last.map { ($0.uid, $0.key) }, excluding: uid, below: false, placed: placed
        ) { _, _ in true }
        return (last?.key, next?.key)
    }

    /// The `X-APPLE-SORT-ORDER` (or its default) of a stored server copy.
    private static func value(ofBase base: String?) -> Int? {
        base.flatMap { try? SyncedTodo.read(Array($0.utf8)).get() }.flatMap { AppleSortOrder.of($0.todo) }
    }

    /// Every task but `uid`, in ike's order (ties by uid, as TaskOrder), with its value.
    func others(than uid: String) throws -> [(uid: String, key: String, value: Int?)] {
        try load()
        return places.withLock { $0.all?.order.filter { $0.uid != uid } ?? [] }
    }

    /// This database's replica suffix, read once.
    func suffix() throws -> String {
        if let known = replicaSuffix.withLock({ $0 }) { return known }
        let read = try store.replicaSuffix()
        replicaSuffix.withLock { $0 = read }
        return read
    }

    /// Runs `body`, which reads places and gives one, while no other action does.
    func serialized<T: Sendable>(_ body: () throws -> T) throws -> T {
        try placing.withLock { _ in try body() }
    }

    /// Records where `uid` now is.
    func set(_ uid: String, key: String, value: Int?) {
        places.withLock { places in
            places.placed[uid] = Entry(key: key, value: value)
            places.all?.set(uid, key: key, value: value)
        }
    }

    /// Reads every task and its value once, then lays the places this sync gave over them.
    private func load() throws {
        if places.withLock({ $0.all != nil }) { return }
        let bases = Dictionary(
            try store.syncItems(collectionID: collectionID).map { ($0.uid, $0.base) },
            uniquingKeysWith: { a, _ in a })
        var built = State()
        // `items()` is in ike's order already (key, then uid), so each entry goes at the end.
        for item in try store.items() {
            built.set(item.uid, key: item.orderKey, value: Self.value(ofBase: bases[item.uid]))
        }
        places.withLock { places in
            guard places.all == nil else { return }
            for (uid, entry) in places.placed { built.set(uid, key: entry.key, value: entry.value) }
            places.all = built
        }
    }
}
