import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes sure ike starts with enough free file descriptors, so running out is a message, never a crash.
///
/// SQLite needs three per open database (the file, its WAL and shared memory), opening looks first through a
/// second connection, libdispatch needs an epoll and an eventfd the first time GRDB uses a queue (and
/// traps, SIGILL, when it cannot get them: `ulimit -n 6; ike add x` crashed), a backup or an import one or
/// two more. A soft limit below the hard one is raised first, as many runtimes do at start.
enum DescriptorCheck {
    /// Free descriptors ike asks for: `ike add` and the app worked with 6 free (a limit of 10, 4 already open
    /// at start), an import with a backup needs a few more.
    static let needed = 16

    /// Raises the soft limit when allowed, then fails with a message when `needed` are not free.
    static func ensureEnoughFree() throws {
        var limit = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
            && limit.rlim_cur < limit.rlim_max && limit.rlim_cur < 1024
        {
            var raised = limit
            raised.rlim_cur = min(limit.rlim_max, 1024)
            if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        // Counting what is open would itself need a descriptor (/proc/self/fd); taking them and giving them
        // back is exact and costs microseconds.
        var taken: [Int32] = []
        defer { taken.forEach { close($0) } }
        while taken.count < needed {
            let fd = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0)
            let descriptor = fd >= 0 || errno != EBADF ? fd : open("/dev/null", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let reason = errno == EMFILE ? "" : " (\(String(cString: strerror(errno))))"
                throw CLIError(
                    description:
                        "too few file descriptors\(reason): ike needs \(needed) free and \(taken.count) are "
                        + "under the limit of \(limit.rlim_cur) (ulimit -n); nothing was done. Raise the limit, "
                        + "e.g. ulimit -n 1024")
            }
            taken.append(descriptor)
        }
    }
}
