import Foundation

/// A failure of the end-to-end harness itself, worded so the failing test's log says what to look at.
enum HarnessError: Error, CustomStringConvertible {
    /// The executable name was not found on the `PATH` of the environment passed to the child.
    case executableNotFound(name: String, searchPath: String)
    /// `posix_spawn` refused to start the process; `code` is the errno value it returned.
    case spawnFailed(command: String, code: Int32)
    /// The process outlived its timeout and was killed; the output is what it wrote until then.
    case timedOut(command: String, seconds: Double, stdout: String, stderr: String)
    /// `waitpid` failed for a reason other than EINTR (usually: someone else reaped the child).
    case waitFailed(pid: Int32, code: Int32)
    /// The `ike` executable could not be located.
    case binaryNotFound(String)
    /// A tmux command exited with a non-zero status.
    case tmuxFailed(command: String, result: ProcessResult)
    /// The screen never satisfied the predicate; `lastScreen` is the final capture.
    case screenTimeout(seconds: Double, location: String, lastScreen: String)
    /// The pane's process was still running when the wait for it to exit ran out.
    case paneStillRunning(seconds: Double, lastScreen: String)
    /// Setting up files or directories for a child failed.
    case io(String)

    var description: String {
        switch self {
        case .executableNotFound(let name, let searchPath):
            return "executable '\(name)' not found on PATH=\(searchPath)"
        case .spawnFailed(let command, let code):
            return "posix_spawn failed for \(command): \(Self.describe(errno: code))"
        case .timedOut(let command, let seconds, let stdout, let stderr):
            return "timed out after \(seconds) s and killed: \(command)\n--- stdout so far ---\n\(stdout)"
                + "\n--- stderr so far ---\n\(stderr)"
        case .waitFailed(let pid, let code):
            return "waitpid(\(pid)) failed: \(Self.describe(errno: code))"
        case .binaryNotFound(let message):
            return message
        case .tmuxFailed(let command, let result):
            return "tmux command failed (exit \(result.exitCode)): \(command)\n"
                + result.stderr + result.stdout
        case .screenTimeout(let seconds, let location, let lastScreen):
            return "screen did not match within \(seconds) s (waiting at \(location)); last screen:\n"
                + Self.framed(lastScreen)
        case .paneStillRunning(let seconds, let lastScreen):
            return "pane process still running after \(seconds) s; last screen:\n" + Self.framed(lastScreen)
        case .io(let message):
            return message
        }
    }

    /// The strerror text with the number, e.g. "No such file or directory (errno 2)".
    static func describe(errno code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }

    /// The screen between rulers, so trailing blank lines and the pane's edges are visible in a log.
    private static func framed(_ screen: String) -> String {
        let rule = String(repeating: "-", count: 40)
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        if screen.hasSuffix("\n") { lines.removeLast() }
        return "+\(rule)\n" + lines.map { "|\($0)" }.joined(separator: "\n") + "\n+\(rule)"
    }
}
