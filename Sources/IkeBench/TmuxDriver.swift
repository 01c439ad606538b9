import Foundation

/// A private tmux server (its own `-L` socket, no configuration file) with one session, driven by
/// short-lived tmux clients, the way the end-to-end tests drive ike (Docs/TerminalNotes.md §7).
final class TmuxDriver {
    /// The session, and so the target of every command.
    static let target = "bench"

    private let socketName = "ike-bench-\(getpid())-\(String(UInt64.random(in: 1...UInt64.max), radix: 36))"
    private let socketPath: String
    private let environment: [String: String]
    /// Where each client's output goes, to read `display -p` answers and error messages.
    private let outputPath: String

    /// Chooses the socket; starts nothing yet. `directory` holds the clients' output file.
    init(directory: String) {
        let current = ProcessInfo.processInfo.environment
        var environment = [
            "PATH": current["PATH"] ?? "/usr/local/bin:/usr/bin:/bin", "HOME": current["HOME"] ?? "/",
            // The server hands its environment to the pane, and ike needs a UTF-8 locale.
            "LANG": "C.UTF-8",
        ]
        // tmux picks its socket directory from TMUX_TMPDIR, so every client must see the same value.
        let socketDirectory = current["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
        if let socketDirectory { environment["TMUX_TMPDIR"] = socketDirectory }
        self.environment = environment
        socketPath = "\(socketDirectory ?? "/tmp")/tmux-\(getuid())/\(socketName)"
        outputPath = directory + "/tmux-output.txt"
    }

    /// Whether a tmux binary is on PATH.
    static var isInstalled: Bool {
        spawnAndWait(["tmux", "-V"], environment: ProcessInfo.processInfo.environment) == 0
    }

    /// Starts the server with a `width`×`height` session whose pane runs a plain `/bin/sh`.
    ///
    /// No status line, so the pane is the whole window; `escape-time 10` so tmux does not hold keys back
    /// (G12).
    func start(width: Int, height: Int) throws {
        try run([
            "set-option", "-g", "status", "off", ";",
            "set-option", "-s", "escape-time", "10", ";",
            "new-session", "-d", "-s", Self.target, "-x", "\(width)", "-y", "\(height)",
            // Two words, so tmux execs the shell itself rather than through `sh -c`, and it is the pane's
            // process, the parent of whatever is typed into it.
            "/bin/sh", "-i",
        ])
    }

    /// Types `line` into the pane literally and presses Enter, in one client.
    func typeLine(_ line: String) throws {
        try run(["send-keys", "-t", Self.target, "-l", line, ";", "send-keys", "-t", Self.target, "Enter"])
    }

    /// Sends one key by its tmux name ("Down", "Space", "S-Down", "q").
    func sendKey(_ key: String) throws {
        try run(["send-keys", "-t", Self.target, key])
    }

    /// A format expanded for the pane, e.g. `#{pane_pid}`.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", Self.target, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts appending what the pane's program writes to the terminal to `path`, or stops with nil.
    func pipeOutput(to path: String?) throws {
        let command = path.map { ["exec cat >> " + PaneSession.quoted($0)] } ?? []
        try run(["pipe-pane", "-o", "-t", Self.target] + command)
    }

    /// Stops the server (the pane's program gets SIGHUP) and deletes the socket and output files.
    func kill() {
        spawnAndWait(["tmux", "-L", socketName, "kill-server"], environment: environment)
        unlink(socketPath)
        unlink(outputPath)
    }

    /// Runs one tmux client command and returns its output; throws if tmux reports failure.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let argv = ["tmux", "-u", "-L", socketName, "-f", "/dev/null"] + arguments
        let status = spawnAndWait(argv, environment: environment, outputPath: outputPath)
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw BenchError("`\(argv.joined(separator: " "))` failed with status \(status): \(output)")
        }
        return output
    }
}
