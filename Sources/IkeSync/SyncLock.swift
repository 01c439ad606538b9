#if canImport(Glibc)
    import Glibc
#endif

/// One sync at a time per database: an advisory lock on `<database>.sync-lock`, held while the sync runs
/// and released by the kernel if the process dies, so a crashed sync never blocks the next one.
public final class SyncLock: Sendable {
    private let descriptor: Int32

    /// Why a sync cannot start.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case busy
        case unavailable(String)

        public var description: String {
            switch self {
            case .busy: "another ike sync is running on this database; try again when it has finished"
            case .unavailable(let reason): "cannot take the sync lock: \(reason)"
            }
        }
    }

    /// Takes the lock for the database at `databasePath`, or fails at once when another sync holds it.
    public init(databasePath: String) throws(Failure) {
        let path = databasePath + ".sync-lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unavailable("\(path): \(String(cString: strerror(errno)))") }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            throw code == EWOULDBLOCK ? .busy : .unavailable(String(cString: strerror(code)))
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
