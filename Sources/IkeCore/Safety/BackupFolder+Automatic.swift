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
        let takenToday = backups().contains { backup in
            backup.reason.isDaily
                && LocalDate.today(now: backup.time, timeZone: environment.timeZone) == today
        }
        guard !takenToday,
            let store = try TaskStore.openReadOnly(
                at: databasePath, environment: environment, busyTimeout: 5),
            try store.count() > 0
        else { return nil }
        return try take(of: store, reason: .daily)
    }

    /// Takes a backup of the database at `databasePath` when opening it would migrate it to a newer schema
    /// (it has tasks and misses a migration this ike knows); returns it, or nil. Call it before opening.
    public func takeBeforeMigrationIfDue(
        databaseAt databasePath: String, environment: CoreEnvironment, busyTimeout: Double
    ) throws -> Backup? {
        guard
            let store = try TaskStore.openReadOnly(
                at: databasePath, environment: environment, busyTimeout: busyTimeout)
        else { return nil }
        let applied = try store.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        guard !Set(Schema.migrationIdentifiers).isSubset(of: applied), try store.count() > 0 else {
            return nil
        }
        return try take(of: store, reason: .migration)
    }
}
