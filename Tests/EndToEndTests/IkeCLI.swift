import Foundation
import IkeTestSupport

/// Runs the built `ike` binary against one temporary database with a frozen clock (Sunday 2026-11-22).
struct IkeCLI {
    let folder: TempDirectory
    let database: String
    var environment: [String: String]

    init() throws {
        folder = try TempDirectory(prefix: "ike-cli")
        database = folder.path("ike.sqlite")
        environment = ProcessRunner.baseEnvironment
        environment["IKE_NOW"] = "2026-11-22T09:00:00Z"
        environment["TZ"] = "UTC"
        // Crash reports go to ike's state folder: this test's, never the person's.
        environment["XDG_STATE_HOME"] = folder.path("state")
        // The settings file too: a test never reads the person's (nor root's, when it runs ike as nobody).
        environment["XDG_CONFIG_HOME"] = folder.path("config")
    }

    /// `ike ARGS… --db <temp>`; `--db` goes last so each subcommand parses it.
    @discardableResult
    func run(
        _ arguments: String..., database: String? = nil, stdin: StdinSource = .devNull
    ) throws -> ProcessResult {
        try runArguments(arguments, database: database, stdin: stdin)
    }

    func runArguments(
        _ arguments: [String], database: String? = nil, stdin: StdinSource = .devNull
    ) throws
        -> ProcessResult
    {
        try ProcessRunner.run(
            try IkeBinary.path(), arguments + ["--db", database ?? self.database], environment: environment,
            stdin: stdin)
    }

    /// Every task as `ike list --all --json` prints it, parsed.
    func tasks(database: String? = nil) throws -> [[String: Any]] {
        let result = try run("list", "--all", "--json", database: database)
        guard result.exitCode == 0 else { throw CLIFailure(result: result) }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
    }

    /// The titles in list order.
    func titles(database: String? = nil) throws -> [String] {
        try tasks(database: database).map { $0["title"] as! String }
    }

    /// The exact text of every task, to prove a refused command changed nothing.
    func contents() throws -> String { try run("list", "--all", "--json").stdout }

    func remove() { folder.remove() }
}

/// A command that was expected to succeed did not.
struct CLIFailure: Error, CustomStringConvertible {
    let result: ProcessResult
    var description: String { "exit \(result.exitCode)\nstdout: \(result.stdout)\nstderr: \(result.stderr)" }
}
