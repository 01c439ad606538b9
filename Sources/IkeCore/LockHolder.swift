import Glibc

/// Which process holds a database's write lock, read from the POSIX locks SQLite takes, so a message
/// can name it ("another program holds the database (pid 4242)").
///
/// SQLite in WAL mode takes the writer's lock on byte 120 of the `-shm` file; in rollback mode the
/// RESERVED and PENDING bytes at 0x40000000 of the database file. `F_GETLK` reports a conflicting lock
/// of another process (never one of this process, whose own locks do not conflict with it).
public enum LockHolder {
    /// The pid of a process holding the write lock of the database at `path`, if one can be seen.
    public static func pid(ofDatabaseAt path: String) -> Int32? {
        if let pid = holder(path + "-shm", start: 120, length: 1) { return pid }
        return holder(path, start: 0x4000_0000, length: 2)
    }

    private static func holder(_ file: String, start: Int, length: Int) -> Int32? {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = off_t(start)
        lock.l_len = off_t(length)
        guard fcntl(descriptor, F_GETLK, &lock) == 0, lock.l_type != Int16(F_UNLCK), lock.l_pid > 0 else {
            return nil
        }
        return lock.l_pid
    }
}
