import Foundation

/// A child process that could not be started, waited for or finished in time, or its files set up.
public enum ProcessError: Error, CustomStringConvertible {
    /// The executable name was not found on the `PATH` of the environment passed to the child.
    case executableNotFound(name: String, searchPath: String)
    /// `posix_spawn` refused to start the process; `code` is the errno value it returned.
    case spawnFailed(command: String, code: Int32)
    /// The process outlived its timeout and was killed; the output is what it wrote until then.
    case timedOut(command: String, seconds: Double, stdout: String, stderr: String)
    /// `waitpid` failed for a reason other than EINTR (usually: someone else reaped the child).
    case waitFailed(pid: Int32, code: Int32)
    /// Setting up files or directories for a child failed.
    case io(String)

    public var description: String {
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
        case .io(let message):
            return message
        }
    }

    /// The strerror text with the number, e.g. "No such file or directory (errno 2)".
    public static func describe(errno code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}
