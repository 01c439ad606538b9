import Foundation
import IkeTestSupport
import Testing

/// A database ike cannot write (a 0400 file in a read-only folder, run as an unprivileged user) is
/// still read: `list` and `export` work, the app shows it marked read-only, and every change says why.
@Suite("A read-only database", .serialized)
struct ReadOnlyDatabaseTests {
    /// The command prefix that runs a program as `nobody`, or `nil` (the reason printed) where this
    /// machine cannot (not root, or no setpriv).
    static var asNobody: [String]? {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            print("ReadOnlyDatabaseTests skipped: needs root and setpriv to run ike as an unprivileged user")
            return nil
        }
        return ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    }

    /// A database of two tasks in its own folder, made read-only for `nobody`: the file 0400 and the
    /// folder 0555, both owned by nobody.
    static func readOnlyDatabase(_ cli: IkeCLI) throws -> String {
        let folder = cli.folder.path("ro")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let database = folder + "/ike.sqlite"
        try cli.run("add", "Buy milk", database: database)
        try cli.run("add", "Call the bank", database: database)
        chmod(cli.folder.path, 0o755)
        chown(database, 65534, 65534)
        chown(folder, 65534, 65534)
        chmod(database, 0o400)
        chmod(folder, 0o555)
        return database
    }

    @Test func listAndExportWorkAndChangesSayWhy() throws {
        guard let nobody = Self.asNobody else { return }
        let cli = try IkeCLI()
        defer { cli.remove() }
        let database = try Self.readOnlyDatabase(cli)
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        func run(_ arguments: [String]) throws -> ProcessResult {
            try ProcessRunner.run(
                nobody[0],
                Array(nobody.dropFirst()) + [try IkeBinary.path()] + arguments + ["--db", database],
                environment: cli.environment)
        }
        let list = try run(["list"])
        #expect(list.exitCode == 0, "\(list.stderr)")
        #expect(list.stdout.contains("Buy milk") && list.stdout.contains("Call the bank"))
        let export = try run(["export", "--format", "todotxt"])
        #expect(export.exitCode == 0 && export.stdout.contains("Call the bank"), "\(export.stderr)")
        for change in [["add", "x"], ["done", "1"], ["rm", "2"]] {
            let result = try run(change)
            #expect(result.exitCode != 0, "\(change)")
            #expect(result.stderr.contains("the file is read-only (reading still works)"), "\(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }

    @Test func theAppShowsItMarkedReadOnlyAndRefusesChangesWithTheReason() throws {
        guard let nobody = Self.asNobody else { return }
        let cli = try IkeCLI()
        defer { cli.remove() }
        let database = try Self.readOnlyDatabase(cli)
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        // IkeCLI's environment points the settings folder into its own folder (absent there), so ike run as
        // nobody never tries a HOME of root's, whose unreadable settings it would rightly refuse.
        try tmux.start(
            command: nobody + [try IkeBinary.path(), "--db", database], width: 100, height: 24,
            environment: cli.environment, term: "xterm-256color")
        try tmux.waitForScreen { $0.contains("read-only · 2 open") && $0.contains("Buy milk") }
        try tmux.sendKeys("Space")
        try tmux.waitForScreen { $0.contains("the file is read-only (reading still works)") }
        try tmux.sendKeys("a")
        try tmux.sendLiteral("Water plants")
        try tmux.sendKeys("Enter")
        // The line comes back to the add row: nothing typed is lost.
        try tmux.waitForScreen { $0.contains("+ Water plants") && $0.contains("read-only (reading") }
        try tmux.sendKeys("Escape")
    }
}
