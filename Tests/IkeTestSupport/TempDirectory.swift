import Foundation

/// A private, uniquely named directory under `$TMPDIR` (or `/tmp`) for one test's files.
///
/// Removal is explicit (`defer { dir.remove() }`) rather than in `deinit`: Swift may release an object
/// right after its last use, which would delete the directory while a child process still uses a path
/// that was read from it earlier.
public final class TempDirectory: Sendable {
    /// The absolute path of the directory.
    public let path: String

    /// Creates the directory with mode 0700 via `mkdtemp`.
    public init(prefix: String = "ike-test") throws {
        let base = TempDirectory.systemTemporaryPath
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw ProcessError.io("mkdtemp in \(base) failed: \(ProcessError.describe(errno: errno))")
        }
        path = String(cString: created)
    }

    /// `$TMPDIR` without a trailing slash, or `/tmp` when it is unset or empty.
    public static var systemTemporaryPath: String {
        var base = ProcessInfo.processInfo.environment["TMPDIR"] ?? ""
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return base.isEmpty ? "/tmp" : base
    }

    /// The absolute path of `name` inside the directory (nothing is created).
    public func path(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// Writes `contents` as UTF-8 to `name` inside the directory and returns the file's path.
    @discardableResult
    public func write(_ contents: String, to name: String) throws -> String {
        let file = path(name)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Deletes the directory and everything in it; safe to call more than once.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
