import Foundation
import IkeCore
import IkeInterchange

/// The correction a sync makes once after schema v23 (`StartRecheckSchema`), before it plans: a task synced
/// while ike read no `DTSTART` has no start here although its server copy gives one. Left so, the merge
/// would take "no start" for an edit made here and remove the other app's `DTSTART`; given the start here
/// instead, as the server has it, and nothing is sent.
enum StartRecheck {
    /// Gives every listed task the start its base's VTODO (the one without RECURRENCE-ID) says; returns how
    /// many. Does nothing once the list is empty.
    @discardableResult
    static func run(_ store: TaskStore) throws -> Int {
        guard let rechecks = try store.startRechecks() else { return 0 }
        let timeZone = store.environment.timeZone
        let starts = rechecks.compactMap { recheck -> (uid: String, start: Deadline)? in
            guard case .success(let synced) = SyncedTodo.read(Array(recheck.base.utf8)),
                let start = synced.todo.taskStart(in: timeZone)
            else { return nil }
            return (recheck.uid, start)
        }
        try store.adoptStartsFromServer(starts)
        return starts.count
    }
}
