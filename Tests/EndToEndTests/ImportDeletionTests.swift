import Foundation
import IkeTestSupport
import Testing

/// Issue 20 through the binary: a Taskwarrior export that deletes a task and one that is older than an edit
/// made in ike; `--dry-run` says what the import then does, the deletion is undone by `ike restore`, and
/// `--overwrite` lets the older file win. The files are the interchange tests' fixtures, as Taskwarrior
/// 2.6.2 wrote them.
@Suite("Import: deletions and older records")
struct ImportDeletionTests {
    static func fixture(_ path: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("IkeInterchangeTests/Fixtures/\(path)").path
    }

    static let before = fixture("taskwarrior/before.json")
    static let after = fixture("taskwarrior/after.json")

    /// A database holding Taskwarrior's tasks as `before.json` had them.
    static func importedBefore() throws -> IkeCLI {
        let ike = try IkeCLI()
        let first = try ike.run("import", before)
        guard first.exitCode == 0 else { throw CLIFailure(result: first) }
        return ike
    }

    @Test func theDryRunSaysWhatTheImportDoes() throws {
        let ike = try Self.importedBefore()
        defer { ike.remove() }
        let unchanged = try ike.contents()
        let dryRun = try ike.run("import", Self.after, "--dry-run")
        #expect(dryRun.exitCode == 0, "\(dryRun.stderr)")
        #expect(
            dryRun.stdout == """
                update    line 2: Buy milk (deadline)
                unchanged line 3: Renew passport
                skip      line 4: Call the plumber (deleted in Taskwarrior)
                update    line 5: Write the report (done)
                delete    line 6: Book the dentist (deleted in Taskwarrior)
                Dry run of \(Self.after) (Taskwarrior JSON): 0 to add, 2 to update, 1 unchanged, 1 to delete, \
                1 skipped; nothing was changed

                """)
        #expect(try ike.contents() == unchanged)
        let imported = try ike.run("import", Self.after)
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(
            imported.stdout
                == "Imported \(Self.after) (Taskwarrior JSON): 0 added, 2 updated, 1 unchanged, 1 deleted, 1 skipped\n"
        )
        #expect(try ike.titles() == ["Buy milk", "Write the report", "Renew passport"])
        let tasks = try ike.tasks()
        #expect(tasks.map { $0["deadline"] as? String } == ["2026-12-03", nil, "2027-01-15"])
        #expect(tasks.map { $0["done"] as? Bool } == [false, true, false])
    }

    @Test func aDeletionIsUndoneWithTheBackupItNames() throws {
        let ike = try Self.importedBefore()
        defer { ike.remove() }
        // Only the deletion, so the import changes nothing else that would take the backup.
        let lines = try String(contentsOfFile: Self.after, encoding: .utf8).split(separator: "\n")
        let deletion = try ike.folder.write(
            "[\n" + lines.last { $0.contains("dentist") }! + "\n]\n", to: "deleted.json")
        let imported = try ike.run("import", deletion)
        #expect(
            imported.stdout.hasSuffix(": 0 added, 0 updated, 0 unchanged, 1 deleted\n"), "\(imported.stdout)")
        let backup = ike.folder.path("backups/ike-20261122T090000Z-import.sqlite")
        #expect(imported.stderr == "The database as it was before the import: \(backup)\n")
        #expect(try !ike.titles().contains("Book the dentist"))
        let restored = try ike.run("restore", backup)
        #expect(restored.exitCode == 0, "\(restored.stderr)")
        #expect(try ike.titles() == ["Buy milk", "Write the report", "Renew passport", "Book the dentist"])
    }

    @Test func aFileOlderThanAnEditInIkeIsSkippedUnlessOverwritten() throws {
        var ike = try Self.importedBefore()
        defer { ike.remove() }
        // A day after Taskwarrior wrote both files.
        ike.environment["IKE_NOW"] = "2026-11-26T09:00:00Z"
        let edited = try ike.run("edit", "1", "--notes", "the oat one")
        #expect(edited.exitCode == 0, "\(edited.stderr)")
        let dryRun = try ike.run("import", Self.after, "--dry-run")
        #expect(dryRun.stdout.hasPrefix("skip      line 2: Buy milk (older than the task in ike)\n"))
        let imported = try ike.run("import", Self.after)
        #expect(
            imported.stdout
                == "Imported \(Self.after) (Taskwarrior JSON): 0 added, 1 updated, 1 unchanged, 1 deleted, 2 skipped\n"
        )
        #expect(try ike.tasks().first?["notes"] as? String == "the oat one")

        let overwriteDryRun = try ike.run("import", Self.after, "--overwrite", "--dry-run")
        #expect(overwriteDryRun.stdout.hasPrefix("update    line 2: Buy milk (notes, deadline)\n"))
        let overwritten = try ike.run("import", Self.after, "--overwrite")
        #expect(
            overwritten.stdout
                == "Imported \(Self.after) (Taskwarrior JSON): 0 added, 1 updated, 2 unchanged, 2 skipped\n")
        #expect(try ike.tasks().first?["notes"] as? String == "")
        #expect(try ike.tasks().first?["deadline"] as? String == "2026-12-03")
    }

    @Test func aTaskWithoutATitleIsListedAsNoTitle() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let imported = try ike.run("import", Self.fixture("icalendar/thunderbird-mixed.ics"))
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let listed = try ike.run("list")
        #expect(listed.stdout.contains("(no title)"), "\(listed.stdout)")
        #expect(try ike.titles() == ["", "Order printer toner"])
    }
}
