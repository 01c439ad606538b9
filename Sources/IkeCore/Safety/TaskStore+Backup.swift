import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

extension TaskStore {
    /// Writes a consistent copy of the whole database to a new file at `path` (mode 0600).
    ///
    /// SQLite's online backup API copies the pages of one read transaction, so the copy is the database as
    /// one commit left it while other processes go on writing, and a damaged page is copied as it is (a
    /// backup before a repair keeps exactly what was there). The copy is then switched to a rollback
    /// journal, so it is one self-contained file that opens without `-wal` and `-shm` beside it.
    func writeCopy(to path: String) throws(StoreError) {
        let fd = Glibc.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotCreate(path: path, reason: String(cString: strerror(errno))) }
        close(fd)
        do {
            var config = Configuration()
            config.label = "ike-backup"
            let destination = try DatabaseQueue(path: path, configuration: config)
            try queue.backup(to: destination)
            try destination.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
            try destination.close()
        } catch {
            unlink(path)
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// Replaces everything in this database with the ike database at `path`, then brings its schema up to
    /// date; returns how many tasks it now holds.
    ///
    /// The pages go in through SQLite's backup API as one write, so another ike that has this database
    /// open sees a commit like any other (and reloads) instead of a file swapped under it. The backup is
    /// refused, and nothing changed, when it is not an ike database, was written by a newer ike, or fails
    /// SQLite's quick check.
    public func restore(from path: String) throws -> Int {
        guard
            let source = try TaskStore.openReadOnly(
                at: path, environment: environment, busyTimeout: busyTimeout)
        else { throw StoreError.notABackup(path: path) }
        guard try source.passesQuickCheck() else { throw StoreError.damagedBackup(path: path) }
        do {
            try source.queue.backup(to: queue)
            try Schema.migrator.migrate(queue)
        } catch {
            throw StoreError(error, path: self.path, busyTimeout: busyTimeout)
        }
        return try count()
    }
}
