import Foundation

/// Starts child processes for tests with `posix_spawn`, never `Foundation.Process`.
///
/// Why not `Process` (Docs/TerminalNotes.md G17): swift-corelibs-foundation leaves its exit-detection
/// socket open in the child, and a child that forks a daemon (tmux) keeps it open forever, so
/// `waitUntilExit()` hangs. Why the explicit signal attributes (G16): Swift Testing's worker threads block
/// almost every signal and spawned children inherit that mask, so a TUI would never see SIGWINCH. Every
/// child therefore starts with an empty signal mask, default dispositions for all signals, its own process
/// group, stdin from a file, stdout and stderr to files, no inherited descriptors above 2, and exactly the
/// environment given.
public enum ProcessRunner {
    /// PATH and HOME from the test process plus `LANG=C.UTF-8`: the minimum a child needs to behave.
    public static var baseEnvironment: [String: String] {
        let current = ProcessInfo.processInfo.environment
        return [
            "PATH": current["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultSearchPath,
            "LANG": "C.UTF-8",
            "HOME": current["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/",
            // No child reads the person's settings file: a folder that does not exist means the defaults.
            "XDG_CONFIG_HOME": "/nonexistent/ike-test-config",
        ]
    }

    /// Used when neither the child's environment nor the test process has a PATH.
    public static let defaultSearchPath = "/usr/local/bin:/usr/bin:/bin"

    /// Runs a command to completion and returns its exit code and output.
    ///
    /// `executable` is a path, or a name looked up on the `PATH` of `environment`. The child sees exactly
    /// `environment`. Past `timeout` seconds the child's process group gets SIGKILL and
    /// `ProcessError.timedOut` is thrown with the output written so far.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        stdin: StdinSource = .devNull, timeout: Double = 20, workingDirectory: String? = nil
    ) throws -> ProcessResult {
        let files = try TempDirectory(prefix: "ike-run")
        defer { files.remove() }
        let stdoutPath = files.path("stdout")
        let stderrPath = files.path("stderr")
        let start = monotonicNow()
        let pid = try spawn(
            executable, arguments, environment: environment, stdinPath: try stdinFile(for: stdin, in: files),
            stdoutPath: stdoutPath, stderrPath: stderrPath, workingDirectory: workingDirectory)
        guard let exitCode = try waitForExit(pid, timeout: timeout) else {
            _ = killGroup(pid, signal: SIGKILL)
            _ = reap(pid)
            throw ProcessError.timedOut(
                command: describe(executable, arguments), seconds: timeout,
                stdout: readText(stdoutPath), stderr: readText(stderrPath))
        }
        return ProcessResult(
            exitCode: exitCode, stdout: readText(stdoutPath), stderr: readText(stderrPath),
            duration: monotonicNow() - start)
    }

    /// Starts a command that keeps running while the test continues (e.g. one holding a database lock).
    ///
    /// Output goes to the given files, or is discarded. The caller must end it with `terminate(_:)` or
    /// collect it with `waitForExit(_:timeout:)`, otherwise it lingers as a zombie until the tests exit.
    public static func spawnBackground(
        _ executable: String, _ arguments: [String], environment: [String: String],
        stdin: StdinSource = .devNull, stdoutPath: String? = nil, stderrPath: String? = nil,
        workingDirectory: String? = nil
    ) throws -> pid_t {
        let files = try TempDirectory(prefix: "ike-bg")
        // The child has opened its stdin file by the time posix_spawn returns, so this is safe.
        defer { files.remove() }
        return try spawn(
            executable, arguments, environment: environment, stdinPath: try stdinFile(for: stdin, in: files),
            stdoutPath: stdoutPath ?? "/dev/null", stderrPath: stderrPath ?? "/dev/null",
            workingDirectory: workingDirectory)
    }

    /// Sends `signal` to a background child's process group, waits up to `grace` seconds, then uses
    /// SIGKILL; returns the exit code (128 + signal when killed). Call it at most once per child.
    @discardableResult
    public static func terminate(_ pid: pid_t, signal: Int32 = SIGTERM, grace: Double = 5) -> Int32 {
        _ = killGroup(pid, signal: signal)
        if let code = try? waitForExit(pid, timeout: grace) { return code }
        _ = killGroup(pid, signal: SIGKILL)
        return reap(pid)
    }

    /// Waits up to `timeout` seconds for a child to exit and reaps it; nil if it is still running.
    ///
    /// Once this has returned an exit code the pid is free for reuse, so never `terminate` it afterwards.
    /// Polls with `WNOHANG` (backing off from 0.5 to 10 ms) because a blocking `waitpid` cannot time out.
    public static func waitForExit(_ pid: pid_t, timeout: Double) throws -> Int32? {
        let deadline = monotonicNow() + timeout
        var delay: UInt32 = 500
        while true {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return exitCode(fromWaitStatus: status) }
            if reaped == -1 {
                let code = errno
                if code == EINTR { continue }
                throw ProcessError.waitFailed(pid: pid, code: code)
            }
            if monotonicNow() >= deadline { return nil }
            usleep(delay)
            delay = min(delay * 2, 10_000)
        }
    }

