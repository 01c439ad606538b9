import Foundation
import IkeCore

/// The app's first start of a day takes a backup on a thread of its own, so the first frame never waits for
/// it; quitting waits for it to finish, so no half-written temporary file is left behind.
final class DailyBackup: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var started = false

    /// Starts the backup of the database at `path` when today has none yet.
    func start(databaseAt path: String, environment: CoreEnvironment) {
        started = true
        Thread.detachNewThread { [done] in
            // A failure is not the app's to show: the next start tries again, and `ike backup` says why.
            _ = try? BackupFolder(databasePath: path).takeDailyIfDue(
                databaseAt: path, environment: environment)
            done.signal()
        }
    }

    /// Waits for a started backup to end.
    func wait() {
        if started { done.wait() }
    }
}
