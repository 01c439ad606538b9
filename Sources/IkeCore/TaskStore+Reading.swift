import Foundation
import GRDB

extension TaskStore {

    /// Opens a current database that cannot be written, for reading: `ike list` and `export` work and
    /// the app shows it, while every change is refused with `reason`.
    ///
    /// In place when SQLite can read it without writing (its folder is writable, or its `-wal` and `-shm`
    /// exist); otherwise (a read-only folder or mount, a backup copy) from a consistent copy in a
    /// temporary folder, since nothing can write the original there either.
    static func openForReading(
        at path: String, reason: StoreError, environment: CoreEnvironment, busyTimeout: Double
    ) throws(StoreError) -> TaskStore? {
        let copy: TempCopy?
        do {
            copy = WriteAccess.canReadInPlace(path) ? nil : try TempCopy(of: path)
        } catch {
            throw (error as? StoreError) ?? .cannotOpen(path: path, reason: "\(error)")
        }
        let readPath = copy?.path ?? path
        let state = try DatabaseFile.inspectReadOnly(readPath, busyTimeout: busyTimeout)
        guard state != .empty else { return nil }
        // An older ike's file needs a migration, which cannot be written here.
        guard state == .current else { throw reason }
        var config = configuration(busyTimeout: busyTimeout)
        config.readonly = copy == nil
        do {
            let queue = try DatabaseQueue(path: readPath, configuration: config)
            return TaskStore(
                path: path, queue: queue, environment: environment, busyTimeout: busyTimeout,
                readOnlyReason: reason, snapshot: copy)
        } catch {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }
}

/// A private copy of a database file in a temporary folder, removed when it is released.
final class TempCopy: Sendable {
    let folder: String
    let path: String

    init(of source: String) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ike-read-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: false)
        folder = base.path
        path = base.appendingPathComponent("ike.sqlite").path
        do {
            try FileManager.default.copyItem(atPath: source, toPath: path)
            // Commits not yet checkpointed live in the -wal: the copy reads them too.
            if FileManager.default.fileExists(atPath: source + "-wal") {
                try FileManager.default.copyItem(atPath: source + "-wal", toPath: path + "-wal")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw StoreError.cannotOpen(
                path: source, reason: "it could not be read (\(error.localizedDescription))")
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
