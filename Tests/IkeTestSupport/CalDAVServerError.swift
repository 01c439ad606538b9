/// Why a CalDAV server of the tests could not be started or asked.
public enum CalDAVServerError: Error, Equatable, CustomStringConvertible {
    /// The venv lacks a program: `make sync-servers` was not run, or `IKE_CALDAV_VENV` points elsewhere.
    case notInstalled(program: String, venv: String)
    /// The server exited before it answered HTTP; `log` is what it printed.
    case exitedEarly(command: String, exitCode: Int32, log: String)
    /// The server did not answer HTTP within `seconds`; it has been killed.
    case notAnswering(command: String, seconds: Double, log: String)
    /// A request could not be made (curl's exit code and message), or a helper's setup failed.
    case request(String)
    /// The phone client failed; `stderr` carries its message.
    case phone(command: String, exitCode: Int32, stderr: String)

    public var description: String {
        switch self {
        case .notInstalled(let program, let venv):
            return "\(program) is not in \(venv)/bin: run `make sync-servers` (or set IKE_CALDAV_VENV)"
        case .exitedEarly(let command, let exitCode, let log):
            return "\(command) exited with \(exitCode) before answering HTTP; its output:\n\(log)"
        case .notAnswering(let command, let seconds, let log):
            return "\(command) did not answer HTTP within \(seconds) s; its output:\n\(log)"
        case .request(let message):
            return message
        case .phone(let command, let exitCode, let stderr):
            return "\(command) exited with \(exitCode): \(stderr)"
        }
    }
}
