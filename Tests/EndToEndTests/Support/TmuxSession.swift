import Foundation
import Glibc
import IkeTestSupport
import Synchronization

/// A private tmux server with one detached session whose pane runs the program under test.
///
/// Each instance has its own server (`-L ike-test-<pid>-<random>`, `-f /dev/null`), so tests can run in
/// parallel and can never touch a person's tmux sessions or configuration. Every tmux call goes through
/// `ProcessRunner` (posix_spawn with a clean signal mask), see Docs/TerminalNotes.md G16 and G17.
///
/// Call `kill()` in a `defer` right after creating it; `deinit` also kills the server, but only as a
/// safety net, because `remain-on-exit` keeps an unkilled server alive forever.
final class TmuxSession: Sendable {
    /// The session (and target) name inside the private server.
    static let sessionName = "e2e"

    /// `$0` of the lingering wrapper shell, so it is recognisable in `ps`.
    static let wrapperName = "ike-test-pane"

    /// The `-L` socket name, unique per instance.
    let socketName: String
    /// Where the server's socket lives: `${TMUX_TMPDIR:-/tmp}/tmux-<uid>/<socketName>`.
    let socketPath: String
    private let tmuxPath: String
    private let tmuxEnvironment: [String: String]
    /// Whether `start` put the lingering wrapper shell between tmux and the program.
    private let wrapped = Mutex(false)

    /// Picks a unique socket name and checks that tmux is installed; starts nothing yet.
    init() throws {
        var environment = ProcessRunner.baseEnvironment
        let socketDirectory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap {
            $0.isEmpty ? nil : $0
        }
        // tmux picks its socket directory from TMUX_TMPDIR, so the client must see the same value.
        if let socketDirectory { environment["TMUX_TMPDIR"] = socketDirectory }
        do {
            tmuxPath = try ProcessRunner.executablePath("tmux", environment: environment)
        } catch {
            throw HarnessError.io("tmux is needed for the end-to-end tests (apt-get install tmux): \(error)")
        }
        tmuxEnvironment = environment
        socketName = "ike-test-\(getpid())-\(String(UInt64.random(in: 1...UInt64.max), radix: 36))"
        socketPath = "\(socketDirectory ?? "/tmp")/tmux-\(getuid())/\(socketName)"
    }

    deinit {
        kill()
    }

    /// Starts the server and a `width`×`height` session running `command` (argv, not a shell string).
    ///
    /// The program sees exactly `environment` plus `TERM=term` (nil leaves TERM out), so pass
    /// `ProcessRunner.baseEnvironment` merged with test variables; leave LANG out to test a C locale.
    /// The status line is off (the pane is the whole window), `escape-time` is 10 ms so Escape is not
    /// delayed by 500 ms, and `remain-on-exit` keeps the pane so `waitForExit` can read the exit status.
    ///
    /// With `linger` > 0 the program runs under a small `/bin/sh` that waits that long after the program
    /// exits before exiting with the program's status. Without it, tmux can lose what the program wrote
    /// just before exiting (its last message, the terminal restore): tmux checks for unread pty data
    /// when it reaps the pane's process, and under load the kernel may not have delivered it yet (seen
    /// in about 1 of 100 exits on 2 busy cores). The wrapper catches INT, QUIT, TERM and TSTP so that
    /// signals meant for the whole foreground group leave it waiting (caught signals are reset in the
    /// program, so it still starts with default dispositions). It does not catch HUP: when the server
    /// dies the kernel hangs up only the session leader, and the wrapper's exit is what passes SIGHUP on
    /// to the program. `linger: 0` makes the program the pane's process itself.
    func start(
        command: [String], width: Int = 80, height: Int = 24,
        environment: [String: String] = ProcessRunner.baseEnvironment, term: String? = "tmux-256color",
        workingDirectory: String? = nil, linger: Double = 0.1
    ) throws {
        var variables = environment
        if let term { variables["TERM"] = term }
        // `env -i` because the pane would otherwise also inherit the server's environment and TMUX.
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var argv = ["/usr/bin/env", "-i"] + assignments + command
        if linger > 0 {
            let script = "trap : INT QUIT TERM TSTP; \"$@\"; status=$?; sleep \(linger); exit $status"
            argv = ["/bin/sh", "-c", script, Self.wrapperName] + argv
        }
        wrapped.withLock { $0 = linger > 0 }
        let shellCommand = "exec " + argv.map(ProcessRunner.shellQuote).joined(separator: " ")
        let directory = workingDirectory.map { ["-c", $0] } ?? []
        // One client invocation, so the options are in place before the command can run or exit.
        let setup = [
            "set-option", "-g", "default-shell", "/bin/sh", ";",
            "set-option", "-g", "status", "off", ";",
            "set-option", "-g", "remain-on-exit", "on", ";",
            "set-option", "-s", "escape-time", "10", ";",
            "new-session", "-d", "-s", Self.sessionName, "-x", "\(width)", "-y", "\(height)",
        ]
        try tmux(setup + directory + [shellCommand])
    }

