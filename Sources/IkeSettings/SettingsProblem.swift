/// One thing wrong with a settings file, where it is: what `ike config check` lists and what stops the
/// app from starting (exit 78).
public struct SettingsProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it or ike found it.
    public let file: String
    /// The 1-based line, when the problem has one (a file that cannot be read has none).
    public let line: Int?
    public let message: String

    /// A problem at `line` of `file`.
    public init(file: String, line: Int?, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// "~/.config/ike/config.toml:3: unknown binding id …", the compiler's format editors jump to.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

/// A settings file that ike refuses, with every problem found in it.
public struct SettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    public let problems: [SettingsProblem]

    /// The problems, in file order.
    public init(_ problems: [SettingsProblem]) {
        self.problems = problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    }

    /// The exit status of a command that stops on it: 78, `EX_CONFIG` of sysexits.h.
    public static let exitCode: Int32 = 78

    /// One problem per line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
