import Foundation

extension BackupFolder {
    /// Takes the day's backup of the database at `databasePath` unless one was taken today (in
    /// `environment`'s time zone) or there are no tasks to keep; returns it, or nil.
    ///
    /// It reads through a read-only connection of its own, so it can run beside the app's connection without
    /// holding the app's queue (in WAL mode a reader never blocks the writer).
    public func takeDailyIfDue(
        databaseAt databasePath: String, environment: CoreEnvironment
    ) throws -> Backup? {
        let today = environment.today
        // The zone's offset from glibc, not `environment.timeZone`: building the system's `TimeZone` starts
        // ICU, which this runs at every start of the app.
        let takenToday = backups().contains { backup in
            backup.reason.isDaily
                && LocalDate.today(
                    now: backup.time, secondsFromGMT: environment.secondsFromGMT(for: backup.time)) == today
        }
        guard !takenToday,
            let store = try TaskStore.openReadOnly(
                at: databasePath, environment: environment, busyTimeout: 5),
            try store.count() > 0
        else { return nil }
        return try take(of: store, reason: .daily)
    }
}

extension TaskStore {
    /// Backs up a database an older ike wrote, as it is, before opening migrates it (the inspection that
    /// already ran found it outdated, so no second look is needed); an empty one needs no backup.
    func backUpBeforeMigrating() throws {
        guard try read({ try Bool.fetchOne(cached: $0, sql: "SELECT EXISTS (SELECT 1 FROM task)") ?? false })
        else {
            return
        }
        _ = try BackupFolder(databasePath: path).take(of: self, reason: .migration)
    }
}
