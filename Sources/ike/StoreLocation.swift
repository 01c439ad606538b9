import Foundation
import IkeCore

/// Where the database is and how to open it: `--db PATH` (else `IKE_DB`, else the default), and the
/// testing hooks `IKE_NOW` and `IKE_BUSY_TIMEOUT_MS`. Plain values, so the app's quick start needs no
/// argument parser; `StoreOptions` is the parser's face of it.
struct StoreLocation: Equatable {
    var db: String?

    var path: String {
        DatabaseFile.resolvePath(option: db, environment: ProcessInfo.processInfo.environment)
    }

    /// The live environment, or a frozen clock when `IKE_NOW` (ISO 8601) is set, so tests can fix "today";
    /// with `IKE_CLOCK=running` that clock starts at `IKE_NOW` and runs, so a test can watch a minute pass.
    var environment: CoreEnvironment {
        get throws {
            guard let text = ProcessInfo.processInfo.environment["IKE_NOW"], !text.isEmpty else {
                return .live
            }
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw CLIError(
                    description: "IKE_NOW=\(text) is not an ISO 8601 time such as 2026-11-22T09:00:00Z")
            }
            var environment = CoreEnvironment.live
            if ProcessInfo.processInfo.environment["IKE_CLOCK"] == "running" {
                let started = ProcessInfo.processInfo.systemUptime
                environment.now = { date.addingTimeInterval(ProcessInfo.processInfo.systemUptime - started) }
            } else {
                environment.now = { date }
            }
            return environment
        }
    }

    /// Seconds to wait for another process's lock: `IKE_BUSY_TIMEOUT_MS` (default 5000) in seconds.
    var busyTimeout: Double {
        let timeoutText = ProcessInfo.processInfo.environment["IKE_BUSY_TIMEOUT_MS"] ?? ""
        return Double(timeoutText).map { $0 / 1000 } ?? 5
    }

    /// Opens the store, creating it when missing (`add`, `import`, the app), honouring `IKE_BUSY_TIMEOUT_MS`.
    func openStore() throws -> TaskStore {
        try TaskStore.open(at: path, environment: try environment, busyTimeout: busyTimeout)
    }

    /// Opens the store for a command that reads or changes existing tasks: a missing database is an error
    /// (status 66), never created, so a mistyped `--db` leaves no empty database or folder behind.
    func openExisting() throws -> TaskStore {
        guard
            let store = try TaskStore.openExisting(
                at: path, environment: try environment, busyTimeout: busyTimeout)
        else { throw CLIError.noDatabase(at: path) }
        return store
    }

    /// Opens (and migrates) the store when there is one; `nil`, creating nothing, when there is none.
    func openExistingIfPresent() throws -> TaskStore? {
        try TaskStore.openExisting(at: path, environment: try environment, busyTimeout: busyTimeout)
    }

    /// Opens an existing store without writing to it (no creation, no migration); `nil` when there is none.
    func openExistingReadOnly() throws -> TaskStore? {
        try TaskStore.openReadOnly(at: path, environment: try environment, busyTimeout: busyTimeout)
    }
}
