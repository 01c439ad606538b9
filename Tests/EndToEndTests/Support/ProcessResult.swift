/// The outcome of a child process that `ProcessRunner.run` waited for.
struct ProcessResult: Sendable, Equatable {
    /// The exit status, or 128 + the signal number when a signal ended the process (as shells report it).
    var exitCode: Int32
    /// Standard output, decoded as UTF-8 (invalid bytes become U+FFFD).
    var stdout: String
    /// Standard error, decoded as UTF-8 (invalid bytes become U+FFFD).
    var stderr: String
    /// Wall-clock seconds from spawning to reaping the process.
    var duration: Double
}
