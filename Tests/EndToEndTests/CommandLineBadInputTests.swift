import Foundation
import GRDB
import IkeTestSupport
import Testing

/// Every refusal: a clear message on standard error, a non-zero exit, and the database unchanged.
@Suite("Command line bad input")
struct CommandLineBadInputTests {
    /// A database holding two tasks, the first done.
    func seeded() throws -> IkeCLI {
        let ike = try IkeCLI()
        try ike.run("add", "First")
        try ike.run("add", "Second", "--due", "2026-12-01")
        try ike.run("done", "1")
        return ike
    }

    @Test(arguments: [
        (["add", "x", "--due", "next blursday"], "“blursday” is not a weekday"),
        (["add", "x", "--due", "2026-02-30"], "February 2026 has 28 days"),
        (["add", "x", "--due", "+3q"], "unknown unit “q”"),
        (["edit", "2", "--due", "soonish"], "could not read “soonish”"),
        (["done", "1", "99"], "there is no task with id 99"),
        (["undone", "42"], "there is no task with id 42"),
        (["rm", "2", "7"], "there is no task with id 7"),
        (["edit", "99", "--title", "x"], "there is no task with id 99"),
        (["move", "2", "--before", "99"], "there is no task with id 99"),
    ])
    func refusedChangesSayWhyAndChangeNothing(arguments: [String], message: String) throws {
        let ike = try seeded()
        defer { ike.remove() }
        let before = try ike.contents()
        let result = try ike.runArguments(arguments)
        #expect(result.exitCode == 1)
        #expect(result.stderr.hasPrefix("ike: "))
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try ike.contents() == before)
    }

    @Test(arguments: [
        ["add", ""], ["add", "   "], ["add", "\n\t"], ["edit", "1", "--title", "  "], ["edit", "1"],
        ["move", "1"], ["move", "1", "--top", "--bottom"], ["edit", "1", "--urgent", "--no-urgent"],
        ["done", "0"], ["done", "#x"], ["done"],
        ["list", "--all", "--done"],
        ["add", "x", "--quadrant", "sometime"], ["frobnicate"], ["--review-seconds", "0"],
        ["--review-seconds", "soon"],
    ])
    func usageErrorsExit64AndChangeNothing(arguments: [String]) throws {
        let ike = try seeded()
        defer { ike.remove() }
        let before = try ike.contents()
        let result = try ike.runArguments(arguments)
        #expect(result.exitCode == 64, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
        #expect(try ike.contents() == before)
    }

    @Test func fileThatIsNotSQLiteIsRefusedUntouched() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let path = try ike.folder.write("my shopping list\nmilk\n", to: "list.txt")
        for arguments in [["list"], ["add", "x"], []] {
            let result = try ike.runArguments(arguments, database: path)
            #expect(result.exitCode == 1)
            #expect(
                result.stderr
                    == "ike: \(path) is not an ike database (it is not an SQLite file); it was left untouched\n"
            )
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my shopping list\nmilk\n")
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func databaseOfANewerIkeIsRefusedUntouched() throws {
        let ike = try seeded()
        defer { ike.remove() }
        let queue = try DatabaseQueue(path: ike.database)
        try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v7-later-feature')") }
        try queue.close()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: ike.database))
        let result = try ike.run("add", "x")
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("written by a newer version of ike"))
        #expect(result.stderr.contains("v7-later-feature"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: ike.database)) == bytes)
    }

    @Test func lockedDatabaseFailsAfterTheBusyTimeout() throws {
        var ike = try seeded()
        defer { ike.remove() }
        ike.environment["IKE_BUSY_TIMEOUT_MS"] = "300"
        let before = try ike.contents()
        let holder = try DatabaseQueue(path: ike.database)
        try holder.inTransaction(.immediate) { _ in
            let result = try ike.run("add", "blocked")
            #expect(result.exitCode == 1)
            #expect(
                result.stderr.contains(
                    "is locked by another process (pid \(getpid()), waited 300 ms); nothing was changed"),
                "\(result.stderr)")
            #expect(result.duration >= 0.25)
            return .rollback
        }
        #expect(try ike.contents() == before)
    }

    @Test func readOnlyFolderGetsAClearMessage() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        // Root ignores permission bits, so as root the command runs as nobody through setpriv.
        let asRoot = geteuid() == 0
        chmod(ike.folder.path, 0o755)
        let locked = ike.folder.path("locked")
        mkdir(locked, 0o555)
        chmod(locked, 0o555)
        let database = locked + "/ike.sqlite"
        let binary = try IkeBinary.path()
        let command =
            (asRoot ? ["--reuid=65534", "--regid=65534", "--clear-groups", binary] : [])
            + ["add", "x", "--db", database]
        let result = try ProcessRunner.run(
            asRoot ? "/usr/bin/setpriv" : binary, command, environment: ike.environment)
        #expect(result.exitCode == 1, "stderr: \(result.stderr)")
        #expect(result.stderr == "ike: cannot create the database \(database): Permission denied\n")
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    /// A mistyped command gets the one it is closest to, and a window out of range says the range
    /// (issue 32, friction 8).
    @Test(arguments: [
        (["lst"], "ike: unknown command “lst”; did you mean ike list?"),
        (["sycn"], "did you mean ike sync?"),
        (["exprt", "-o", "x.json"], "did you mean ike export?"),
        (["due", "--within", "200h"], "1h to 168h"),
    ])
    func mistypesAreAnsweredWithWhatWasMeant(arguments: [String], message: String) throws {
        let ike = try seeded()
        defer { ike.remove() }
        let before = try ike.contents()
        let result = try ike.runArguments(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        // One prefix for every error, the parser's too.
        #expect(result.stderr.hasPrefix("ike: ") && !result.stderr.contains("Error: "), "\(result.stderr)")
        #expect(try ike.contents() == before)
    }

    @Test func anUnrelatedWordGetsNoGuess() throws {
        let ike = try seeded()
        defer { ike.remove() }
        let result = try ike.run("zzzzz")
        #expect(result.exitCode == 64 && !result.stderr.contains("did you mean"), "\(result.stderr)")
    }

    /// `--important` and `--no-important` each say what they do (issue 32, friction 8: one shared line).
    @Test func editHelpGivesEachFlagItsOwnLine() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let help = try ike.run("edit", "--help").stdout
        for line in ["--important", "Mark it important.", "--no-important", "Mark it not important."] {
            #expect(help.contains(line), "\(help)")
        }
        #expect(!help.contains("--important/--no-important"))
    }
}