    /// Polls until `pid` no longer exists or is a zombie (PID 1 in a container may never reap it); false
    /// if it still runs after `timeout` seconds.
    public static func waitUntilGone(_ pid: pid_t, timeout: Double) -> Bool {
        let deadline = monotonicNow() + timeout
        repeat {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
                return true
            }
            // The state letter follows the parenthesised command name.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
            usleep(20_000)
        } while monotonicNow() < deadline
        return false
    }

    /// Seconds on a monotonic clock, for durations and deadlines that must not jump with the wall clock.
    public static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }

    /// Quotes one argument for a POSIX shell: `'…'`, with embedded single quotes as `'\''`.
    public static func shellQuote(_ argument: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !argument.isEmpty && argument.allSatisfy({ safe.contains($0) }) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A command line as a shell would accept it, for error messages.
    public static func describe(_ executable: String, _ arguments: [String]) -> String {
        ([executable] + arguments).map(shellQuote).joined(separator: " ")
    }

    /// True for a regular file (following symlinks) that this process may execute.
    public static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }

    /// The executable's path: as given when it contains a slash, else the first match on `PATH`.
    public static func executablePath(_ executable: String, environment: [String: String]) throws -> String {
        if executable.contains("/") { return executable }
        let searchPath =
            environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? defaultSearchPath
        for directory in searchPath.split(separator: ":") {
            let candidate = "\(directory)/\(executable)"
            if isExecutableFile(candidate) { return candidate }
        }
        throw ProcessError.executableNotFound(name: executable, searchPath: searchPath)
    }

    // MARK: - Spawning

    /// `posix_spawn_file_actions_addchdir_np` / `addclosefrom_np` are glibc extensions that Swift's Glibc
    /// module does not declare (they need `_GNU_SOURCE`), so they are looked up at run time.
    private typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private typealias AddClosefrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Starts the child with the clean signal state, file descriptors and environment described above.
    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], stdinPath: String,
        stdoutPath: String, stderrPath: String, workingDirectory: String?
    ) throws -> pid_t {
        let path = try executablePath(executable, environment: environment)
        let command = describe(executable, arguments)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if stderrPath == stdoutPath {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        // After the opens, so a relative stdin path means the same file it means to the test.
        if let workingDirectory {
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else {
                throw ProcessError.io("workingDirectory needs glibc 2.29 or later (\(command))")
            }
            _ = unsafeBitCast(symbol, to: AddChdir.self)(&actions, workingDirectory)
        }
        // Without this a tmux server forked by the child would keep the test runner's descriptors open.
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: AddClosefrom.self)(&actions, 3)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        // Its own process group, so a timeout also kills whatever a shell child started.
        posix_spawnattr_setpgroup(&attributes, 0)
        let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] =
            environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard code == 0 else {
            let place = workingDirectory.map { " in \($0)" } ?? ""
            throw ProcessError.spawnFailed(command: command + place, code: code)
        }
        return pid
    }

    /// The file the child reads as stdin (for `.string`, written into `files` first).
    private static func stdinFile(for source: StdinSource, in files: TempDirectory) throws -> String {
        switch source {
        case .devNull:
            return "/dev/null"
        case .string(let text):
            return try files.write(text, to: "stdin")
        case .file(let path):
            return path
        }
    }

    // MARK: - Reaping

    /// Signals the child's whole process group, or just the child if the group is gone.
    private static func killGroup(_ pid: pid_t, signal: Int32) -> Int32 {
        kill(-pid, signal) == 0 ? 0 : kill(pid, signal)
    }

    /// Blocks until the child is reaped (retrying on EINTR); -1 if it cannot be.
    private static func reap(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while true {
            if waitpid(pid, &status, 0) == pid { return exitCode(fromWaitStatus: status) }
            if errno != EINTR { return -1 }
        }
    }

    /// WEXITSTATUS, or 128 + WTERMSIG (the C macros are not imported into Swift).
    private static func exitCode(fromWaitStatus status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// A captured output file as text; a missing file reads as empty.
    private static func readText(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
}
