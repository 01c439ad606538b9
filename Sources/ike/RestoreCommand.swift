import ArgumentParser
import Foundation
import IkeCore

/// `ike restore PATH`: puts a backup back, after backing up the database as it is.
struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Replace the database with a backup (ike backup --list shows them), backing it up first.",
        discussion: """
            The backup must be an ike database that passes SQLite's quick check; otherwise nothing changes. \
            A running ike sees the restored tasks as it sees any other change.
            """)

    @OptionGroup var store: StoreOptions
    @Argument(help: "The backup to put back.") var backup: String

    func run() throws {
        guard FileManager.default.fileExists(atPath: backup) else {
            throw CLIError(description: "there is no backup at \(backup)")
        }
        if Self.sameFile(backup, store.path) {
            throw CLIError(description: "\(backup) is the database itself; name a backup (ike backup --list)")
        }
        // Looked at before anything else happens, so a bad backup costs no backup of the current database.
        guard
            let source = try TaskStore.openReadOnly(
                at: backup, environment: try store.environment, busyTimeout: 0)
        else { throw StoreError.notABackup(path: backup) }
        guard try source.passesQuickCheck() else { throw StoreError.damagedBackup(path: backup) }
        let folder = BackupFolder(databasePath: store.path)
        var kept: Backup?
        var damaged = false
        do {
            if let current = try store.openExistingReadOnly() {
                kept = try folder.take(of: current, reason: .restore)
            }
        } catch let error as StoreError where CheckCommand.isDamage(error) {
            // SQLite cannot read it, so it cannot copy it either: the files themselves are moved aside.
            kept = try folder.setAside(databaseAt: store.path, time: try store.environment.now())
            damaged = true
        }
        let count = try store.openStore().restore(from: backup)
        var message = "Restored \(count) task\(count == 1 ? "" : "s") from \(backup)"
        if let kept { message += "; the \(damaged ? "damaged " : "")database as it was is in \(kept.path)" }
        CLIOutput.line(message)
    }

    /// Whether two paths name the same file (device and inode).
    static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
