import Foundation
import IkeTestSupport
import Testing

/// `ike export --format vdir -o DIR` through the installed binary: one `.ics` per task, a second export
/// that rewrites nothing, and the file of a deleted task removed only with `--delete`.
@Suite("Export to a vdir")
struct VdirExportEndToEndTests {
    /// The uids in list order.
    static func uids(_ ike: IkeCLI) throws -> [String] {
        try ike.tasks().map { $0["uid"] as! String }
    }

    /// The folder's file names and each file's inode (a rewritten file, renamed over the old one, has a new one).
    static func files(_ folder: String) throws -> [String: UInt64] {
        var files: [String: UInt64] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)
            files[name] = (attributes[.systemFileNumber] as! NSNumber).uint64Value
        }
        return files
    }

    @Test func everyTaskIsAFileAndASecondExportRewritesNothing() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Call the bank", "--due", "fri", "--important", "--notes", "line 1\nline 2")
        try ike.run("add", "Buy milk, bread")
        try ike.run("done", "2")
        let vdir = ike.folder.path("calendars/tasks")
        let first = try ike.run("export", "--format", "vdir", "-o", vdir)
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty)
        #expect(first.stderr == "Exported 2 tasks to \(vdir) (vdir): 2 written, 0 unchanged\n")
        let files = try Self.files(vdir)
        #expect(Set(files.keys) == Set(try Self.uids(ike).map { $0 + ".ics" }))
        let second = try ike.run("export", "--format", "vdir", "-o", vdir)
        #expect(second.stderr == "Exported 2 tasks to \(vdir) (vdir): 0 written, 2 unchanged\n")
        #expect(try Self.files(vdir) == files)
        // The folder reads back as the same tasks.
        let other = ike.folder.path("other.sqlite")
        let imported = try ike.run("import", vdir, database: other)
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let copy = try ike.tasks(database: other)
        #expect(Set(copy.map { $0["uid"] as! String }) == Set(try Self.uids(ike)))
        let original = try ike.tasks()
        for task in copy {
            let same = try #require(original.first { $0["uid"] as? String == task["uid"] as? String })
            for field in ["title", "notes", "deadline", "done", "quadrant", "tags"] {
                #expect("\(task[field] ?? "-")" == "\(same[field] ?? "-")", "\(field)")
            }
        }
    }

    @Test func aDeletedTasksFileStaysWithoutDeleteAndGoesWithIt() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Keep")
        try ike.run("add", "Drop")
        let vdir = ike.folder.path("tasks")
        try ike.run("export", "--format", "vdir", "-o", vdir)
        _ = try ike.folder.write("Tasks", to: "tasks/displayname")
        let dropped = try Self.uids(ike)[1] + ".ics"
        #expect(try ike.run("rm", "2").exitCode == 0)
        let kept = try ike.run("export", "--format", "vdir", "-o", vdir)
        #expect(
            kept.stderr
                == "Exported 1 task to \(vdir) (vdir): 0 written, 1 unchanged; 1 file of tasks no longer in ike "
                + "left (--delete removes it)\n")
        #expect(try Self.files(vdir).keys.contains(dropped))
        let removed = try ike.run("export", "--format", "vdir", "-o", vdir, "--delete")
        #expect(removed.exitCode == 0, "\(removed.stderr)")
        #expect(
            removed.stderr
                == "Exported 1 task to \(vdir) (vdir): 0 written, 1 unchanged; 1 file of tasks no longer in ike "
                + "removed\n")
        #expect(Set(try Self.files(vdir).keys) == ["displayname", try Self.uids(ike)[0] + ".ics"])
    }

    @Test func aVdirNeedsAFolderAndDeleteNeedsAVdir() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Task")
        let noFolder = try ike.run("export", "--format", "vdir")
        #expect(noFolder.exitCode == 64)
        #expect(
            noFolder.stderr.hasPrefix(
                "ike: --format vdir writes one file per task into a folder, not to standard output: name the folder with -o DIR\n"
            ))
        #expect(try ike.run("export", "--format", "vdir", "-o", "-").exitCode == 64)
        let delete = try ike.run("export", "--delete", "-o", ike.folder.path("out.json"))
        #expect(
            delete.stderr.hasPrefix(
                "ike: --delete removes files of a vdir: give it with --format vdir -o DIR\n"))
        let folder = try ike.run("export", "-o", ike.folder.path(""))
        #expect(folder.exitCode == 64)
        #expect(
            folder.stderr.contains("is a folder: give --format vdir to write one .ics file per task into it"))
        let file = try ike.folder.write("x", to: "file")
        let notFolder = try ike.run("export", "--format", "vdir", "-o", file)
        #expect(notFolder.exitCode == 1)
        #expect(notFolder.stderr == "ike: cannot write the vdir \(file): it is a file, not a folder\n")
    }

    /// A file todoman changed after ike's last change to its task (a later LAST-MODIFIED) is left and named
    /// on standard error; `--overwrite` writes over it; `--overwrite` without a vdir is a usage error.
    @Test func aFileChangedInAnotherAppIsLeftUnlessOverwriting() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Call the bank")
        let uid = try #require(try Self.uids(ike).first)
        let vdir = ike.folder.path("tasks")
        try ike.run("export", "--format", "vdir", "-o", vdir)
        try ike.run("edit", "1", "--title", "Call the bank today")
        // IKE_NOW is 2026-11-22 09:00: todoman saved its edit an hour later.
        let path = vdir + "/" + uid + ".ics"
        let todoman =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todoman//\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
            + "SUMMARY:Call the bank at 10\r\nLAST-MODIFIED:20261122T100000Z\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        try todoman.write(toFile: path, atomically: true, encoding: .utf8)
        let held = try ike.run("export", "--format", "vdir", "-o", vdir)
        #expect(held.exitCode == 0, "\(held.stderr)")
        #expect(
            held.stderr.contains("\(uid).ics (“Call the bank today”) was changed by another app"),
            "\(held.stderr)")
        #expect(held.stderr.contains("1 file changed by another app since left"), "\(held.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == todoman)
        let overwritten = try ike.run("export", "--format", "vdir", "-o", vdir, "--overwrite")
        #expect(
            overwritten.exitCode == 0 && overwritten.stderr.contains("1 written"), "\(overwritten.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("SUMMARY:Call the bank today\r\n"))
        let refused = try ike.run("export", "--format", "todotxt", "--overwrite")
        #expect(refused.exitCode == 64 && refused.stderr.contains("--overwrite writes over files of a vdir"))
    }
}
