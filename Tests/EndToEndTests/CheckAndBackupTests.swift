import Foundation
import GRDB
import IkeTestSupport
import Testing

/// `ike check`, `ike backup` and `ike restore` through the binary, and the backup `ike import` takes.
@Suite("Check, backup and restore")
struct CheckAndBackupTests {
    @Test func aHealthyDatabaseIsOneLine() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "One")
        let result = try ike.run("check")
        #expect(result.exitCode == 0)
        #expect(
            result.stdout
                == "ok: 1 task in \(ike.database); SQLite's integrity check and ike's invariants pass\n")
        #expect(try ike.run("check", database: ike.folder.path("none.sqlite")).exitCode == 66)
    }

    @Test func aDamagedIndexIsFoundThenRepairedAfterABackup() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        for title in ["One", "Two", "Three"] { try ike.run("add", title) }
        let key = try DatabaseQueue(path: ike.database).read {
            try String.fetchOne($0, sql: "SELECT orderKey FROM task WHERE id = 2")!
        }
        try DatabaseDamage.damageIndex("task_order", holding: key, inDatabaseAt: ike.database)

        let found = try ike.run("check")
        #expect(found.exitCode == 65, "\(found.stdout)\(found.stderr)")
        let lines = found.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.dropLast().allSatisfy { $0.hasPrefix("damaged index: ") && $0.hasSuffix("task_order") },
            "\(lines)")
        // SQLite finds one or more problems in the index, depending on what the damaged page held.
        let count = lines.count - 1
        #expect(
            lines.last
                == "\(count) problem\(count == 1 ? "" : "s"); ike check --repair fixes \(count) in place (after a backup)"
        )

        let repaired = try ike.run("check", "--repair")
        #expect(repaired.exitCode == 0, "\(repaired.stdout)\(repaired.stderr)")
        let report = repaired.stdout.split(separator: "\n").map(String.init)
        let backup = ike.folder.path("backups/ike-20261122T090000Z-repair.sqlite")
        #expect(report.first == "Backup before the repair: \(backup)")
        #expect(report.dropFirst().dropLast() == lines.dropLast().map { "fixed: " + $0 })
        #expect(report.last?.hasPrefix("ok: 3 tasks in ") == true)
        #expect(try ike.run("check").exitCode == 0)
        #expect(try ike.titles() == ["One", "Two", "Three"])
        // The backup is the database as it was, damage and all.
        #expect(try ike.run("check", database: backup).exitCode == 65)
    }

    /// A damaged table can still be copied page for page; a damaged file header cannot even be opened, so
    /// the restore moves the files aside instead.
    @Test(arguments: ["task", "sqlite_master"])
    func damageThatCannotBeFixedNamesTheBackupToRestore(damaged: String) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        for title in ["One", "Two"] { try ike.run("add", title) }
        let good = try ike.run("backup").stdout.trimmingCharacters(in: .newlines)
        try ike.run("add", "Three")
        try DatabaseDamage.damageRootPage(of: damaged, inDatabaseAt: ike.database)
        let advice = "(2026-11-22 09:00:00, 2 tasks): ike restore \(good)"
        for arguments in [["check"], ["check", "--repair"]] {
            let found = try ike.runArguments(arguments)
            #expect(found.exitCode == 65, "\(found.stdout)\(found.stderr)")
            #expect(found.stdout.hasPrefix("damaged file: "), "\(found.stdout)")
            #expect(found.stdout.contains("none can be fixed in place\n"), "\(found.stdout)")
            #expect(found.stdout.hasSuffix(advice + "\n"), "\(found.stdout)")
        }
        let restored = try ike.run("restore", good)
        #expect(restored.exitCode == 0, "\(restored.stderr)")
        let aside = ike.folder.path("backups/ike-20261122T090000Z-restore.sqlite")
        let what = damaged == "task" ? "database" : "damaged database"
        #expect(restored.stdout.hasSuffix("; the \(what) as it was is in \(aside)\n"), "\(restored.stdout)")
        #expect(try ike.titles() == ["One", "Two"])
        #expect(try ike.run("check").exitCode == 0)
        #expect(try ike.run("check", database: aside).exitCode == 65)
    }

    @Test func anImportThatChangesSomethingIsBackedUpFirst() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Before the import")
        let file = try ike.folder.write("New one\nNew two\n", to: "todo.txt")
        let imported = try ike.run("import", file)
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let backup = ike.folder.path("backups/ike-20261122T090000Z-import.sqlite")
        #expect(imported.stderr == "The database as it was before the import: \(backup)\n")
        #expect(try ike.run("backup", "--list").stdout == "\(backup)\t2026-11-22 09:00:00\t1 task\n")
        // The same file again changes nothing, so it takes no backup.
        let again = try ike.run("import", file)
        #expect(again.stdout.hasSuffix("0 added, 0 updated, 2 unchanged\n") && again.stderr.isEmpty)
        #expect(try ike.run("backup", "--list").stdout.split(separator: "\n").count == 1)

        let restored = try ike.run("restore", backup)
        let kept = ike.folder.path("backups/ike-20261122T090000Z-restore.sqlite")
        #expect(restored.exitCode == 0, "\(restored.stderr)")
        #expect(restored.stdout == "Restored 1 task from \(backup); the database as it was is in \(kept)\n")
        #expect(try ike.titles() == ["Before the import"])
        #expect(
            try ike.run("backup", "--list").stdout
                == "\(kept)\t2026-11-22 09:00:00\t3 tasks\n\(backup)\t2026-11-22 09:00:00\t1 task\n")
    }

    @Test func backupPrintsItsPathAndNeverCreatesADatabase() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let missing = try ike.run("backup")
        #expect(missing.exitCode == 66 && !FileManager.default.fileExists(atPath: ike.database))
        #expect(try ike.run("backup", "--list").stderr == "No backups in \(ike.folder.path("backups")).\n")
        try ike.run("add", "One")
        let taken = try ike.run("backup")
        #expect(taken.stdout == ike.folder.path("backups/ike-20261122T090000Z-manual.sqlite") + "\n")
        #expect(FileManager.default.fileExists(atPath: String(taken.stdout.dropLast())))
    }

    @Test func restoreRefusesWhatIsNoBackupAndChangesNothing() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "One")
        let before = try ike.contents()
        let text = try ike.folder.write("hello", to: "notes.txt")
        for path in [text, ike.database, ike.folder.path("missing.sqlite")] {
            let result = try ike.run("restore", path)
            #expect(result.exitCode == 1, "\(path): \(result.stderr)")
        }
        #expect(try ike.contents() == before)
        #expect(!FileManager.default.fileExists(atPath: ike.folder.path("backups")))
    }
}
