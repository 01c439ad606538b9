#if canImport(Glibc)
    import Glibc
#endif

/// posix_spawn attributes for a child that starts with no blocked and no ignored signals, whatever the
/// parent had: test threads and the app block SIGWINCH and SIGCHLD, and a child inherits both, which
/// hangs tmux and shells (Docs/TerminalNotes.md). Shared by every place ike and its tools spawn.
package enum CleanSpawnAttributes {
    /// Runs `body` with attributes that empty the child's signal mask and reset every signal to its
    /// default, plus `flags` (a session or process group of its own) after `configure` set what they need.
    package static func with<T>(
        flags: Int32 = 0, configure: (inout posix_spawnattr_t) -> Void = { _ in },
        _ body: (inout posix_spawnattr_t) throws -> T
    ) rethrows -> T {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        configure(&attributes)
        posix_spawnattr_setflags(&attributes, Int16(flags | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return try body(&attributes)
    }
}
