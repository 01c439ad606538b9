/// The outcome of a child process that `ProcessRunner.run` waited for.
public struct ProcessResult: Sendable, Equatable {
    /// The exit status, or 128 + the signal number when a signal ended the process (as shells report it).
    public var exitCode: Int32
    /// Standard output, decoded as UTF-8 (invalid bytes become U+FFFD).
    public var stdout: String
    /// Standard error, decoded as UTF-8 (invalid bytes become U+FFFD).
    public var stderr: String
    /// Wall-clock seconds from spawning to reaping the process.
    public var duration: Double
}
