import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// File-system side of opening a database: where it lives, creating it privately, and inspecting an existing
/// file without writing to it.
public enum DatabaseFile {
    /// The default location: `$XDG_DATA_HOME/ike/ike.sqlite`, else `~/.local/share/ike/ike.sqlite`.
    public static func defaultPath(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return xdg + "/ike/ike.sqlite"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/ike/ike.sqlite"
    }

    /// The path to use: `--db` first, then `IKE_DB`, then the default.
    public static func resolvePath(option: String?, environment: [String: String]) -> String {
        if let option, !option.isEmpty { return option }
        if let env = environment["IKE_DB"], !env.isEmpty { return env }
        return defaultPath(environment: environment)
    }

    /// Makes sure the file can be opened: creates missing parent folders (0700) and an empty file (0600).
    /// Returns whether the file existed before.
    static func prepare(_ path: String) throws(StoreError) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                throw .cannotOpen(path: path, reason: "it is a folder")
            }
            return true
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try makeFolders(folder, path: path) }
        let fd = Glibc.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if fd < 0 {
            let reason = errno == EEXIST ? nil : String(cString: strerror(errno))
            if let reason { throw .cannotCreate(path: path, reason: reason) }
            return true
        }
        close(fd)
        return false
    }

    static func makeFolders(_ folder: String, path: String) throws(StoreError) {
        var info = stat()
        if stat(folder, &info) == 0 {
            if (info.st_mode & S_IFMT) != S_IFDIR {
                throw .cannotCreate(path: path, reason: "\(folder) is not a folder")
            }
            return
        }
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != folder { try makeFolders(parent, path: path) }
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw .cannotCreate(
                path: path, reason: "cannot create the folder \(folder): \(String(cString: strerror(errno)))")
        }
    }

    /// Reads an existing file through a read-only connection, refuses it when ike must not touch it, and
    /// says whether its schema is current (then opening it writes nothing).
    ///
    /// It waits for a writer like every connection does: a script's `ike add` that is creating or
    /// migrating the file holds it exclusively for a moment, and the app starting then must not give up.
    @discardableResult
    static func inspectReadOnly(_ path: String, busyTimeout: Double = 5) throws(StoreError) -> SchemaState {
        var config = Configuration()
        config.readonly = true
        config.label = "ike-inspect"
        config.busyMode = busyTimeout > 0 ? .timeout(busyTimeout) : .immediateError
        do {
            let queue = try DatabaseQueue(path: path, configuration: config)
            return try queue.read { db in
                let tables = try String.fetchAll(
                    cached: db,
                    sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                if tables.isEmpty { return .empty }
                let applicationID = try Int32.fetchOne(cached: db, sql: "PRAGMA application_id") ?? 0
                guard applicationID == Schema.applicationID, tables.contains("grdb_migrations") else {
                    throw StoreError.notAnIkeDatabase(path: path)
                }
                let applied = try String.fetchAll(cached: db, sql: "SELECT identifier FROM grdb_migrations")
                let known = Set(Schema.migrationIdentifiers)
                let unknown = applied.filter { !known.contains($0) }
                if !unknown.isEmpty { throw StoreError.newerSchema(path: path, unknownMigrations: unknown) }
                return Set(applied) == known ? .current : .outdated
            }
        } catch {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }
}
