/// How a sync ended.
public enum SyncReport: Hashable, Sendable {
    /// Done; `summary` counts what moved ("sent 1, received 2, deleted 0, merged 0, conflicts 0").
    case synced(summary: String)
    case failed(SyncFailure)
    /// Another ike was syncing this database (it held the sync lock): nothing failed, and what that sync
    /// brings reaches this app like any other process's commits.
    case busyElsewhere
}
