import Foundation
import IkeCore
import IkeInterchange

/// The correction a sync makes once after schema v20 (`CancelledSchema`), before it plans: a task synced
/// while ike read `STATUS:CANCELLED` as open is stored open here although its server copy is cancelled.
/// Left so, the merge would take "open" for an edit made here and reopen the task on the server; closed
/// here as cancelled instead, as the server has it, and nothing is sent.
enum CancelledRecheck {
    /// Closes every listed task whose base's VTODO (the one without RECURRENCE-ID) is cancelled; returns
    /// how many. Does nothing once the list is empty.
    @discardableResult
    static func run(_ store: TaskStore) throws -> Int {
        guard let rechecks = try store.statusRechecks() else { return 0 }
        let cancelled = rechecks.compactMap { recheck -> String? in
            guard case .success(let synced) = SyncedTodo.read(Array(recheck.base.utf8)),
                synced.todo.isCancelled
            else { return nil }
            return recheck.uid
        }
        try store.closeCancelledFromServer(uids: cancelled)
        return cancelled.count
    }
}
