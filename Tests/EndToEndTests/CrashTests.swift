import Foundation
import IkeTestSupport
import Testing

/// A crash of the running app: the terminal comes back as it was, no prompt waits for a key, the report is
/// in ike's state folder, and the process is gone by its signal within two seconds.
@Suite("Crash")
struct CrashTests {
    static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGQUIT]

    @Test(arguments: fatalSignals)
    func aFatalSignalEndsTheAppAtOnceAndRestoresTheTerminal(signal: Int32) throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        try cli.run("add", "Crash me")
        let before = cli.folder.path("stty-before")
        let after = cli.folder.path("stty-after")
        // A non-interactive shell, so nothing but ike itself puts the terminal modes back; no core file,
        // which is the system's business and could take longer than the report.
        let script = """
            ulimit -c 0; stty -g > "$2"; echo BEFORE-IKE; "$0" --db "$1"; echo "STATUS=$?"; stty -g > "$3"
            """
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.start(
            command: ["/bin/sh", "-c", script, try IkeBinary.path(), cli.database, before, after],
            environment: cli.environment, linger: 0)
        try tmux.waitForScreen(containing: "▸☐ Crash me")
        let ike = try #require(TerminalRestoreTests.child(of: try tmux.panePID()))
        #expect(kill(ike, signal) == 0)
        #expect(ProcessRunner.waitUntilGone(ike, timeout: 2), "still running 2 s after signal \(signal)")
        try tmux.waitForScreen(timeout: 3) { $0.contains("STATUS=") }
        _ = try tmux.waitForExit()
        // With the history: once the shell has exited, tmux scrolls the top line away for its own notice.
        let screen = try tmux.capture(includeHistory: true)
        // Killed by the signal itself, as a shell reports it, after one line on standard error.
        #expect(screen.contains("STATUS=\(128 + signal)"), "\(screen)")
        #expect(screen.contains("ike: crashed ("), "\(screen)")
        #expect(!screen.contains("Press space"), "\(screen)")
        // The main screen is back with what it showed before ike started.
        #expect(screen.contains("BEFORE-IKE") && !screen.contains("Crash me"), "\(screen)")
        let modes = try tmux.tmux([
            "display", "-p", "-t", TmuxSession.sessionName, "#{mouse_any_flag}#{alternate_on}",
        ])
        #expect(modes.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "00")
        let modesBefore = try String(contentsOfFile: before, encoding: .utf8)
        #expect(try String(contentsOfFile: after, encoding: .utf8) == modesBefore)
        let report = try Self.onlyReport(in: cli.folder.path("state/ike"))
        #expect(screen.replacingOccurrences(of: "\n", with: "").contains(report.path))
        #expect(report.text.hasPrefix("ike "), "\(report.text)")
        #expect(report.text.contains("(signal \(signal),"), "\(report.text)")
        #expect(report.text.contains("/proc/self/maps"))
    }

    /// The one report in `folder`, with its path and text.
    static func onlyReport(in folder: String) throws -> (path: String, text: String) {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let name = try #require(names.count == 1 ? names.first : nil, "reports: \(names)")
        #expect(name.hasPrefix("crash-") && name.hasSuffix(".txt"))
        let path = folder + "/" + name
        return (path, try String(contentsOfFile: path, encoding: .utf8))
    }
}
