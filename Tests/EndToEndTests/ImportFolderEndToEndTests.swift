import Foundation
import IkeTestSupport
import Testing

/// `ike import DIR` and `ike import A B C` through the real binary: one import, all or nothing, with
/// every error naming its file.
@Suite("Import of folders and several files")
struct ImportFolderEndToEndTests {
    /// One VTODO per file, as todoman writes a vdir.
    static func vtodo(_ uid: String, _ summary: String) -> String {
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//todoman//\nBEGIN:VTODO\nUID:\(uid)\nSUMMARY:\(summary)\n"
            + "END:VTODO\nEND:VCALENDAR\n"
    }

    /// A vdir of three tasks (written out of name order), with what else such a folder holds.
    static func vdir(_ ike: IkeCLI) throws -> String {
        let vdir = ike.folder.path("tasks")
        try FileManager.default.createDirectory(atPath: vdir + "/sub", withIntermediateDirectories: true)
        try ike.folder.write(vtodo("c", "Third"), to: "tasks/c.ics")
        try ike.folder.write(vtodo("a", "First"), to: "tasks/a.ics")
        try ike.folder.write(vtodo("b", "Second"), to: "tasks/b.ics")
        try ike.folder.write("Tasks", to: "tasks/displayname")
        try ike.folder.write("broken", to: "tasks/.hidden.ics")
        try ike.folder.write(vtodo("s", "In a subfolder"), to: "tasks/sub/s.ics")
        return vdir
    }

    @Test func aVdirIsImportedInNameOrderAndAgainChangesNothing() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let vdir = try Self.vdir(ike)
        let first = try ike.run("import", vdir)
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(
            first.stdout
                == "Imported 3 files from \(vdir) (iCalendar): 3 added, 0 updated, 0 unchanged; 2 entries not "
                + "read (not task files, or folders)\n")
        #expect(try ike.titles() == ["First", "Second", "Third"])
        let before = try ike.contents()
        let second = try ike.run("import", vdir)
        #expect(
            second.stdout.hasPrefix(
                "Imported 3 files from \(vdir) (iCalendar): 0 added, 0 updated, 3 unchanged"))
        #expect(try ike.contents() == before)
    }

    @Test func aDryRunListsEveryFileAndCreatesNothing() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let one = try ike.folder.write(Self.vtodo("a", "From the calendar"), to: "a.ics")
        let two = try ike.folder.write("Buy milk\n", to: "todo.txt")
        let result = try ike.run("import", one, two, "--dry-run")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                add       \(one), line 4: From the calendar
                add       \(two), line 1: Buy milk
                Dry run of 2 files (iCalendar, todo.txt): 2 to add, 0 to update, 0 unchanged; nothing was \
                changed (there is no database at \(ike.database) yet)

                """)
        #expect(!FileManager.default.fileExists(atPath: ike.database))
    }

    @Test func anErrorInTheLastFileImportsNothingAndNamesIt() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Existing")
        let before = try ike.contents()
        let good = try ike.folder.write("Milk\n", to: "a.txt")
        let bad = try ike.folder.write("Bread\nEggs due:2026-02-30\n", to: "b.txt")
        let result = try ike.run("import", good, bad)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "ike: \(bad), line 2 (record 2): “due:2026-02-30” is not a date such as due:2026-12-01; "
                + "nothing was imported\n")
        #expect(try ike.contents() == before)
    }

    @Test func theSameUIDInTwoFilesWithDifferentContentsNamesBoth() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let vdir = try Self.vdir(ike)
        let other = try ike.folder.write(Self.vtodo("b", "Changed elsewhere"), to: "other.ics")
        let result = try ike.run("import", vdir, other)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "ike: \(other), line 4 (record 1): the uid “b” is also in \(vdir)/b.ics, line 4, with "
                + "different contents; nothing was imported\n")
        #expect(!FileManager.default.fileExists(atPath: ike.database))
    }

    @Test func aSymlinkLoopAndAFolderWithoutTasksAreNamed() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let vdir = try Self.vdir(ike)
        symlink("loop.ics", vdir + "/loop.ics")
        let loop = try ike.run("import", vdir)
        #expect(loop.exitCode == 1)
        #expect(
            loop.stderr
                == "ike: \(vdir)/loop.ics: cannot read it (Too many levels of symbolic links); nothing was "
                + "imported\n")
        let empty = ike.folder.path("empty")
        mkdir(empty, 0o755)
        let none = try ike.run("import", empty)
        #expect(
            none.stderr
                == "ike: \(empty): the folder has no task files (.ics, .json, .txt, .csv, .md, .markdown); "
                + "nothing was imported\n")
        #expect(!FileManager.default.fileExists(atPath: ike.database))
    }

    @Test func anUnreadableFileIsNamed() throws {
        // Root ignores permission bits, so as root ike runs as nobody through setpriv.
        guard geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            return
        }
        let ike = try IkeCLI()
        defer { ike.remove() }
        chmod(ike.folder.path, 0o755)
        let vdir = try Self.vdir(ike)
        chmod(vdir, 0o755)
        chmod(vdir + "/b.ics", 0)
        let binary = try IkeBinary.path()
        let command =
            (geteuid() == 0 ? ["--reuid=65534", "--regid=65534", "--clear-groups", binary] : [])
            + ["import", vdir, "--db", ike.database]
        let result = try ProcessRunner.run(
            geteuid() == 0 ? "/usr/bin/setpriv" : binary, command, environment: ike.environment)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr == "ike: \(vdir)/b.ics: cannot read it (Permission denied); nothing was imported\n")
        #expect(!FileManager.default.fileExists(atPath: ike.database))
    }

    @Test func standardInputCannotBeOneOfSeveralFiles() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let file = try ike.folder.write("Milk\n", to: "a.txt")
        let result = try ike.run("import", "-", file, stdin: .string("Bread\n"))
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("standard input (-) cannot be imported together with files"))
    }
}