    /// Sends tmux key names, e.g. "Down", "S-Up", "C-c", "Space", "Enter", "Escape", "DC", "BSpace".
    func sendKeys(_ keys: String...) throws {
        try sendKeys(keys)
    }

    /// Sends tmux key names given as an array.
    func sendKeys(_ keys: [String]) throws {
        try tmux(["send-keys", "-t", Self.sessionName] + keys.map(Self.escapingSeparator))
    }

    /// Types `text` literally (UTF-8, so Korean arrives as whole characters), without key-name lookup.
    func sendLiteral(_ text: String) throws {
        try tmux(["send-keys", "-t", Self.sessionName, "-l", "--", Self.escapingSeparator(text)])
    }

    /// The visible pane as text, one line per row with trailing blanks trimmed by tmux.
    ///
    /// `escapes` keeps colours and attributes as SGR sequences (`capture-pane -e`). `includeHistory`
    /// prepends the scrollback: needed after the program exited, because tmux then scrolls the screen up
    /// one line to print "Pane is dead (status N, …)" on the last row, so the top row leaves the screen.
    func capture(escapes: Bool = false, includeHistory: Bool = false) throws -> String {
        var flags = ["-p"]
        if escapes { flags.append("-e") }
        if includeHistory { flags += ["-S", "-"] }
        return try tmux(["capture-pane"] + flags + ["-t", Self.sessionName]).stdout
    }

    /// Captures every 20 ms until `predicate` accepts the screen, and returns that screen once the
    /// frame has settled.
    ///
    /// tmux can be captured halfway through the program's writing of one frame (curses writes a frame
    /// top to bottom in several writes): the top rows new, the bottom rows and the status line still
    /// the last frame's. So an accepted screen is captured again, and returned only when two captures
    /// in a row agree; a screen that changes into one the predicate no longer accepts was a passing
    /// state, and the accepted capture is returned as it was.
    /// On timeout throws `HarnessError.screenTimeout` with the last screen and the caller's location.
    @discardableResult
    func waitForScreen(
        timeout: Double = 5, fileID: String = #fileID, line: Int = #line, _ predicate: (String) -> Bool
    ) throws -> String {
        let deadline = ProcessRunner.monotonicNow() + timeout
        while true {
            let screen = try capture()
            if predicate(screen) { return try settled(screen, until: deadline, predicate) }
            if ProcessRunner.monotonicNow() >= deadline {
                throw HarnessError.screenTimeout(
                    seconds: timeout, location: "\(fileID):\(line)", lastScreen: screen)
            }
            usleep(20_000)
        }
    }

    /// `accepted` once a second capture agrees with it; a later accepted capture while the frame is
    /// still being drawn.
    private func settled(
        _ accepted: String, until deadline: Double, _ predicate: (String) -> Bool
    ) throws
        -> String
    {
        var accepted = accepted
        while ProcessRunner.monotonicNow() < deadline {
            let again = try capture()
            if again == accepted || !predicate(again) { return accepted }
            accepted = again
        }
        return accepted
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitForScreen(
        containing text: String, timeout: Double = 5, fileID: String = #fileID, line: Int = #line
    ) throws -> String {
        try waitForScreen(timeout: timeout, fileID: fileID, line: line) { $0.contains(text) }
    }

    /// Resizes the window (and so the pane); the program gets SIGWINCH.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", Self.sessionName, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Whether the pane's program is still running; false also when the server is gone.
    var isRunning: Bool {
        (try? paneState())?.dead == false
    }

    /// The process id of the pane's own process: the lingering wrapper shell, or the program itself
    /// when started with `linger: 0`.
    func panePID() throws -> pid_t {
        let text = try tmux(["display-message", "-p", "-t", Self.sessionName, "#{pane_pid}"]).stdout
        guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw HarnessError.io("tmux reported no pane pid: '\(text)'")
        }
        return pid
    }

    /// The process id of the program under test, e.g. to send it SIGTERM, SIGHUP or SIGCONT.
    ///
    /// `env` execs the program, so the wrapper's only child is the program for as long as it runs.
    func programPID() throws -> pid_t {
        let pane = try panePID()
        guard wrapped.withLock({ $0 }) else { return pane }
        let childrenFile = "/proc/\(pane)/task/\(pane)/children"
        let children = (try? String(contentsOfFile: childrenFile, encoding: .utf8)) ?? ""
        guard let child = children.split(separator: " ").first.flatMap({ pid_t($0) }) else {
            throw HarnessError.io("the program under test is not running (pane process \(pane) has no child)")
        }
        return child
    }

