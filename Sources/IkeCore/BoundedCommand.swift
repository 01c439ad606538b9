#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program without a terminal and within a time limit, and reads what it prints: the settings'
/// `password_command` (through `sh -c`) and `ike notify`'s `notify-send`.
///
/// The app may run a command while ncurses owns the terminal: a command in ike's session could write a
/// prompt over the screen (pinentry-tty, `read -p`) and hang waiting for keys the app reads. So the
/// command starts in a session of its own (no controlling terminal: opening /dev/tty fails at once), with
/// standard input on /dev/null, default signal dispositions, and its whole process group killed when it
/// has not finished in time. posix_spawn, not Foundation's Process, which keeps the child in ike's
/// session (measured: a command writing to /dev/tty wrote over the app's list).
public enum BoundedCommand {
    /// How a run ended.
    public enum Outcome: Equatable, Sendable {
        /// The command exited with `status` after printing `output`.
        case exited(status: Int32, output: [UInt8])
        /// The command was still running after the time limit and was killed.
        case timedOut
        /// The command could not be started.
        case notStarted(String)
    }

    /// glibc's POSIX_SPAWN_SETSID (spawn.h, 2.26 and later), which Swift's Glibc module hides behind
    /// _GNU_SOURCE: the child calls setsid().
    static let setSessionFlag: Int32 = 0x80
    /// The most output kept: these commands print a line or two.
    static let outputLimit = 65536

    /// Runs the program at `path` with `arguments` (the first is its name) for at most `seconds`.
    /// Standard output is read; standard error too when `readsErrors`, else it goes to /dev/null.
    public static func run(
        _ path: String, _ arguments: [String], seconds: Double, readsErrors: Bool = false
    ) -> Outcome {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return .notStarted(String(cString: strerror(errno))) }
        let (reading, writing) = (pipeEnds[0], pipeEnds[1])
        // Close-on-exec, so no other command started meanwhile holds the pipe open (dup2 clears it on 1).
        _ = fcntl(reading, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writing, F_SETFD, FD_CLOEXEC)
        defer { close(reading) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writing, 1)
        if readsErrors {
            posix_spawn_file_actions_adddup2(&actions, writing, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var pid = pid_t()
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = Self.environment()
        defer { environment.forEach { free($0) } }
        let spawned = CleanSpawnAttributes.with(flags: Self.setSessionFlag) { attributes in
            posix_spawn(&pid, path, &actions, &attributes, argv, environment)
        }
        close(writing)
        guard spawned == 0 else { return .notStarted(String(cString: strerror(spawned))) }

        let deadline = Self.now() + seconds
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = deadline - Self.now()
            var poller = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
            let ready = left > 0 ? poll(&poller, 1, Int32(min(left, 1) * 1000) + 1) : 0
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                if left > 0 { continue }
                return Self.kill(pid)
            }
            let count = read(reading, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            if output.count < Self.outputLimit { output += chunk[..<count] }
        }
        // Output closed: the command is ending (or left a child behind, which the limit still covers).
        while true {
            var status: Int32 = 0
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid {
                let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                return .exited(status: code, output: output)
            }
            if waited < 0 && errno != EINTR { return .exited(status: -1, output: output) }
            if Self.now() >= deadline { return Self.kill(pid) }
            usleep(10_000)
        }
    }

    /// The first executable file named `name` in the colon-separated folders of `searchPath`, or `nil`.
    public static func find(_ name: String, searchPath: String) -> String? {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Kills the command's session (it leads its own process group) and reaps it.
    private static func kill(_ pid: pid_t) -> Outcome {
        Glibc.kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return .timedOut
    }

    /// ike's environment as C strings, for the command (`pass` needs HOME, GNUPGHOME, PATH; notify-send
    /// needs DBUS_SESSION_BUS_ADDRESS).
    private static func environment() -> [UnsafeMutablePointer<CChar>?] {
        var result: [UnsafeMutablePointer<CChar>?] = []
        var entry = environ
        while let pointer = entry.pointee {
            result.append(strdup(pointer))
            entry += 1
        }
        return result + [nil]
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
