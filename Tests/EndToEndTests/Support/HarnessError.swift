import Foundation
import IkeTestSupport

/// A failure of the end-to-end harness (finding `ike`, driving tmux), worded so the failing test's log
/// says what to look at.
enum HarnessError: Error, CustomStringConvertible {
    /// The `ike` executable could not be located.
    case binaryNotFound(String)
    /// A tmux command exited with a non-zero status.
    case tmuxFailed(command: String, result: ProcessResult)
    /// The screen never satisfied the predicate; `lastScreen` is the final capture.
    case screenTimeout(seconds: Double, location: String, lastScreen: String)
    /// The pane's process was still running when the wait for it to exit ran out.
    case paneStillRunning(seconds: Double, lastScreen: String)
    /// Setting up files, directories or the tmux session failed.
    case io(String)

    var description: String {
        switch self {
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

    /// The screen between rulers, so trailing blank lines and the pane's edges are visible in a log.
    private static func framed(_ screen: String) -> String {
        let rule = String(repeating: "-", count: 40)
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        if screen.hasSuffix("\n") { lines.removeLast() }
        return "+\(rule)\n" + lines.map { "|\($0)" }.joined(separator: "\n") + "\n+\(rule)"
    }
}
