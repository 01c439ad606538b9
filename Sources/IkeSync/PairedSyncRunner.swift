import Foundation
import IkeCore

/// Carries out the plans of `PairedSyncPlanner`, one collection after the other in the pairing's order,
/// then deletes the old copies moved tasks left behind: last, so that every task is in its new collection
/// before its old copy goes (Docs/Sync.md, "Several collections").
public struct PairedSyncRunner: Sendable {
    public let store: TaskStore
    public let pairing: SyncPairing
    /// One per collection of `pairing`, in the same order.
    public let remotes: [any CalDAVStore]
    public let timeZone: TimeZone

    /// A runner for `pairing`'s collections of `store`; dates without a zone are read in `timeZone`.
    public init(
        store: TaskStore, pairing: SyncPairing, remotes: [any CalDAVStore], timeZone: TimeZone = .current
    ) {
        precondition(remotes.count == pairing.collections.count, "one remote per collection")
        self.store = store
        self.pairing = pairing
        self.remotes = remotes
        self.timeZone = timeZone
    }

    /// Does every plan (one per collection, in order) and finishes the moves; returns what each did.
    /// `progress` is told the actions done of all plans together. Whether every task is then at home is
    /// remembered for the next sync's planning (`SyncHomeCheck`).
    public func run(
        _ plans: [SyncPlan], progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    ) async throws -> [SyncRunner.Summary] {
        precondition(plans.count == pairing.collections.count, "one plan per collection")
        try SyncHomeCheck.prepare(plans, pairing: pairing, in: store)
        let total = plans.reduce(0) { $0 + $1.actions.count }
        var done = 0
        var summaries: [SyncRunner.Summary] = []
        for (index, plan) in plans.enumerated() {
            let before = done
            summaries.append(
                try await runner(index).run(plan) { finished, _ in progress(before + finished, total) })
            done += plan.actions.count
        }
        // Old copies the server already removed (another client moved the task) need no request.
        var gone: [Int64: Set<String>] = [:]
        for plan in plans {
            for case .move(let uid, let source, _, _) in plan.actions where source.isGone {
                gone[source.collectionID, default: []].insert(uid)
            }
        }
        for index in pairing.collections.indices {
            let left = try await runner(index).finishMoves(gone: gone[pairing.collections[index].id] ?? [])
            summaries[index].deferred += try left.map {
                "the old copy of \(try store.item(uid: $0)?.title ?? $0) changed on the server during the sync"
            }
        }
        try SyncHomeCheck.finish(plans, pairing: pairing, in: store)
        return summaries
    }

    private func runner(_ index: Int) -> SyncRunner {
        SyncRunner(
            store: store, remote: remotes[index], collection: pairing.collections[index], timeZone: timeZone)
    }
}
