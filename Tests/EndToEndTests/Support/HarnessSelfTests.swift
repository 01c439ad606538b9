import Foundation
import Glibc
import Testing

/// Proves the end-to-end harness works on this machine before any test relies on it; needs no `ike`.
/// G numbers refer to Docs/TerminalNotes.md.
@Suite("End-to-end harness")
struct HarnessSelfTests {
    private let environment = ProcessRunner.baseEnvironment

    // MARK: - ProcessRunner

    @Test("run keeps stdout, stderr and the exit code apart")
    func runSeparatesOutputs() throws {
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], environment: environment)
        #expect(result.exitCode == 3)
        #expect(result.stdout == "out\n")
        #expect(result.stderr == "err\n")
        #expect(result.duration > 0 && result.duration < 10)
    }

    @Test("a child ended by a signal reports 128 + the signal number")
    func signalExitCode() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "kill -TERM $$"], environment: environment)
        #expect(result.exitCode == 128 + SIGTERM)
    }

    @Test("the timeout kills the child and its process group within a few seconds")
    func timeoutKillsProcessGroup() throws {
        let start = ProcessRunner.monotonicNow()
        // The shell cannot exec `sleep` (it waits for it), so only a group kill reaches the sleep.
        let error = #expect(throws: HarnessError.self) {
            try ProcessRunner.run(
                "/bin/sh", ["-c", "sleep 30 & echo $!; wait"], environment: environment, timeout: 1)
        }
        #expect(ProcessRunner.monotonicNow() - start < 5)
        guard case .timedOut(let command, let seconds, let stdout, _)? = error else {
            Issue.record("expected timedOut, got \(String(describing: error))")
            return
        }
        #expect(seconds == 1)
        #expect(command.hasPrefix("/bin/sh -c "))
        let sleeper = try #require(pid_t(stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Self.waitUntilGone(sleeper, timeout: 3))
    }

    @Test("stdin can come from a string or a file, and /dev/null by default")
    func stdinSources() throws {
        let text = "first line\n할 일 ☐ 🎉\n"
        let fromString = try ProcessRunner.run("/bin/cat", [], environment: environment, stdin: .string(text))
        #expect(fromString.stdout == text)

        let dir = try TempDirectory()
        defer { dir.remove() }
        let file = try dir.write("from a file\n", to: "input.txt")
        let fromFile = try ProcessRunner.run("/bin/cat", [], environment: environment, stdin: .file(file))
        #expect(fromFile.stdout == "from a file\n")

        let fromNull = try ProcessRunner.run("/bin/cat", [], environment: environment)
        #expect(fromNull.stdout == "" && fromNull.exitCode == 0)
    }

    @Test("the child sees exactly the environment given, in the working directory given")
    func exactEnvironmentAndDirectory() throws {
        let env = try ProcessRunner.run(
            "/usr/bin/env", [], environment: ["ONE": "1", "TWO": "two words 'quoted'"])
        #expect(env.stdout.split(separator: "\n").sorted() == ["ONE=1", "TWO=two words 'quoted'"])

        let dir = try TempDirectory()
        defer { dir.remove() }
        let pwd = try ProcessRunner.run(
            "/bin/pwd", ["-P"], environment: environment, workingDirectory: dir.path)
        let real = try #require(realpath(dir.path, nil))
        defer { free(real) }
        #expect(pwd.stdout == String(cString: real) + "\n")
    }

    @Test("children start with no blocked and no ignored signals (G16)")
    func cleanSignalState() throws {
        // grep reads its own /proc entry, so this is the state the child really started with.
        let result = try ProcessRunner.run(
            "/bin/grep", ["-E", "^Sig(Blk|Ign):", "/proc/self/status"], environment: environment)
        var masks: [String: UInt64] = [:]
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            masks[String(fields[0])] = UInt64(fields.last ?? "", radix: 16)
        }
        #expect(masks["SigBlk:"] == 0)
        // posix_spawn in glibc leaves its two internal signals (32 and 33) ignored; 1-31 must be default.
        #expect(masks["SigIgn:"].map { $0 & 0x7fff_ffff } == 0)
    }

    @Test("a missing executable is a clear error, not a crash")
    func missingExecutable() {
        let error = #expect(throws: HarnessError.self) {
            try ProcessRunner.run("ike-no-such-tool", [], environment: ["PATH": "/nonexistent"])
        }
        #expect(error?.description == "executable 'ike-no-such-tool' not found on PATH=/nonexistent")
    }

    @Test("arguments survive shell quoting unchanged")
    func shellQuoting() throws {
        let arguments = ["plain", "two words", "it's", "$HOME", "`x`", "", "한글 ☐", "a\\b", "semi;colon"]
        let script = "printf '[%s]\\n' " + arguments.map(ProcessRunner.shellQuote).joined(separator: " ")
        let result = try ProcessRunner.run("/bin/sh", ["-c", script], environment: environment)
        #expect(result.stdout == arguments.map { "[\($0)]\n" }.joined())
    }

    @Test("a background child keeps running until terminated, and writes where it was told")
    func backgroundProcess() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let log = dir.path("out.log")
        let pid = try ProcessRunner.spawnBackground(
            "/bin/sh", ["-c", "echo started; exec sleep 30"], environment: environment, stdoutPath: log)
        let deadline = ProcessRunner.monotonicNow() + 5
        while (try? String(contentsOfFile: log, encoding: .utf8)) != "started\n"
            && ProcessRunner.monotonicNow() < deadline
        {
            usleep(10_000)
        }
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "started\n")
        #expect(try ProcessRunner.waitForExit(pid, timeout: 0.2) == nil)
        let start = ProcessRunner.monotonicNow()
        #expect(ProcessRunner.terminate(pid) == 128 + SIGTERM)
        #expect(ProcessRunner.monotonicNow() - start < 3)
    }

    // MARK: - TempDirectory and IkeBinary

    @Test("a temp directory is private, writable and removed completely")
    func tempDirectory() throws {
        let dir = try TempDirectory(prefix: "ike-selftest")
        var info = stat()
        #expect(stat(dir.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(dir.path.hasPrefix(TempDirectory.systemTemporaryPath + "/ike-selftest-"))
        try FileManager.default.createDirectory(atPath: dir.path("a/b"), withIntermediateDirectories: true)
        try dir.write("x", to: "a/b/c.txt")
        #expect(try String(contentsOfFile: dir.path("a/b/c.txt"), encoding: .utf8) == "x")
        dir.remove()
        #expect(!FileManager.default.fileExists(atPath: dir.path))
    }

    @Test("IkeBinary finds the binary next to the test bundle and stops at .build")
    func locatesBinary() throws {
        let root = try TempDirectory()
        defer { root.remove() }
        let linux = root.path(".build/x86_64-unknown-linux-gnu/debug")
        let darwinBundle = root.path(".build/debug/ikePackageTests.xctest/Contents/MacOS")
        for folder in [linux + "/ike.build", darwinBundle] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Self.makeExecutable(root.path("ike"))  // above .build: must never be picked
        try Self.makeExecutable(root.path(".build/ike"))
        let linuxTests = linux + "/ikePackageTests.xctest"
        let darwinTests = darwinBundle + "/ikePackageTests"

        let missing = #expect(throws: HarnessError.self) {
            try IkeBinary.locate(environment: [:], testExecutables: [linuxTests])
        }
        #expect(missing?.description.contains(linux + "/ike\n") == true)
        #expect(missing?.description.contains("swift build --product ike") == true)

        try Self.makeExecutable(linux + "/ike")
        #expect(try IkeBinary.locate(environment: [:], testExecutables: [linuxTests]) == linux + "/ike")

        try Self.makeExecutable(root.path(".build/debug/ike"))
        let found = try IkeBinary.locate(environment: [:], testExecutables: [darwinTests])
        #expect(found == root.path(".build/debug/ike"))

        // Outside a .build tree only the bundle's own folder counts, never its parents.
        let elsewhere = root.path("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        #expect(throws: HarnessError.self) {
            try IkeBinary.locate(environment: [:], testExecutables: [elsewhere + "/tests"])
        }

        let override = try IkeBinary.locate(
            environment: ["IKE_BINARY": root.path("ike")], testExecutables: [])
        #expect(override == root.path("ike"))
        #expect(throws: HarnessError.self) {
            try IkeBinary.locate(environment: ["IKE_BINARY": linux + "/ike.build"], testExecutables: [])
        }
    }

    // MARK: - TmuxSession

    @Test("tmux shows Korean output and passes literal input to the program")
    func tmuxRoundTrip() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        try session.start(
            command: ["/bin/sh", "-c", "printf \"할 일 ☐ ready\\n\"; read x; echo \"got:$x\"; sleep 5"],
            width: 60, height: 10)
        let ready = try session.waitForScreen(containing: "할 일 ☐ ready")
        #expect(ready.split(separator: "\n").first == "할 일 ☐ ready")
        try session.sendLiteral("abc")
        try session.sendKeys("Enter")
        let screen = try session.waitForScreen(containing: "got:abc")
        #expect(Array(screen.split(separator: "\n").prefix(3)) == ["할 일 ☐ ready", "abc", "got:abc"])
        #expect(session.isRunning)
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == 128 + SIGINT)
        #expect(!session.isRunning)
    }

    @Test("literal text with tmux metacharacters and Korean arrives unchanged")
    func literalMetacharacters() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        let script = "echo ready; read -r x; read -r y; read -r z; echo \"got:[$x][$y][$z]\"; sleep 5"
        try session.start(command: ["/bin/sh", "-c", script])
        try session.waitForScreen(containing: "ready")
        // tmux treats arguments ending in ";" as command separators; all three must arrive as typed.
        for text in ["-l Enter ;x; 우유;", "a\\;", ";"] {
            try session.sendLiteral(text)
            try session.sendKeys("Enter")
        }
        try session.waitForScreen(containing: "got:[-l Enter ;x; 우유;][a\\;][;]")
    }

    @Test("the pane has the requested size, TERM and exactly the given environment")
    func paneEnvironment() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        var env = environment
        env["IKE_X"] = "a b'c"
        try session.start(
            command: [
                "/bin/sh", "-c", "echo \"size=$(stty size) T=$TERM L=$LANG X=$IKE_X M=${TMUX:-none}\"",
            ],
            width: 77, height: 13, environment: env, term: "screen")
        #expect(try session.waitForExit() == 0)
        // A dead pane scrolls up one line for tmux's "Pane is dead" message, so read the history too.
        let lines = try session.capture(includeHistory: true).split(separator: "\n")
        #expect(lines.first == "size=13 77 T=screen L=C.UTF-8 X=a b'c M=none")
        #expect(lines.last?.hasPrefix("Pane is dead (status 0") == true)
    }

    @Test("waitForExit reports the exit status, and a timeout reports the last screen")
    func exitStatusAndScreenTimeout() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        try session.start(command: ["/bin/sh", "-c", "echo visible; read x; exit 7"])
        try session.waitForScreen(containing: "visible")
        // Called outside #expect: inside a macro's closure #line is the macro's line, not the call's.
        let callLine = #line + 2
        do {
            try session.waitForScreen(timeout: 0.1) { $0.contains("never shown") }
            Issue.record("waitForScreen returned for a predicate that cannot match")
        } catch HarnessError.screenTimeout(let seconds, let location, let lastScreen) {
            #expect(seconds == 0.1)
            #expect(location == "\(#fileID):\(callLine)")
            #expect(lastScreen.hasPrefix("visible\n"))
        }
        #expect(session.isRunning)
        try session.sendKeys("Enter")
        #expect(try session.waitForExit() == 7)
        #expect(!session.isRunning)
    }

    @Test("resizing delivers SIGWINCH to the program with the new size (G16)")
    func resizeDeliversSIGWINCH() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        let script = "trap 'echo WINCH $(stty size)' WINCH; echo ready; while :; do sleep 0.05; done"
        try session.start(command: ["/bin/sh", "-c", script], width: 80, height: 24)
        try session.waitForScreen(containing: "ready")
        try session.resize(width: 60, height: 20)
        try session.waitForScreen(containing: "WINCH 20 60")
    }

    @Test("a signal sent to the program reaches it, and its last words survive its exit")
    func signalToProgram() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        let script = "trap 'echo bye from $$; exit 9' TERM; echo up $$; while :; do sleep 0.05; done"
        try session.start(command: ["/bin/sh", "-c", script])
        try session.waitForScreen(containing: "up ")
        let program = try session.programPID()
        #expect(program != (try session.panePID()))
        #expect(try session.capture().hasPrefix("up \(program)\n"))
        #expect(Glibc.kill(program, SIGTERM) == 0)
        #expect(try session.waitForExit() == 9)
        #expect(try session.capture(includeHistory: true).contains("bye from \(program)\n"))
    }

    @Test("with linger 0 the program is the pane's own process")
    func noLinger() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        try session.start(command: ["/bin/sh", "-c", "echo pid $$; sleep 5"], linger: 0)
        let screen = try session.waitForScreen(containing: "pid ")
        let program = try session.programPID()
        #expect(program == (try session.panePID()))
        #expect(screen.hasPrefix("pid \(program)\n"))
        #expect(Glibc.kill(program, SIGKILL) == 0)
        #expect(try session.waitForExit() == 128 + SIGKILL)
    }

    @Test("kill stops the program and leaves no server socket behind")
    func killCleansUp() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        try session.start(command: ["/bin/sh", "-c", "echo up; sleep 30"])
        try session.waitForScreen(containing: "up")
        let pane = try session.panePID()
        let program = try session.programPID()
        #expect(FileManager.default.fileExists(atPath: session.socketPath))
        session.kill()
        #expect(!FileManager.default.fileExists(atPath: session.socketPath))
        #expect(!session.isRunning)
        #expect(Self.waitUntilGone(program, timeout: 3))
        #expect(Self.waitUntilGone(pane, timeout: 3))
    }

    // MARK: - Helpers

    /// Polls until `pid` no longer exists or is a zombie (PID 1 in a container may never reap it).
    private static func waitUntilGone(_ pid: pid_t, timeout: Double) -> Bool {
        let deadline = ProcessRunner.monotonicNow() + timeout
        repeat {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
                return true
            }
            // The state letter follows the parenthesised command name.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
            usleep(20_000)
        } while ProcessRunner.monotonicNow() < deadline
        return false
    }

    private static func makeExecutable(_ path: String) throws {
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
    }
}
