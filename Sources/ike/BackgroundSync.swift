import Foundation
import IkeApp
import IkeCore
import IkeSettings
import IkeSync

/// The app's sync with the settings file's CalDAV account, on a thread of its own and through a database
/// connection of its own, so no key waits for the network or for the sync's writes (WAL lets the app read
/// and write meanwhile; its usual check of `data_version` then shows what arrived).
///
/// It syncs when asked (the sync key), once at start and then every interval when one is set, and tells
/// the app each sync's start and end through the loop's poster; between syncs it tells the time, so the
/// header's "synced 2 min ago" moves on. The deletion guard is never passed from here.
final class BackgroundSync: @unchecked Sendable {
    /// How often the header's age of the last sync is brought up to date.
    static let clockSeconds: TimeInterval = 30
    /// How long quitting waits for a cancelled sync to wind down.
    static let stopWaitSeconds = 3

    private let settings: Settings
    private let settingsFile: String
    private let intervalSeconds: Int
    private let condition = NSCondition()
    private let finished = DispatchSemaphore(value: 0)
    // Guarded by `condition`.
    private var requested = false
    private var stopping = false
    private var running: Task<Void, Never>?
    private var started = false

    /// A sync for the account of `settings` (read from `settingsFile`), every `settings.sync.interval`.
    init(settings: Settings, settingsFile: String) {
        self.settings = settings
        self.settingsFile = settingsFile
        self.intervalSeconds = settings.sync?.intervalSeconds ?? 0
    }

    /// Whether `settings` name an account the app should sync with.
    static func isConfigured(_ settings: Settings) -> Bool {
        !(settings.sync?.url ?? "").isEmpty
    }

    /// Starts the thread syncing the database at `path`, reporting to `poster`.
    func start(databaseAt path: String, environment: CoreEnvironment, poster: ActionPoster) {
        started = true
        Thread.detachNewThread { [self] in
            defer { finished.signal() }
            run(databaseAt: path, environment: environment, poster: poster)
        }
    }

    /// Asks for a sync now; a request made while one runs is kept for right after it, so the sync the
    /// person asked for includes their latest edits.
    func request() {
        condition.withLock {
            requested = true
            condition.signal()
        }
    }

    /// Stops the thread: a running sync is cancelled (what it committed is kept; the next sync goes on
    /// from there) and given a moment to wind down.
    func stop() {
        guard started else { return }
        condition.withLock {
            stopping = true
            running?.cancel()
            condition.signal()
        }
        _ = finished.wait(timeout: .now() + .seconds(Self.stopWaitSeconds))
    }

    private func run(databaseAt path: String, environment: CoreEnvironment, poster: ActionPoster) {
        var nextSync: Date? = intervalSeconds > 0 ? Date() : nil
        var nextClock = Date() + Self.clockSeconds
        var store: TaskStore?
        while true {
            condition.lock()
            while !requested && !stopping && Date() < min(nextSync ?? .distantFuture, nextClock) {
                _ = condition.wait(until: min(nextSync ?? .distantFuture, nextClock))
            }
            if stopping {
                condition.unlock()
                return
            }
            let now = Date()
            let due = requested || (nextSync.map { $0 <= now } ?? false)
            requested = false
            condition.unlock()
            nextClock = now + Self.clockSeconds
            guard due else {
                poster.post(.sync(.clock(environment.now())))
                continue
            }
            poster.post(.sync(.began))
            let report = syncOnce(databaseAt: path, environment: environment, store: &store)
            poster.post(.sync(.ended(report, at: environment.now())))
            nextSync = intervalSeconds > 0 ? Date() + TimeInterval(intervalSeconds) : nil
        }
    }

    /// One sync, never passing the deletion guard, as `ike sync` would run it.
    private func syncOnce(
        databaseAt path: String, environment: CoreEnvironment, store: inout TaskStore?
    ) -> SyncReport {
        do {
            // The account is read each time: a password_command's answer may change (a rotated password).
            let account = try SyncAccount.from(settings, file: settingsFile)
            let lock = try SyncLock(databasePath: path)
            defer { withExtendedLifetime(lock) {} }
            // The sync's own connection, opened once: the app's stays free for keys.
            let syncStore = try store ?? TaskStore.open(at: path, environment: environment)
            store = syncStore
            let session = SyncSession(store: syncStore, account: account)
            let summary = try wait(for: session)
            return .synced(summary: summary?.line ?? "")
        } catch SyncLock.Failure.busy {
            // Another app on this database is syncing (two windows with background sync): its sync is ours.
            return .busyElsewhere
        } catch {
            return .failed(SyncFailureWords.failure(for: error))
        }
    }

    /// Runs `session` on the concurrency runtime and waits for it on this thread, keeping the task so that
    /// `stop` can cancel it.
    private func wait(for session: SyncSession) throws -> SyncRunner.Summary? {
        let box = SummaryBox()
        let done = DispatchSemaphore(value: 0)
        let task = Task.detached {
            do {
                box.result = .success(
                    try await session.run(dryRun: false, force: false, create: false).summary)
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        condition.withLock {
            running = task
            if stopping { task.cancel() }
        }
        done.wait()
        condition.withLock { running = nil }
        return try box.result!.get()
    }
}

/// What the sync's task hands back to the waiting thread (written before the semaphore is signalled).
private final class SummaryBox: @unchecked Sendable {
    var result: Result<SyncRunner.Summary?, any Error>?
}
