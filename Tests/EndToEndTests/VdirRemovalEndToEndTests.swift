import Foundation
import IkeTestSupport
import Testing

/// A file removed from a vdir that ike exported (todoman's `todo delete` unlinks it) is a deletion,
/// through the installed binary: the next `ike export --format vdir` deletes the task after a backup and
/// does not write the file back, `ike import DIR` deletes it too, and a task edited in ike since wins.
@Suite("Removed files of a vdir")
struct VdirRemovalEndToEndTests {
    /// `ike` with the tasks `Keep` and `Drop` exported to the folder `tasks`; returns the folder and
    /// Drop's file.
    static func exported() throws -> (ike: IkeCLI, vdir: String, dropped: String) {
        var ike = try IkeCLI()
        try ike.run("add", "Keep")
        try ike.run("add", "Drop")
        let vdir = ike.folder.path("tasks")
        let exported = try ike.run("export", "--format", "vdir", "-o", vdir)
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        let uid = try #require(try ike.tasks().first { $0["title"] as? String == "Drop" }?["uid"] as? String)
        // A minute later, as a person would come back to it.
        ike.environment["IKE_NOW"] = "2026-11-22T09:01:00Z"
        return (ike, vdir, vdir + "/" + uid + ".ics")
    }

    @Test func aRemovedFileDeletesItsTaskAtTheNextExportAfterABackup() throws {
        let (ike, vdir, dropped) = try Self.exported()
        defer { ike.remove() }
        #expect(unlink(dropped) == 0)
        let export = try ike.run("export", "--format", "vdir", "-o", vdir)
        #expect(export.exitCode == 0, "\(export.stderr)")
        let backup = ike.folder.path("backups/ike-20261122T090100Z-import.sqlite")
        #expect(
            export.stderr
                == "Exported 1 task to \(vdir) (vdir): 0 written, 1 unchanged; 1 task deleted in ike (its file "
                + "was removed from \(vdir) since ike last wrote or read it)\n"
                + "The database as it was before the export: \(backup)\n")
        #expect(try ike.titles() == ["Keep"])
        #expect(!FileManager.default.fileExists(atPath: dropped))
        let again = try ike.run("export", "--format", "vdir", "-o", vdir)
        #expect(again.stderr == "Exported 1 task to \(vdir) (vdir): 0 written, 1 unchanged\n")
        #expect(!FileManager.default.fileExists(atPath: dropped))
        // The backup holds the task, so `ike restore` undoes the deletion.
        let restored = try ike.run("restore", backup)
        #expect(restored.exitCode == 0, "\(restored.stderr)")
        #expect(try ike.titles() == ["Keep", "Drop"])
    }

    @Test func aTaskEditedInIkeSinceTheExportIsWrittenAgain() throws {
        let (ike, vdir, dropped) = try Self.exported()
        defer { ike.remove() }
        #expect(try ike.run("edit", "2", "--title", "Drop, maybe").exitCode == 0)
        #expect(unlink(dropped) == 0)
        let export = try ike.run("export", "--format", "vdir", "-o", vdir)
        #expect(export.exitCode == 0, "\(export.stderr)")
        let name = (dropped as NSString).lastPathComponent
        #expect(
            export.stderr
                == "ike: \(name) (“Drop, maybe”) was removed from \(vdir) by another app, but the task changed "
                + "in ike since; it was written again (ike rm deletes it)\n"
                + "Exported 2 tasks to \(vdir) (vdir): 1 written, 1 unchanged; 1 file removed by another app "
                + "written again (changed in ike since)\n")
        #expect(try ike.titles() == ["Keep", "Drop, maybe"])
        #expect(try String(contentsOfFile: dropped, encoding: .utf8).contains("SUMMARY:Drop\\, maybe"))
        #expect(!FileManager.default.fileExists(atPath: ike.folder.path("backups")))
    }

    @Test func importOfTheFolderDeletesTooAndItsDryRunChangesNothing() throws {
        let (ike, vdir, dropped) = try Self.exported()
        defer { ike.remove() }
        #expect(unlink(dropped) == 0)
        let before = try ike.contents()
        let dry = try ike.run("import", "--dry-run", vdir)
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        let name = (dropped as NSString).lastPathComponent
        #expect(
            dry.stdout.contains(
                "delete    \(name) (removed): Drop (its file was removed from the folder since ike last wrote "
                    + "or read it)\n"))
        #expect(dry.stdout.contains("1 to delete (because its file was removed"))
        #expect(try ike.contents() == before)
        #expect(!FileManager.default.fileExists(atPath: ike.folder.path("backups")))
        let imported = try ike.run("import", vdir)
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(
            imported.stdout
                == "Imported 1 file from \(vdir) (iCalendar): 0 added, 0 updated, 1 unchanged, 1 deleted "
                + "(because its file was removed from the folder since ike last wrote or read it)\n")
        let backup = ike.folder.path("backups/ike-20261122T090100Z-import.sqlite")
        #expect(imported.stderr == "The database as it was before the import: \(backup)\n")
        #expect(try ike.titles() == ["Keep"])
    }

    @Test func aDatabaseThatNeverWroteTheFolderDeletesNothing() throws {
        let (ike, vdir, dropped) = try Self.exported()
        defer { ike.remove() }
        // The same tasks in another database, by a JSON file: it never wrote nor read the folder.
        let json = ike.folder.path("tasks.json")
        #expect(try ike.run("export", "-o", json).exitCode == 0)
        let other = ike.folder.path("other.sqlite")
        #expect(try ike.run("import", json, database: other).exitCode == 0)
        #expect(unlink(dropped) == 0)
        let export = try ike.run("export", "--format", "vdir", "-o", vdir, database: other)
        #expect(export.stderr == "Exported 2 tasks to \(vdir) (vdir): 1 written, 1 unchanged\n")
        #expect(try ike.titles(database: other) == ["Keep", "Drop"])
        #expect(FileManager.default.fileExists(atPath: dropped))
    }
}
