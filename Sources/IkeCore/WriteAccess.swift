import Foundation
import Glibc

/// Whether ike can write a database: the file, its folder (SQLite creates the `-wal` and `-shm` files
/// there) and any `-wal`/`-shm` already there, and which of them is in the way.
enum WriteAccess {
    /// The first of the database's files that cannot be written, or `nil` when all can.
    ///
    /// A read-only open (by another user, or while the file was read-only) leaves `-wal` and `-shm` files
    /// with the database's mode of then; once the database is writable again they are given its mode, as
    /// SQLite itself would have created them.
    static func blocker(of path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let folderPath = folder.isEmpty ? "." : folder
        if access(path, W_OK) != 0 { return path }
        if access(folderPath, W_OK) != 0 { return folderPath }
        var info = stat()
        let databaseMode = stat(path, &info) == 0 ? info.st_mode & 0o777 : 0o600
        for journal in [path + "-wal", path + "-shm"] where access(journal, F_OK) == 0 {
            if access(journal, W_OK) != 0 { _ = chmod(journal, databaseMode) }
            // Another ike closing the database deletes its journal files between these calls; a file
            // that is gone blocks nothing (SQLite makes a new one), so only a refusal counts.
            if access(journal, W_OK) != 0 && errno != ENOENT { return journal }
        }
        return nil
    }

    /// Whether SQLite can read the WAL-mode database at `path` in place without writing: its `-wal` and
    /// `-shm` exist, or its folder lets them be created.
    static func canReadInPlace(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        if access(folder.isEmpty ? "." : folder, W_OK) == 0 { return true }
        return access(path + "-wal", F_OK) == 0 && access(path + "-shm", F_OK) == 0
    }
}
