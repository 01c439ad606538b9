import IkeCore

/// Runs the settings' `password_command` (`sh -c`) and reads what it prints, without a terminal and within
/// a time limit: `BoundedCommand` does the work (a session of its own, standard input and error on
/// /dev/null, killed with its process group when late), since the app runs it while ncurses owns the
/// terminal.
enum PasswordCommand {
    /// How a run ended.
    typealias Outcome = BoundedCommand.Outcome

    /// Runs `command` for at most `seconds`.
    static func run(_ command: String, seconds: Double) -> Outcome {
        BoundedCommand.run("/bin/sh", ["/bin/sh", "-c", command], seconds: seconds)
    }
}
