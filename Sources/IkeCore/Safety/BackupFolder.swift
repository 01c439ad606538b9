import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The backups of one database, in the `backups` folder beside it: consistent copies taken, listed newest
/// first, and kept to a bounded number. Two databases in one folder share the folder but not their backups:
/// each file is named after its database (`work-20261122T090000Z-manual.sqlite` for `work.sqlite`).
public struct BackupFolder: Sendable {
    /// How many daily backups are kept (a week).
    public static let dailyKept = 7
    /// How many of the others (before an import, a repair, a restore, a migration, or asked for) are kept.
    public static let othersKept = 10

    /// The absolute path of the folder.
    public let path: String
    /// The database's file name without its extension (`ike` for `ike.sqlite`), which its backups' names
    /// start with.
    public let databaseName: String

    /// The folder for the database at `databasePath` (relative paths are taken from the working folder).
    public init(databasePath: String) {
        let absolute =
            databasePath.hasPrefix("/")
            ? databasePath : FileManager.default.currentDirectoryPath + "/" + databasePath
        // `.` and `..` taken out by hand, as `URL.standardizedFileURL` would: the app's start makes this
        // folder, and Foundation's URL parsing cost it half a million instructions.
        var components: [Substring] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." {
                _ = components.popLast()
            } else {
                components.append(component)
            }
        }
        let file = components.popLast().map(String.init) ?? "ike"
        let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        databaseName = stem.isEmpty ? file : stem
        path = "/" + components.map { $0 + "/" }.joined() + "backups"
    }

    /// Every backup in the folder, newest first; other files are ignored.
    public func backups() -> [Backup] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let found = names.compactMap { Backup(folder: path, name: $0, database: databaseName) }
        let modified = Dictionary(
            uniqueKeysWithValues: found.map { ($0.path, Self.modificationTime($0.path)) })
        return found.sorted { a, b in
            if a.time != b.time { return a.time > b.time }
            if modified[a.path]! != modified[b.path]! { return modified[a.path]! > modified[b.path]! }
            return a.sequence > b.sequence
        }
    }

    /// Takes a backup of `store` now, for `reason`, then removes the oldest beyond the kept numbers.
    public func take(of store: TaskStore, reason: BackupReason) throws -> Backup {
        try DatabaseFile.makeFolders(path, path: path)
        let seconds = store.environment.now().timeIntervalSince1970.rounded(.down)
        let time = Date(timeIntervalSince1970: seconds)
        removeStaleTemporaries()
        // Written under a temporary name and linked into place, so a listing never shows half a backup and
        // two ikes backing up in the same second never take the same name.
        let temporary = path + "/.ike-backup-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        try store.writeCopy(to: temporary)
        defer { unlink(temporary) }
        var sequence = 1
        while true {
            let backup = Backup(
                path: path + "/"
                    + Backup.fileName(database: databaseName, time: time, reason: reason, sequence: sequence),
                reason: reason, time: time, sequence: sequence)
            if link(temporary, backup.path) == 0 {
                Self.syncFolder(path)
                prune()
                return backup
            }
            guard errno == EEXIST else {
                throw StoreError.cannotCreate(path: backup.path, reason: String(cString: strerror(errno)))
            }
            sequence += 1
        }
    }

    /// Moves a database SQLite cannot read (and its `-wal` and `-shm`) into the folder as the backup before
    /// a restore, so that a new database can take its place and nothing of it is lost.
    public func setAside(databaseAt databasePath: String, time: Date) throws -> Backup {
        try DatabaseFile.makeFolders(path, path: path)
        let time = Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded(.down))
        var sequence = 1
        while true {
            let backup = Backup(
                path: path + "/"
                    + Backup.fileName(
                        database: databaseName, time: time, reason: .restore, sequence: sequence),
                reason: .restore, time: time, sequence: sequence)
            if !FileManager.default.fileExists(atPath: backup.path) {
                guard rename(databasePath, backup.path) == 0 else {
                    throw StoreError.cannotCreate(path: backup.path, reason: String(cString: strerror(errno)))
                }
                for suffix in ["-wal", "-shm"] { rename(databasePath + suffix, backup.path + suffix) }
                Self.syncFolder(path)
                return backup
            }
            sequence += 1
        }
    }

    /// Deletes the oldest backups beyond `dailyKept` daily ones and `othersKept` others.
    func prune() {
        let all = backups()
        let expired =
            all.filter(\.reason.isDaily).dropFirst(Self.dailyKept)
            + all.filter { !$0.reason.isDaily }.dropFirst(Self.othersKept)
        for backup in expired {
            for suffix in ["", "-wal", "-shm"] { unlink(backup.path + suffix) }
        }
    }

    /// Deletes temporary files a process ended mid-backup left (SIGTERM ends the app at once), once they are
    /// an hour old: no backup takes that long.
    private func removeStaleTemporaries() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let hourAgo = Date().timeIntervalSince1970 - 3600
        for name in names where name.hasPrefix(".ike-backup-") && name.hasSuffix(".tmp") {
            if Self.modificationTime(path + "/" + name) < hourAgo { unlink(path + "/" + name) }
        }
    }

    /// How many tasks `backup` holds, or nil when it cannot be read as an ike database.
    public func taskCount(of backup: Backup) -> Int? {
        guard let store = try? TaskStore.openReadOnly(at: backup.path, environment: .live, busyTimeout: 0)
        else {
            return nil
        }
        return try? store.count()
    }

    /// The newest backup that reads as an ike database and passes SQLite's quick check, other than `excluded`.
    public func newestHealthy(excluding excluded: String? = nil) -> Backup? {
        backups().first { backup in
            guard backup.path != excluded,
                let store = try? TaskStore.openReadOnly(at: backup.path, environment: .live, busyTimeout: 0)
            else { return false }
            return (try? store.passesQuickCheck()) == true
        }
    }

    private static func modificationTime(_ path: String) -> Double {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
