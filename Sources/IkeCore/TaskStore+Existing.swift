import Foundation

extension TaskStore {
    /// Opens (and migrates) the database at `path` only when one is already there; `nil` when there is
    /// none (no file, or a file no ike has set up), and then nothing is created: not the file, not its
    /// folder. For commands that read or change existing tasks, so a mistyped path leaves nothing behind.
    ///
    /// A file of another program or of a newer ike is refused as `open` refuses it.
    public static func openExisting(
        at path: String, environment: CoreEnvironment = .live, busyTimeout: Double = 5
    ) throws(StoreError) -> TaskStore? {
        // The read-only look decides "is there a database" without writing; only then may `open` migrate,
        // and only what is missing. One look, not two: each connection costs an open and its -shm setup.
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .cannotOpen(path: path, reason: "it is a folder") }
        if let blocker = WriteAccess.blocker(of: path) {
            return try openForReading(
                at: path, reason: .readOnlyFile(path: path, file: blocker), environment: environment,
                busyTimeout: busyTimeout)
        }
        let state = try DatabaseFile.inspectReadOnly(path, busyTimeout: busyTimeout)
        guard state != .empty else { return nil }
        return try open(at: path, state: state, environment: environment, busyTimeout: busyTimeout)
    }
}
