/// What a child process started by `ProcessRunner` reads on standard input.
public enum StdinSource: Sendable, Equatable {
    /// `/dev/null`, so a child that reads stdin sees end-of-file at once instead of waiting forever.
    case devNull
    /// The UTF-8 bytes of the string, written to a temporary file first (a file, not a pipe, so the
    /// child can never block on a pipe the test forgot to close).
    case string(String)
    /// The file at this path.
    case file(String)
}
