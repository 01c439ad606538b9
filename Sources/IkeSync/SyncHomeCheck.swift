import IkeCore

/// Whether every task synced with a pairing of several collections is in its home collection, as the last
/// sync left them (Docs/Sync.md, "Several collections"): remembered in the database as the pairing it holds
/// for (`SyncPairing.fingerprint`), so that a sync in which nothing moved reads only the tasks its plans name.
///
/// A task can be away from home without being named by a plan when the settings paired its tag with
/// another list (the fingerprint changes), when another client changed its tags or its parent (a sync
/// that receives or merges forgets the check before it runs), or when a move failed half way (so does a
/// sync that moves). Then the next sync looks at every task, as each full listing does anyway.
enum SyncHomeCheck {
    /// Whether the last sync left every task at home under `pairing`.
    static func holds(for pairing: SyncPairing, in store: TaskStore) throws -> Bool {
        try store.remembered(.syncHomesChecked) == pairing.fingerprint
    }

    /// Before running `plans`: forgets the check when they could leave a task away from home that no later
    /// plan names (a receive or merge may change its tags or parent; a move may stop half way).
    static func prepare(_ plans: [SyncPlan], pairing: SyncPairing, in store: TaskStore) throws {
        guard pairing.collections.count > 1, plans.contains(where: Self.mayLeaveAwayFromHome) else { return }
        if try store.remembered(.syncHomesChecked) != "" { try store.remember(.syncHomesChecked, "") }
    }

    /// After `plans` ran to the end: every task is at home unless they received or merged a copy (whose
    /// new tags or parent are looked at by the next sync).
    static func finish(_ plans: [SyncPlan], pairing: SyncPairing, in store: TaskStore) throws {
        guard pairing.collections.count > 1, !plans.contains(where: Self.receivesCopies) else { return }
        let value = pairing.fingerprint
        if try store.remembered(.syncHomesChecked) != value { try store.remember(.syncHomesChecked, value) }
    }

    private static func mayLeaveAwayFromHome(_ plan: SyncPlan) -> Bool {
        plan.actions.contains { action in
            switch action {
            case .receive, .merge, .move: true
            default: false
            }
        }
    }

    private static func receivesCopies(_ plan: SyncPlan) -> Bool {
        plan.actions.contains { $0.fetchedCopy != nil }
    }
}
