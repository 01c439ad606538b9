import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where the sync password comes from, never the database, argv or a log (Docs/Sync.md): the environment's
/// `IKE_SYNC_PASSWORD`, else a command's output (`pass show caldav`), else a file only its owner can read.
public enum SyncPassword {
    /// Why no password could be had.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The password the settings point at; nil when none is set (a server without authentication).
    public static func resolve(
        command: String?, file: String?, environment: [String: String],
        commandSeconds: Double = commandSeconds
    ) throws(Failure) -> String? {
        if let value = environment["IKE_SYNC_PASSWORD"], !value.isEmpty { return value }
        if let command, !command.isEmpty { return try run(command, seconds: commandSeconds) }
        if let file, !file.isEmpty { return try read(file) }
        return nil
    }

    /// How long a password_command may take: enough for a graphical pinentry the person types into.
    public static let commandSeconds = 60.0

    /// The first line the command prints (`sh -c`, without a terminal, `PasswordCommand`); a failing,
    /// silent or hanging command is an error.
    static func run(_ command: String, seconds: Double = commandSeconds) throws(Failure) -> String {
        let output: [UInt8]
        switch PasswordCommand.run(command, seconds: seconds) {
        case .notStarted(let reason):
            throw Failure(description: "password_command could not start: \(reason)")
        case .timedOut:
            throw Failure(
                description:
                    "password_command did not finish within \(Int(seconds.rounded(.up))) s and was stopped; it runs "
                    + "without a terminal, so a command that asks there cannot work")
        case .exited(let status, _) where status != 0:
            throw Failure(description: "password_command failed (exit \(status))")
        case .exited(_, let printed):
            output = printed
        }
        let line =
            String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .first
            .map(String.init) ?? ""
        guard !line.isEmpty else {
            throw Failure(
                description: "password_command printed nothing; it runs without a terminal, so a command "
                    + "that asks there cannot work")
        }
        return line
    }

    /// The file's first line; the file must be readable by its owner alone (mode 0600 or stricter).
    public static func read(_ path: String) throws(Failure) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Failure(description: "password_file \(path): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & 0o077 == 0 else {
            throw Failure(description: "password_file \(path) can be read by others; chmod 600 it")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "password_file \(path) cannot be read")
        }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard !line.isEmpty else { throw Failure(description: "password_file \(path) is empty") }
        return line
    }
}
