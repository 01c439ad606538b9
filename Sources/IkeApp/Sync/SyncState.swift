import Foundation

/// What the app knows about syncing with the settings file's CalDAV account, for the header; the app
/// state holds none when no account is set up.
public struct SyncState: Hashable, Sendable {
    /// A sync is running, asked for by the sync key or by the interval.
    public internal(set) var isRunning = false
    /// The person pressed the sync key for the sync running (or about to): its end is told in the status
    /// line, where a background sync that ends well stays quiet.
    public internal(set) var wasAsked = false
    /// When a sync last ended well: the database's record at first, then each sync's end.
    public internal(set) var lastSyncedAt: Date?
    /// Changes waiting for the next sync (new, changed and deleted tasks); nil until read.
    public internal(set) var pending: Int?
    /// Why the last sync failed; nil once one ends well.
    public internal(set) var failure: SyncFailure?
    /// The wall-clock time as last told, which "synced 2 min ago" is counted from.
    public internal(set) var now: Date?

    /// Nothing known yet: no sync run, nothing read.
    public init() {}
}
