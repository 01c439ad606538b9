import Foundation
import GRDB

/// The one-time reading of starts that sync stored without (before schema v23 it read no `DTSTART`;
/// `StartRecheckSchema`).
extension TaskStore {
    /// The tasks listed to be read again that still have no start here, each with its base (the server's
    /// text as last synced); `nil` when none is listed (once a sync has gone through them).
    public func startRechecks() throws -> [(uid: String, base: String)]? {
        try rechecks(listedIn: "sync_start_recheck", where: "task.start IS NULL")
    }

    /// Gives the tasks `starts` (those of `startRechecks` whose base says a start) that start where they
    /// still have none, as the server has it already: nothing is sent for it (a task waiting to be sent
    /// for another change still is) and no edit time is recorded. The list of tasks to read again is
    /// emptied.
    public func adoptStartsFromServer(_ starts: [(uid: String, start: Deadline)]) throws {
        try correctFromServer(
            uids: starts.map(\.uid), where: "task.start IS NULL", set: "start = ?, startTime = ?",
            arguments: { [starts[$0].start.date.iso, starts[$0].start.time?.minutes] },
            emptying: "sync_start_recheck")
    }
}
