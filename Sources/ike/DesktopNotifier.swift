import Foundation
import IkeCore
import IkeTerm

/// Sends `ike notify`'s notifications through `notify-send` when it is on PATH, else prints them.
///
/// notify-send runs under `BoundedCommand` (its own session, a time limit, killed when late): a desktop
/// whose notification service hangs must not hold ike, and the database lock it holds, for long.
struct DesktopNotifier {
    /// How a notification went.
    enum Result: Equatable {
        case sent
        /// notify-send exited with a failure status; what it printed, if anything.
        case failed(status: Int32, message: String)
        /// notify-send did not finish within the time limit and was killed.
        case timedOut(seconds: Double)
        case notStarted(String)
    }

    /// notify-send's path, or `nil` to print instead.
    let program: String?
    /// How long one notify-send may take: `IKE_NOTIFY_TIMEOUT_MS` (for tests), else 5 seconds.
    let seconds: Double

    /// The notifier this environment offers.
    static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> DesktopNotifier
    {
        let milliseconds = environment["IKE_NOTIFY_TIMEOUT_MS"].flatMap(Double.init) ?? 5000
        return DesktopNotifier(
            program: BoundedCommand.find("notify-send", searchPath: environment["PATH"] ?? "/usr/bin:/bin"),
            seconds: max(0.1, milliseconds / 1000))
    }

    /// Sends one notification.
    func send(_ notice: ReminderNotice) -> Result {
        guard let program else {
            CLIOutput.say(notice.printed)
            return .sent
        }
        // After `--` a title starting with "-" is not read as an option; the body is markup to most
        // notification services, so its & < > are escaped.
        let arguments = [
            "notify-send", "--app-name=ike", "--urgency=normal", "--",
            TerminalText.sanitized(notice.summary),
            Self.escapedMarkup(TerminalText.sanitized(notice.body, keeping: .newline)),
        ]
        switch BoundedCommand.run(program, arguments, seconds: seconds, readsErrors: true) {
        case .exited(status: 0, _): return .sent
        case .exited(let status, let output):
            let message = String(decoding: output, as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            return .failed(status: status, message: message)
        case .timedOut: return .timedOut(seconds: seconds)
        case .notStarted(let reason): return .notStarted(reason)
        }
    }

    /// The words a failure is reported in.
    func describe(_ result: Result) -> String {
        let name = program ?? "notify-send"
        switch result {
        case .sent: return "sent"
        case .failed(let status, let message):
            return "\(name) failed (exit status \(status))"
                + (message.isEmpty ? "" : ": " + CLIOutput.visible(String(message.prefix(300))))
        case .timedOut(let seconds):
            return "\(name) did not finish within \(Self.format(seconds)) s and was stopped"
        case .notStarted(let reason): return "cannot start \(name): \(reason)"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// `text` with the characters of notification markup written as entities.
    static func escapedMarkup(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
