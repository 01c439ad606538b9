extension SyncPlan {
    /// The actions and skipped members of several collections' plans as one plan, for the deletion guard
    /// and the totals (a combined plan has no token of its own).
    public static func combining(_ plans: [SyncPlan]) -> SyncPlan {
        SyncPlan(
            actions: plans.flatMap(\.actions), token: nil, fullListing: plans.contains(where: \.fullListing),
            skipped: plans.flatMap(\.skipped))
    }
}
