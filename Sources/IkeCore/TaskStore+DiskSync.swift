import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

extension TaskStore {
    /// Lets this store's commits return once they are in the write-ahead log (`synchronous = NORMAL`),
    /// before the disk has them, for a caller that makes each durable with `syncToDisk()` right after: the
    /// app, which draws a change and then waits for the disk (Docs/Decisions.md, 2026-11-29). ike killed in
    /// between keeps the change (the kernel holds the log's pages); only a power cut within that
    /// millisecond can lose it. No effect on a store in memory or one that cannot be written.
    public func returnCommitsBeforeTheDisk() throws {
        guard path != ":memory:", !isReadOnly else { return }
        try queue.inDatabase { try $0.execute(sql: "PRAGMA synchronous = NORMAL") }
        commitsWaitForDisk.store(false, ordering: .relaxed)
    }

    /// Waits until everything committed so far is on the disk, as `synchronous = FULL` does at each commit:
    /// an fdatasync of the write-ahead log (and, the first time, of its folder, whose entry for a new log a
    /// power cut could otherwise lose). It takes no connection, so reads go on meanwhile. Nothing to do
    /// while commits wait for the disk themselves.
    public func syncToDisk() throws {
        guard !commitsWaitForDisk.load(ordering: .relaxed) else { return }
        let log = Glibc.open(path + "-wal", O_RDONLY | O_CLOEXEC)
        // No log: every commit was checkpointed into the file and the log removed, which syncs both.
        if log < 0 && errno == ENOENT { return }
        guard log >= 0 else { throw DiskSyncError(path: path + "-wal", code: errno) }
        defer { close(log) }
        guard fdatasync(log) == 0 else { throw DiskSyncError(path: path + "-wal", code: errno) }
        if !folderSynced.load(ordering: .relaxed) {
            let name = (path as NSString).deletingLastPathComponent
            let folder = Glibc.open(name.isEmpty ? "." : name, O_RDONLY | O_CLOEXEC)
            if folder >= 0 {
                _ = fsync(folder)
                close(folder)
            }
            folderSynced.store(true, ordering: .relaxed)
        }
    }
}

/// The disk did not confirm a commit (`TaskStore.syncToDisk`).
public struct DiskSyncError: Error, CustomStringConvertible {
    /// The file that could not be synced.
    public let path: String
    /// The system's error number.
    public let code: Int32

    public var description: String {
        "the disk did not confirm the last change (\(path): \(String(cString: strerror(code))))"
    }
}
