import Foundation
import GRDB
import IkeCore

/// Issue 22's measurements: `ike check` and `ike backup` end to end on a large database, and the backup
/// through the core API beside `VACUUM INTO`, the other consistent copy SQLite offers.
struct SafetyBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    func run() throws {
        let count = arguments.taskCount
        let (store, path) = try BenchDatabase.filled("safety", in: arguments.directory, count: count)
        let backups = BackupFolder(databasePath: path)
        try? FileManager.default.removeItem(atPath: backups.path)
        var environment = ProcessInfo.processInfo.environment
        environment["IKE_DB"] = path

        let checks = try (0..<3).map { _ in
            try measure { try spawnChecked([arguments.ike, "check"], environment: environment) }
        }
        report.row("`ike check` end to end on \(count) tasks", BenchReport.distribution(checks))
        let cliBackups = try (0..<3).map { _ in
            try measure { try spawnChecked([arguments.ike, "backup"], environment: environment) }
        }
        report.row("`ike backup` end to end on \(count) tasks", BenchReport.distribution(cliBackups))
        let apiBackups = try (0..<3).map { _ in
            try measure { _ = try backups.take(of: store, reason: .manual) }
        }
        report.row(
            "backup API copy of \(count) tasks (core, no start-up)", BenchReport.distribution(apiBackups))
        let vacuumPath = arguments.directory + "/safety-vacuum.sqlite"
        let queue = try DatabaseQueue(path: path)
        let vacuums = try (0..<3).map { _ in
            unlink(vacuumPath)
            return try measure {
                try queue.writeWithoutTransaction {
                    try $0.execute(sql: "VACUUM INTO ?", arguments: [vacuumPath])
                }
            }
        }
        report.row("`VACUUM INTO` copy of \(count) tasks, for comparison", BenchReport.distribution(vacuums))
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let vacuumSize = (try? FileManager.default.attributesOfItem(atPath: vacuumPath)[.size] as? Int) ?? 0
        report.row("database / `VACUUM INTO` copy size", "\(size / 1024) KiB / \(vacuumSize / 1024) KiB")
        unlink(vacuumPath)
    }
}
