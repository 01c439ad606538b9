/// The sync's room: what the header shows about the sync, and the status line when the person asked.
///
/// The sync itself runs on a thread of the executable's (IkeApp never imports networking); this reducer
/// only asks for it (`Effect.requestSync`) and records what is reported back.
enum SyncReducer {
    static func reduce(
        _ sync: inout SyncState?, _ action: SyncAction, _ context: inout ScreenContext
    ) -> Reaction {
        guard var state = sync else {
            if action == .syncNow {
                context.status = StatusMessage(
                    "No sync account: add [sync] with url = … to the settings file (ike config init writes "
                        + "one with every setting)")
            }
            return .none
        }
        defer { sync = state }
        switch action {
        case .syncNow:
            state.wasAsked = true
            if state.isRunning {
                context.status = StatusMessage("Already syncing; the header says when it is done")
                return .none
            }
            state.isRunning = true
            context.status = StatusMessage("Syncing in the background; keep working")
            return [.requestSync]
        case .began:
            state.isRunning = true
            return .none
        case .ended(let report, let at):
            state.isRunning = false
            state.now = at
            let asked = state.wasAsked
            state.wasAsked = false
            switch report {
            case .synced(let summary):
                state.lastSyncedAt = at
                state.failure = nil
                if asked { context.status = StatusMessage("Synced: " + summary) }
            case .failed(let failure):
                // A background sync failing the same way again is already in the header.
                if asked || failure != state.failure {
                    context.status = StatusMessage("Sync failed: " + failure.detail, kind: .error)
                }
                state.failure = failure
            case .busyElsewhere:
                // Not a failure: the other ike's sync is this database's sync. Said only when asked.
                if asked {
                    context.status = StatusMessage(
                        "Another ike is syncing this database; what it brings shows here when it is done")
                }
            }
            // The sync's commits are read at once, not at the next idle check.
            return .reload
        case .statusRead(let pending, let lastSyncedAt, let now):
            state.pending = pending
            // The database's record may be older than the end this app saw (a sync that left work).
            state.lastSyncedAt = [lastSyncedAt, state.lastSyncedAt].compactMap { $0 }.max()
            state.now = now
            return .none
        case .clock(let now):
            state.now = now
            return .none
        }
    }
}
