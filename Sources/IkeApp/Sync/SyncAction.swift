import Foundation

/// What happens to the sync: the person's key, and what the sync's own thread and the database report.
public enum SyncAction: Hashable, Sendable {
    /// The sync key: sync now, unless a sync is already running.
    case syncNow
    /// A sync began on the sync's thread (the key's or the interval's).
    case began
    /// A sync ended at the wall-clock time `at`.
    case ended(SyncReport, at: Date)
    /// The database's count of changes waiting and its last sync's end, read at the wall-clock time `now`.
    case statusRead(pending: Int, lastSyncedAt: Date?, now: Date)
    /// The wall clock moved on, so "synced 2 min ago" may read differently.
    case clock(Date)
}
