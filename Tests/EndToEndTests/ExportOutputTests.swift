import Foundation
import IkeTestSupport
import Testing

/// `ike export` to a standard output that fails: a full disk is an error with a message, a reader that
/// goes away (`ike export | head -1`) ends ike quietly; neither may crash it.
@Suite("Export to a failing standard output")
struct ExportOutputTests {
    @Test func aFullDiskIsReportedWithStatusOne() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Call the bank")
        let stderr = ike.folder.path("stderr")
        let pid = try ProcessRunner.spawnBackground(
            try IkeBinary.path(), ["export", "--db", ike.database], environment: ike.environment,
            stdoutPath: "/dev/full", stderrPath: stderr)
        guard let code = try ProcessRunner.waitForExit(pid, timeout: 20) else {
            ProcessRunner.terminate(pid)
            Issue.record("ike export > /dev/full did not finish")
            return
        }
        #expect(code == 1)
        #expect(
            try String(contentsOfFile: stderr, encoding: .utf8)
                == "ike: cannot write to standard output: No space left on device\n")
    }

    /// Status 141 (128 + SIGPIPE) either way: the kernel ends ike with SIGPIPE when it is not ignored, and
    /// ike exits with the same status when it is (and write fails with EPIPE instead).
    @Test(arguments: [true, false])
    func aReaderThatStopsAfterOneLineEndsExportQuietly(ignoringSIGPIPE: Bool) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        // Far more than a pipe holds (64 KiB), so ike is still writing when head has gone.
        let lines = (1...3000).map { "Task number \($0) with a title long enough to fill the pipe +bulk" }
        let imported = try ike.run("import", "-", stdin: .string(lines.joined(separator: "\n") + "\n"))
        try #require(imported.exitCode == 0, "\(imported.stderr)")
        let stderr = ike.folder.path("stderr")
        let status = ike.folder.path("status")
        let script =
            (ignoringSIGPIPE ? "trap '' PIPE\n" : "")
            + "{ \"$0\" export --db \"$1\" 2>\"$2\"; echo $? >\"$3\"; } | head -n 1\n"
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", script, try IkeBinary.path(), ike.database, stderr, status],
            environment: ike.environment)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "{\"format\":\"ike\",\"version\":2,\"exportedAt\":\"2026-11-22T09:00:00.000Z\",\"tasks\":[\n"
        )
        #expect(try String(contentsOfFile: status, encoding: .utf8) == "141\n")
        #expect(try String(contentsOfFile: stderr, encoding: .utf8) == "")
    }
}
