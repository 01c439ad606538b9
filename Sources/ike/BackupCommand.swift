import ArgumentParser
import Foundation
import IkeCore

/// `ike backup [--list]`: a consistent copy of the database now, or the backups there are.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Take a backup of the database now and print its path; --list prints every backup.",
        discussion: """
            Backups are consistent copies (SQLite's backup API, safe while ike is running) in a backups \
            folder beside the database, named after it (work-TIME-REASON.sqlite for work.sqlite), so databases in one \
            folder never list or restore each other's. ike also takes one before every import that changes something, \
            every repair and every restore, and keeps the last \(BackupFolder.othersKept) of these and \
            \(BackupFolder.dailyKept) daily ones. --list prints one a line, newest first: the absolute path, \
            the time it was taken and how many tasks it holds, separated by tabs.
            """)

    @OptionGroup var store: StoreOptions
    @Flag(name: .long, help: "Print every backup, newest first, instead of taking one.") var list = false

    func run() throws {
        let folder = BackupFolder(databasePath: store.path)
        guard list else {
            // Read-only: a backup never creates, migrates or writes the database it copies.
            guard let taskStore = try store.openExistingReadOnly() else {
                throw CLIError.noDatabase(at: store.path)
            }
            CLIOutput.line(try folder.take(of: taskStore, reason: .manual).path)
            return
        }
        let backups = folder.backups()
        if backups.isEmpty {
            CLIOutput.note("No backups in \(CLIOutput.visible(folder.path)).")
            return
        }
        let timeZone = try store.environment.timeZone
        let lines = backups.map { backup in
            let count = folder.taskCount(of: backup).map { "\($0) task\($0 == 1 ? "" : "s")" } ?? "unreadable"
            return "\(CLIOutput.visible(backup.path))\t\(Self.localTime(backup.time, in: timeZone))\t\(count)"
        }
        CLIOutput.write(lines.joined(separator: "\n") + "\n")
    }

    /// `2026-11-22 09:00:00` in the local time zone.
    static func localTime(_ time: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: time)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 0) + "-\(two(parts.month))-\(two(parts.day)) "
            + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }
}
