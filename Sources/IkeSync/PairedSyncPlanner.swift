import Foundation
import IkeCore

/// Plans one sync of several collections, each paired with a tag (Docs/Sync.md, "Several collections"):
/// each collection is planned alone (`SyncPlanner`), then the plans are reconciled so that every task
/// ends up in exactly one collection, its home by `SyncPairing` (a step's is its tree's, `SyncHomes`).
///
/// - A new task is sent only to its home.
/// - A task whose home changed (its paired tag changed here, or its parent's home changed) moves: created
///   in its home, then deleted from where it was.
/// - A task that shows up in a collection other than the one it is recorded in was moved by another client
///   (its old copy is gone), or is the first half of an interrupted move (it is at home there), or came back
///   by an edit to the old copy of a moved task: it moves there, and the copy it left is not read as a
///   deletion. Any other copy is a stray with a UID already synced elsewhere and is left alone, said so.
public struct PairedSyncPlanner: Sendable {
    public let store: TaskStore
    public let pairing: SyncPairing
    /// One per collection of `pairing`, in the same order.
    public let remotes: [any CalDAVStore]

    /// A planner for `pairing`'s collections of `store`, each read through its remote.
    public init(store: TaskStore, pairing: SyncPairing, remotes: [any CalDAVStore]) {
        precondition(remotes.count == pairing.collections.count, "one remote per collection")
        self.store = store
        self.pairing = pairing
        self.remotes = remotes
    }

    /// One plan per collection, in the pairing's order.
    public func plan() async throws -> [SyncPlan] {
        var plans: [SyncPlan] = []
        for (index, collection) in pairing.collections.enumerated() {
            plans.append(
                try await SyncPlanner(store: store, remote: remotes[index], collection: collection).plan())
        }
        return pairing.collections.count > 1 ? try reconciled(plans) : plans
    }

    /// Where a task is recorded: the index of its collection and its copy's address there.
    private struct Placement {
        let index: Int
        let record: SyncCopyAddress
    }

    /// Whether the next reconciliation has to look at every task (`SyncHomeCheck`): it reads only the tasks
    /// the plans name and their steps once an earlier sync with this pairing left every task at home.
    public func checksEveryHome(_ plans: [SyncPlan]) throws -> Bool {
        try plans.contains(where: \.fullListing) || !SyncHomeCheck.holds(for: pairing, in: store)
    }

