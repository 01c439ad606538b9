import Foundation
import IkeApp
import IkeCore

/// The app's first start of a day takes a backup and checks the database, on a thread of its own, so the
/// first frame never waits for them; quitting waits for them to finish, so no half-written temporary file
/// is left behind. A failed check is told to the app, which says so in its status line.
final class DailyBackup: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var started = false

    /// Starts the day's backup and check of the database at `path` when today has no backup yet;
    /// `warn` receives a warning for the status line when the check finds damage.
    func start(
        databaseAt path: String, environment: CoreEnvironment,
        warn: @escaping @Sendable (StatusMessage) -> Void
    ) {
        started = true
        Thread.detachNewThread { [done] in
            defer { done.signal() }
            // A backup failure is not the app's to show: the next start tries again, and `ike backup` says
            // why. The check runs once a day, with the day's backup.
            guard
                (try? BackupFolder(databasePath: path).takeDailyIfDue(
                    databaseAt: path, environment: environment))
                    != nil
            else { return }
            guard let store = try? TaskStore.openReadOnly(at: path, environment: environment),
                let report = try? store.check(), !report.isHealthy
            else { return }
            let count = report.problems.count
            warn(
                StatusMessage(
                    "The daily check found \(count) problem\(count == 1 ? "" : "s") in the database: "
                        + "run ike check (ike check --repair fixes damaged indexes)",
                    kind: .error))
        }
    }

    /// Waits for a started backup and check to end.
    func wait() {
        if started { done.wait() }
    }
}
