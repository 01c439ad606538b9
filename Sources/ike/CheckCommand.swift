import ArgumentParser
import Foundation
import IkeCore

/// `ike check [--repair]`: SQLite's integrity check and ike's own invariants; with --repair, a backup and
/// then the fixes that lose nothing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the database for damage; --repair backs it up and fixes what can be fixed in place.",
        discussion: """
            Checks SQLite's integrity and ike's invariants: unique uids, valid and distinct list positions, \
            the task counts, real deadlines, every reference. All well: one line, status 0. Otherwise one \
            problem a line and status \(CLIError.damagedStatus). --repair rebuilds damaged indexes, gives \
            list positions anew and recounts, and names the backup to restore for what it cannot fix.
            """)

    @OptionGroup var store: StoreOptions
    @Flag(name: .long, help: "Take a backup, then fix what can be fixed in place.") var repair = false

    func run() throws {
        let folder = BackupFolder(databasePath: store.path)
        do {
            guard let taskStore = try store.openExistingReadOnly() else {
                throw CLIError.noDatabase(at: store.path)
            }
            let report = try taskStore.check()
            if report.isHealthy {
                Self.report([healthy(report.taskCount)])
                return
            }
            guard repair else { try fail(report.problems, folder: folder) }
            let backup = try folder.take(of: taskStore, reason: .repair)
            let result = try store.openExisting().repair()
            var lines = ["Backup before the repair: \(backup.path)"]
            lines += result.fixed.map { "fixed: \($0)" }
            guard !result.after.isHealthy else {
                Self.report(lines + [healthy(result.after.taskCount)])
                return
            }
            lines += result.after.problems.map { "not fixed: \($0)" }
            lines.append(advice(folder, excluding: backup))
            Self.report(lines)
            throw ExitCode(CLIError.damagedStatus)
        } catch let error as StoreError where Self.isDamage(error) {
            // So damaged that SQLite cannot read it: that is the finding.
            try fail([.damagedFile(message: error.description)], folder: folder)
        }
    }

    /// Prints `lines`, each on one line with its controls shown: a problem quotes what the database holds
    /// (a uid or a list position from another app, a path), and the report often goes to a log or a mail.
    private static func report(_ lines: [String]) {
        CLIOutput.write(lines.map(CLIOutput.visible).joined(separator: "\n") + "\n")
    }

    private func healthy(_ count: Int) -> String {
        "ok: \(count) task\(count == 1 ? "" : "s") in \(store.path); SQLite's integrity check and ike's invariants pass"
    }

    private func fail(_ problems: [CheckProblem], folder: BackupFolder) throws -> Never {
        var lines = problems.map(\.description)
        let fixable = problems.filter(\.isFixableInPlace).count
        let count = "\(problems.count) problem\(problems.count == 1 ? "" : "s")"
        lines.append(
            fixable == 0
                ? "\(count); none can be fixed in place"
                : "\(count); ike check --repair fixes \(fixable) in place (after a backup)")
        if fixable < problems.count { lines.append(advice(folder, excluding: nil)) }
        Self.report(lines)
        throw ExitCode(CLIError.damagedStatus)
    }

    /// Which backup to restore for what cannot be fixed in place.
    private func advice(_ folder: BackupFolder, excluding kept: Backup?) -> String {
        if let healthy = folder.newestHealthy(excluding: kept?.path) {
            let time = BackupCommand.localTime(
                healthy.time, in: (try? store.environment.timeZone) ?? .current)
            let count = folder.taskCount(of: healthy).map { "\($0) tasks" } ?? "?"
            return
                "to go back to the newest backup that passes the check (\(time), \(count)): ike restore \(healthy.path)"
        }
        return kept.map { "no earlier backup passes the check; the database as it was is in \($0.path)" }
            ?? "no backup passes the check (ike backup --list shows them)"
    }

    /// Whether opening failed because the file is damaged, rather than locked, foreign or newer.
    static func isDamage(_ error: StoreError) -> Bool {
        switch error {
        case .notADatabase: true
        case .cannotOpen(_, let reason): reason.contains("damaged")
        case .sqlite(let message): message.contains("malformed")
        default: false
        }
    }
}
