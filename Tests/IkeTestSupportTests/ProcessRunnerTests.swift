import Foundation
import Glibc
import IkeTestSupport
import Testing

/// Proves the child-process runner works on this machine before any test relies on it (G numbers:
/// Docs/TerminalNotes.md).
@Suite("Process runner")
struct ProcessRunnerTests {
    private let environment = ProcessRunner.baseEnvironment

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
        let error = #expect(throws: ProcessError.self) {
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
        #expect(ProcessRunner.waitUntilGone(sleeper, timeout: 3))
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
        let error = #expect(throws: ProcessError.self) {
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
}
