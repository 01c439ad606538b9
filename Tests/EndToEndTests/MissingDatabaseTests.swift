import Foundation
import IkeTestSupport
import Testing

/// Commands that read or change existing tasks never create a database: a mistyped `--db` says so and
/// leaves no file or folder behind. `add` and `import` still create one.
@Suite("A missing database")
struct MissingDatabaseTests {
    /// `ike --db typo/dir/x.sqlite list`, typed as reported: a relative path, `--db` before the command.
    @Test func aMistypedRelativePathIsReportedAndNothingIsCreated() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let result = try ProcessRunner.run(
            "/bin/sh",
            [
                "-c", "cd \"$1\" && exec \"$0\" --db typo/dir/x.sqlite list", try IkeBinary.path(),
                ike.folder.path,
            ],
            environment: ike.environment)
        #expect(result.exitCode == 66)
        #expect(result.stderr == "ike: no database at typo/dir/x.sqlite (ike add creates one)\n")
        #expect(result.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: ike.folder.path("typo")))
    }

    @Test(arguments: [
        ["list"], ["list", "--all", "--json"], ["export"], ["export", "-o", "out.json"], ["done", "1"],
        ["undone", "1"], ["edit", "1", "--title", "x"], ["move", "1", "--top"], ["rm", "1"],
    ])
    func readingAndChangingCommandsCreateNothing(_ arguments: [String]) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let database = ike.folder.path("typo/dir/x.sqlite")
        let result = try ike.runArguments(
            arguments.map { $0 == "out.json" ? ike.folder.path("out.json") : $0 }, database: database)
        #expect(result.exitCode == 66, "\(result.stderr)")
        #expect(result.stderr == "ike: no database at \(database) (ike add creates one)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: ike.folder.path) == [])
    }

    @Test func addAndImportStillCreateIt() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let added = ike.folder.path("new/a.sqlite")
        #expect(try ike.run("add", "Call the bank", database: added).exitCode == 0)
        #expect(try ike.run("list", database: added).stdout.contains("Call the bank"))
        let imported = ike.folder.path("new/b.sqlite")
        let result = try ike.run("import", "-", database: imported, stdin: .string("Buy milk\n"))
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try ike.run("list", database: imported).stdout.contains("Buy milk"))
    }
}
