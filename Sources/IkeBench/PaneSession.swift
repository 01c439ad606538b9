import Foundation

/// Starts ike (or another program) from the pane's shell and follows it through its trace file.
///
/// The command line is typed into the `/bin/sh` that the pane keeps running, which forks and execs it.
/// Measured against `respawn-pane` (tmux execs the program from its own fork, no shell, but makes a new
/// pty and resets the pane), typing was about 2 ms faster to the first stamp, and the shell takes the
/// terminal back when ike quits, ready for the next run.
struct PaneSession {
    let tmux: TmuxDriver
    let ike: String
    let tracePath: String
    /// The pane's shell, whose only child is the program while it runs.
    let shell: pid_t

    /// A program started in the pane: its first frame and its trace.
    struct Started {
        /// Seconds from just before the tmux client was spawned to the program's `frame first` stamp.
        let firstFrame: Double
        let trace: TraceReader
    }

    /// Follows the shell in `tmux`'s pane.
    init(tmux: TmuxDriver, ike: String, tracePath: String) throws {
        self.tmux = tmux
        self.ike = ike
        self.tracePath = tracePath
        let text = try tmux.display("#{pane_pid}")
        guard let shell = pid_t(text) else { throw BenchError("tmux reported no pane pid: '\(text)'") }
        self.shell = shell
    }

    /// Opens ike's list screen on `database`, tracing to `tracePath`.
    func launch(database: String) throws -> Started {
        try launch([ike, "--db", database], variables: ["IKE_TRACE": tracePath])
    }

    /// Types `argv` (after `variables`) into the shell and waits for its `frame first` line.
    func launch(_ argv: [String], variables: [String: String] = [:]) throws -> Started {
        let trace = TraceReader(path: tracePath)
        let words = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        let line = (words + argv.map(Self.quoted)).joined(separator: " ")
        let start = realtimeNanoseconds()
        try tmux.typeLine(line)
        let first = try trace.next("frame first")
        return Started(firstFrame: Double(first.nanoseconds - start) / 1e9, trace: trace)
    }

    /// Sends the tmux key `key` and waits for ike's frame for it (`name` is how ike's trace names it).
    ///
    /// In-app latency runs from ike reading the key to the frame being written to the terminal; end to end
    /// starts just before the tmux client is spawned, so it also counts the client and the pty.
    func press(
        _ key: String, named name: String, in started: Started
    ) throws -> (inApp: Double, endToEnd: Double) {
        let start = realtimeNanoseconds()
        try tmux.sendKey(key)
        let arrived = try started.trace.next("key \(name)")
        let presented = try started.trace.next("frame \(name)")
        return (
            Double(presented.nanoseconds - arrived.nanoseconds) / 1e9,
            Double(presented.nanoseconds - start) / 1e9
        )
    }

    /// Quits ike with q and waits until it has exited, so the next start finds the database closed.
    func quit() throws {
        try tmux.sendKey("q")
        try waitForShell()
    }

    /// Waits until the shell has no child left, i.e. the program has exited and been reaped.
    func waitForShell(timeout: Double = 5) throws {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        while program() != nil {
            guard DispatchTime.now().uptimeNanoseconds < deadline else {
                throw BenchError("the program in the pane still runs \(timeout) s after it was told to quit")
            }
            usleep(1_000)
        }
    }

    /// The program the shell is running, if any.
    func program() -> pid_t? {
        let path = "/proc/\(shell)/task/\(shell)/children"
        let children = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { pid_t($0) }
    }

    /// The peak resident set size (VmHWM) of the running program, in kB.
    func peakMemoryKilobytes() throws -> Int {
        guard let pid = program() else { throw BenchError("no program runs in the pane") }
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { throw BenchError("no VmHWM in /proc/\(pid)/status") }
        return kilobytes
    }

    /// One shell word: `'…'`, with embedded single quotes as `'\''`.
    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
