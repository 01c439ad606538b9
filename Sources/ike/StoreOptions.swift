import ArgumentParser
import Foundation
import IkeCore

/// `--db PATH`, shared by every command; also reads `IKE_DB`, and the testing hooks `IKE_NOW` and
/// `IKE_BUSY_TIMEOUT_MS`.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The database file (default: $IKE_DB, else $XDG_DATA_HOME/ike/ike.sqlite).", valueName: "path"))
    var db: String?

    /// The same as plain values, which do the work.
    var location: StoreLocation { StoreLocation(db: db) }

    var path: String { location.path }

    var environment: CoreEnvironment {
        get throws { try location.environment }
    }

    func openStore() throws -> TaskStore { try location.openStore() }

    func openExisting() throws -> TaskStore { try location.openExisting() }

    func openExistingReadOnly() throws -> TaskStore? { try location.openExistingReadOnly() }

    func openExistingIfPresent() throws -> TaskStore? { try location.openExistingIfPresent() }
}

/// A task id as typed: `12` or `#12`.
struct TaskID: ExpressibleByArgument, Hashable {
    let value: Int64

    init?(argument: String) {
        let digits = argument.hasPrefix("#") ? String(argument.dropFirst()) : argument
        guard let value = Int64(digits), value > 0 else { return nil }
        self.value = value
    }
}
