extension SyncRunner.Summary {
    /// What several collections' syncs did together.
    public static func total(_ summaries: [SyncRunner.Summary]) -> SyncRunner.Summary {
        var total = SyncRunner.Summary()
        for summary in summaries {
            total.sent += summary.sent
            total.received += summary.received
            total.deleted += summary.deleted
            total.merged += summary.merged
            total.conflicts += summary.conflicts
            total.deferred += summary.deferred
        }
        return total
    }
}
