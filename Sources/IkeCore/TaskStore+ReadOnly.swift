import Foundation
import GRDB

extension TaskStore {
    /// Opens an existing database for reading only, as `ike import --dry-run` needs: nothing is created,
    /// migrated or written. `nil` when there is no database yet (no file, or a file without tasks).
    ///
    /// A file of another program or of a newer ike is refused as `open` refuses it. An older ike's file is
    /// read as it is, without migrating: every migration so far leaves the `task` table's columns as
    /// they were, and a dry run reads nothing else.
    public static func openReadOnly(
        at path: String, environment: CoreEnvironment = .live, busyTimeout: Double = 5
    ) throws(StoreError) -> TaskStore? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .cannotOpen(path: path, reason: "it is a folder") }
        try DatabaseFile.inspectReadOnly(path, busyTimeout: busyTimeout)
        var config = configuration(busyTimeout: busyTimeout)
        config.readonly = true
        // Setting the journal mode is a write; the file keeps the mode it has.
        config.journalMode = .default
        do {
            let queue = try DatabaseQueue(path: path, configuration: config)
            guard try queue.read({ try $0.tableExists("task") }) else { return nil }
            return TaskStore(path: path, queue: queue, environment: environment, busyTimeout: busyTimeout)
        } catch {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }
}
