extension TaskStore {
    /// Opens (and migrates) the database at `path` only when one is already there; `nil` when there is
    /// none (no file, or a file no ike has set up), and then nothing is created: not the file, not its
    /// folder. For commands that read or change existing tasks, so a mistyped path leaves nothing behind.
    ///
    /// A file of another program or of a newer ike is refused as `open` refuses it.
    public static func openExisting(
        at path: String, environment: CoreEnvironment = .live, busyTimeout: Double = 5
    ) throws(StoreError) -> TaskStore? {
        // The read-only look decides "is there a database" without writing; only then may `open` migrate.
        guard try openReadOnly(at: path, environment: environment, busyTimeout: busyTimeout) != nil else {
            return nil
        }
        return try open(at: path, environment: environment, busyTimeout: busyTimeout)
    }
}
