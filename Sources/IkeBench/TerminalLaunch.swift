import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One start of a full-screen program on a fresh pty, timed from outside the program, so that ike and a
/// program that stamps nothing (tudu) are measured the same way.
///
/// The first frame is the last byte of the program's first burst of output: at least `minimumBytes`
/// written, then `quietMilliseconds` of silence (ncurses writes a frame in one go; neither program draws
/// until its data is loaded). The clock starts just before `posix_spawn`, so exec, loading and relocating
/// count, as they do for a person.
struct TerminalLaunch {
    /// What one start measured.
    struct Result {
        /// Seconds from just before the spawn to the last byte of the first frame.
        let firstFrame: Double
        /// VmHWM of the program once its first frame was written, in KiB.
        let peakKilobytes: Int
    }

    static let minimumBytes = 512
    static let quietMilliseconds: Int32 = 150

    /// Starts `argv` at `width`×`height`, waits for its first frame, reads its peak memory, then types
    /// `quit` and waits for it to exit.
    static func run(
        _ argv: [String], environment: [String: String], width: Int = 120, height: Int = 40,
        quit: String = "q"
    ) throws -> Result {
        let terminal = try PseudoTerminal(width: width, height: height)
        let start = realtimeNanoseconds()
        let pid = try spawnOnTerminal(argv, environment: variables(environment), terminal: terminal.slavePath)
        defer { finish(pid, terminal: terminal, quit: quit) }
        let lastByte = try burst(on: terminal, of: argv, minimumBytes: minimumBytes, quiet: quietMilliseconds)
        return Result(
            firstFrame: Double(lastByte - start) / 1e9, peakKilobytes: peakKilobytes(of: pid) ?? 0)
    }

    /// The environment a program is started with: `environment`, a TERM when it has none, UTF-8.
    static func variables(_ environment: [String: String]) -> [String: String] {
        var variables = environment
        variables["TERM"] = variables["TERM"] ?? "xterm-256color"
        variables["LANG"] = "C.UTF-8"
        return variables
    }

    /// Reads one burst of output from `terminal`: at least `minimumBytes`, then `quiet` milliseconds of
    /// silence; the time of its last byte (`realtimeNanoseconds`). Throws when `argv` exits first or writes
    /// nothing for 30 s.
    static func burst(
        on terminal: PseudoTerminal, of argv: [String], minimumBytes: Int, quiet: Int32
    ) throws -> Int64 {
        var written = 0
        var lastByte = realtimeNanoseconds()
        let deadline = lastByte + 30_000_000_000
        while true {
            let waiting = written >= minimumBytes ? quiet : 200
            guard let bytes = terminal.read(waiting: waiting) else {
                if written >= minimumBytes { return lastByte }
                guard realtimeNanoseconds() < deadline else {
                    throw BenchError("`\(argv.joined(separator: " "))` drew nothing in 30 s")
                }
                continue
            }
            guard !bytes.isEmpty else {
                throw BenchError("`\(argv.joined(separator: " "))` exited before drawing")
            }
            written += bytes.count
            lastByte = realtimeNanoseconds()
        }
    }

    /// Types `quit`, reads whatever the program still writes (so it never blocks on a full pty) and reaps
    /// it; a program still running after 30 s is killed.
    static func finish(_ pid: pid_t, terminal: PseudoTerminal, quit: String) {
        terminal.type(Array(quit.utf8))
        let deadline = realtimeNanoseconds() + 30_000_000_000
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if realtimeNanoseconds() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                return
            }
            _ = terminal.read(waiting: 20)
        }
    }

    /// VmHWM of a running process, in KiB.
    static func peakKilobytes(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// posix_spawn with the pty's slave side as stdin, stdout and stderr, an empty signal mask and default
    /// dispositions (as `spawnAndWait` does, for the same reasons).
    static func spawnOnTerminal(
        _ argv: [String], environment: [String: String], terminal: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        switch spawnWithCleanSignals(argv, environment: environment, actions: &actions) {
        case .success(let pid): return pid
        case .failure(let error):
            throw BenchError("cannot start \(argv[0]): \(String(cString: strerror(error.code)))")
        }
    }
}