    /// Waits for the pane's program to exit and returns its exit status (128 + signal if killed).
    @discardableResult
    func waitForExit(timeout: Double = 5) throws -> Int32 {
        let deadline = ProcessRunner.monotonicNow() + timeout
        while true {
            let state = try paneState()
            if state.dead { return state.exitCode }
            if ProcessRunner.monotonicNow() >= deadline {
                throw HarnessError.paneStillRunning(seconds: timeout, lastScreen: (try? capture()) ?? "")
            }
            usleep(20_000)
        }
    }

    /// Kills the server, deletes the socket file tmux leaves behind, and makes sure nothing the pane
    /// started survives. Safe to call more than once.
    ///
    /// Closing the pty sends SIGHUP, which ends most programs; whatever in the pane's process group is
    /// still running after half a second (a program that ignores SIGHUP) gets SIGKILL.
    func kill() {
        let state = try? tmux(["display-message", "-p", "-t", Self.sessionName, "#{pane_dead}|#{pane_pid}"])
        let fields = state?.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|")
        // A dead pane's pid may already belong to someone else: only a live pane's group is ours.
        let group = fields?.count == 2 && fields?[0] == "0" ? fields.flatMap { pid_t($0[1]) } : nil
        _ = try? ProcessRunner.run(
            tmuxPath, ["-L", socketName, "kill-server"], environment: tmuxEnvironment, timeout: 5)
        unlink(socketPath)
        guard let group, group > 1 else { return }
        let deadline = ProcessRunner.monotonicNow() + 0.5
        while Self.hasLiveMember(group: group) {
            guard ProcessRunner.monotonicNow() < deadline else {
                _ = Glibc.kill(-group, SIGKILL)
                return
            }
            usleep(10_000)
        }
    }

    /// Runs one tmux client command against this server and throws if tmux reports failure.
    @discardableResult
    func tmux(_ arguments: [String], timeout: Double = 10) throws -> ProcessResult {
        let full = ["-u", "-L", socketName, "-f", "/dev/null"] + arguments
        let result = try ProcessRunner.run(tmuxPath, full, environment: tmuxEnvironment, timeout: timeout)
        guard result.exitCode == 0 else {
            throw HarnessError.tmuxFailed(command: ProcessRunner.describe("tmux", full), result: result)
        }
        return result
    }

    // MARK: - Private

    /// Whether the pane's program has exited, and its exit code once tmux knows it.
    ///
    /// tmux marks the pane dead when the pty closes but learns the status only from SIGCHLD, so a dead
    /// pane without a status counts as running. Debian's tmux links libutempter, whose own SIGCHLD
    /// handler can swallow the signal when the program exits very early (tmux issue #311); the status
    /// would then never arrive, so the server gets a SIGCHLD of its own to make it reap the child.
    private func paneState() throws -> (dead: Bool, exitCode: Int32) {
        let format = "#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}|#{pid}"
        let text = try tmux(["display-message", "-p", "-t", Self.sessionName, format]).stdout
        let fields = text.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4 else { throw HarnessError.io("unexpected pane state from tmux: '\(text)'") }
        guard fields[0] == "1" else { return (false, 0) }
        if let signal = Int32(fields[2]), signal > 0 { return (true, 128 + signal) }
        if let status = Int32(fields[1]) { return (true, status) }
        if let server = pid_t(fields[3]), server > 0 { _ = Glibc.kill(server, SIGCHLD) }
        return (false, 0)
    }

    /// Whether any process in the group is still running. `kill(-group, 0)` cannot tell: it also counts
    /// zombies, and init may take its time reaping orphans (in this container it does).
    private static func hasLiveMember(group: pid_t) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
            return false
        }
        for entry in entries where entry.first?.isNumber == true {
            guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")")
            else { continue }
            // After the parenthesised name: state, ppid, pgrp, ...
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            if fields.count > 2 && fields[2] == "\(group)" && fields[0] != "Z" { return true }
        }
        return false
    }

    /// tmux splits its command line at arguments ending in `;`, and turns a trailing `\;` into a literal
    /// `;`, so only the last character needs escaping (text ending in `\;` becomes `\\;`, read back as `\;`).
    private static func escapingSeparator(_ argument: String) -> String {
        argument.hasSuffix(";") ? String(argument.dropLast()) + "\\;" : argument
    }
}
