import Foundation
import IkeApp

/// The header's words for the sync, a long and a short form, for the most pressing fact: a sync running,
/// then a failure, then changes waiting, then how long ago the last sync ended.
struct SyncHeaderText: Hashable {
    let long: String
    let short: String
    /// The last sync failed: drawn in the error style, though the words say so already.
    let isFailure: Bool

    init(long: String, short: String, isFailure: Bool = false) {
        self.long = long
        self.short = short
        self.isFailure = isFailure
    }

    /// The words for `sync`, with `symbols`' ellipsis.
    init(_ sync: SyncState, symbols: Symbols) {
        if sync.isRunning {
            self.init(long: "syncing" + symbols.ellipsis, short: "sync" + symbols.ellipsis)
        } else if let failure = sync.failure {
            self.init(long: "sync: " + failure.headline, short: "sync failed", isFailure: true)
        } else if let pending = sync.pending, pending > 0 {
            self.init(long: "\(pending) to sync", short: "\(pending) to sync")
        } else if let last = sync.lastSyncedAt {
            let age = Self.age(seconds: Int((sync.now ?? last).timeIntervalSince(last)))
            self.init(long: "synced " + age.long, short: "synced " + age.short)
        } else {
            self.init(long: "not synced yet", short: "not synced")
        }
    }

    /// "just now", "5 min ago", "3 hours ago", "2 days ago", and the short "now", "5m", "3h", "2d". A
    /// clock set back reads as "just now" rather than as a time in the future.
    static func age(seconds: Int) -> (long: String, short: String) {
        let minutes = max(0, seconds) / 60
        let hours = minutes / 60
        let days = hours / 24
        if minutes < 1 { return ("just now", "now") }
        if hours < 1 { return ("\(minutes) min ago", "\(minutes)m") }
        if days < 1 { return (hours == 1 ? "1 hour ago" : "\(hours) hours ago", "\(hours)h") }
        return (days == 1 ? "1 day ago" : "\(days) days ago", "\(days)d")
    }
}