    /// The plans with each task's actions in the collection it belongs to.
    ///
    /// A task whose home changed while it changed nowhere (the settings paired its tag with another list,
    /// a parent moved, another client changed its tag) is found only by looking at every task; that is
    /// done when `checksEveryHome`, else the tasks the plans name, their steps and their ancestors are read.
    private func reconciled(_ plans: [SyncPlan]) throws -> [SyncPlan] {
        let named = Set(plans.flatMap { $0.actions.map(\.uid) })
        let everyTask = try checksEveryHome(plans)
        var items: [String: TaskLineage]
        if everyTask {
            items = try store.lineages()
        } else {
            items = try store.lineages(uids: named.union(try store.descendantUIDs(of: named)))
            // Their ancestors, for the home of each tree.
            var asked = Set(items.keys)
            while true {
                let parents = Set(items.values.compactMap(\.parentUID)).subtracting(asked)
                if parents.isEmpty { break }
                asked.formUnion(parents)
                items.merge(try store.lineages(uids: parents)) { first, _ in first }
            }
        }
        let uids = everyTask ? nil : Set(items.keys).union(named)
        var placements: [String: Placement] = [:]
        for (index, collection) in pairing.collections.enumerated() {
            for record in try store.syncCopyAddresses(collectionID: collection.id, uids: uids) {
                placements[record.uid] = Placement(index: index, record: record)
            }
        }
        let homes = SyncHomes(pairing: pairing, items: items, placements: placements.mapValues(\.index))
        func home(_ uid: String) -> Int? { homes.home(uid) }
        func source(_ placement: Placement, isGone: Bool) -> SyncMoveSource {
            SyncMoveSource(
                collectionID: placement.record.collectionID, name: pairing.name(at: placement.index),
                href: placement.record.href, etag: placement.record.etag, isGone: isGone)
        }

        // Which collections report a task's copy gone, and which tasks any collection has a copy of.
        var goneIn: [String: Int] = [:]
        var fetched: Set<String> = []
        var mentioned: Set<String> = []
        for (index, plan) in plans.enumerated() {
            for action in plan.actions {
                mentioned.insert(action.uid)
                switch action {
                case .deleteLocal(let uid, _, _), .recreate(let uid, _): goneIn[uid] = index
                case .receive(_, let uid, _), .merge(_, let uid, _): fetched.insert(uid)
                default: break
                }
            }
        }

        // A copy in a collection other than the task's: where it arrives (the first that qualifies).
        var arrivals: [String: Int] = [:]
        var firstCopy: [String: Int] = [:]
        for (index, plan) in plans.enumerated() {
            for action in plan.actions {
                if let uid = action.fetchedCopy?.uid, firstCopy[uid] == nil { firstCopy[uid] = index }
                guard case let (uid, isReceive)? = action.fetchedCopy, arrivals[uid] == nil,
                    let placement = placements[uid], placement.index != index
                else { continue }
                // A `.receive` of a task that exists here is the old copy of a task moved away from this
                // collection, edited there since: the edit wins and brings the task back.
                if goneIn[uid] == placement.index || home(uid) == index || (isReceive && items[uid] != nil) {
                    arrivals[uid] = index
                }
            }
        }

        var result = plans.map {
            SyncPlan(actions: [], token: $0.token, fullListing: $0.fullListing, skipped: $0.skipped)
        }
        var moves: [(home: Int, action: SyncPlan.Action)] = []
        for (index, plan) in plans.enumerated() {
            for action in plan.actions {
                switch action {
                case .receive(let item, let uid, let title), .merge(let item, let uid, let title):
                    guard let placement = placements[uid], placement.index != index else {
                        // A task new here with a copy in several lists is taken from the first of them.
                        if placements[uid] == nil, let first = firstCopy[uid], first != index {
                            result[index].skipped.append(
                                "\(item.href) repeats the UID \(uid) of a task in \(pairing.name(at: first))")
                        } else {
                            result[index].actions.append(action)
                        }
                        continue
                    }
                    if arrivals[uid] == index {
                        let isGone = goneIn[uid] == placement.index
                        result[index].actions.append(
                            .move(uid: uid, from: source(placement, isGone: isGone), copy: item, title: title)
                        )
                    } else {
                        result[index].skipped.append(
                            "\(item.href) repeats the UID \(uid) of a task in \(pairing.name(at: placement.index))"
                        )
                    }
                case .deleteLocal(let uid, _, _) where arrivals[uid] != nil || fetched.contains(uid):
                    continue
                case .update(let uid, _) where arrivals[uid] != nil:
                    continue
                case .deleteRemote(let uid, let href, let etag, let title):
                    // The old copy of a move an earlier sync could not finish: named by its task.
                    result[index].actions.append(
                        .deleteRemote(uid: uid, href: href, etag: etag, title: items[uid]?.title ?? title))
                case .recreate(let uid, let title):
                    guard arrivals[uid] == nil && !fetched.contains(uid) else { continue }
                    if let to = home(uid), to != index, let placement = placements[uid] {
                        moves.append(
                            (
                                to,
                                .move(
                                    uid: uid, from: source(placement, isGone: true), copy: nil, title: title)
                            ))
                    } else {
                        result[index].actions.append(action)
                    }
                case .update(let uid, let title):
                    if let to = home(uid), to != index, let placement = placements[uid] {
                        moves.append(
                            (
                                to,
                                .move(
                                    uid: uid, from: source(placement, isGone: false), copy: nil, title: title)
                            ))
                    } else {
                        result[index].actions.append(action)
                    }
                case .send(let uid, _):
                    // Every collection's plan lists the new tasks: only their home sends them, and none
                    // when a collection has a copy already (that one is merged).
                    if home(uid) == index && !fetched.contains(uid) { result[index].actions.append(action) }
                default:
                    result[index].actions.append(action)
                }
            }
        }
        // Tasks away from home that changed nowhere: the settings paired their tag with another collection,
        // or a merge changed the tag last time.
        for uid in placements.keys.sorted() where !mentioned.contains(uid) {
            guard let placement = placements[uid], let to = home(uid), to != placement.index else { continue }
            moves.append(
                (
                    to,
                    .move(
                        uid: uid, from: source(placement, isGone: false), copy: nil,
                        title: items[uid]?.title ?? uid)
                ))
        }
        for (to, action) in moves { result[to].actions.append(action) }
        return result
    }
}

extension SyncPlan.Action {
    /// The task whose server copy the action read, and whether it is a `.receive` (else a `.merge`).
    var fetchedCopy: (uid: String, isReceive: Bool)? {
        switch self {
        case .receive(_, let uid, _): (uid, true)
        case .merge(_, let uid, _): (uid, false)
        default: nil
        }
    }

    /// The task the action is about.
    var uid: String {
        switch self {
        case .receive(_, let uid, _), .merge(_, let uid, _), .send(let uid, _), .update(let uid, _),
            .deleteRemote(let uid, _, _, _), .deleteLocal(let uid, _, _), .recreate(let uid, _),
            .move(let uid, _, _, _):
            uid
        }
    }
}
