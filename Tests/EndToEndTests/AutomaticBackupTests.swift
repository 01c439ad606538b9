import Foundation
import GRDB
import IkeCore
import IkeTestSupport
import Testing

/// The backups ike takes by itself: at the app's first start of a day, and before a migration.
@Suite("Automatic backups")
struct AutomaticBackupTests {
    @Test func theFirstStartOfADayTakesOneBackup() throws {
        let app = try ListScreenSession(titles: ["Keep me"])
        defer { app.close() }
        try app.waitForList()
        let daily = app.cli.folder.path("backups/ike-20261122T090000Z-daily.sqlite")
        #expect(Self.waitForFile(daily), "no daily backup after the app started")
        try app.tmux.sendKeys("q")
        _ = try app.tmux.waitForExit()
        // The same day again (IKE_NOW is frozen): no second one.
        let again = try TmuxSession()
        defer { again.kill() }
        try again.start(
            command: [try IkeBinary.path(), "--db", app.cli.database], environment: app.cli.environment)
        try again.waitForScreen(containing: "Keep me")
        try again.sendKeys("q")
        _ = try again.waitForExit()
        let names = try FileManager.default.contentsOfDirectory(atPath: app.cli.folder.path("backups"))
        #expect(names == ["ike-20261122T090000Z-daily.sqlite"])
    }

    @Test func aDatabaseAnOlderIkeWroteIsBackedUpBeforeItIsMigrated() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let older = Schema.migrationIdentifiers.dropLast().last!
        do {
            let queue = try DatabaseQueue(path: ike.database)
            try Schema.migrator.migrate(queue, upTo: older)
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO task (uid, title, orderKey, createdAt, updatedAt)
                        VALUES ('old-1', 'From an older ike', 'a0', 0, 0)
                        """)
            }
        }
        let listed = try ike.run("list")
        #expect(listed.stdout.contains("From an older ike"), "\(listed.stderr)")
        let backup = ike.folder.path("backups/ike-20261122T090000Z-migration.sqlite")
        let applied = try DatabaseQueue(path: backup).read {
            try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(applied == Array(Schema.migrationIdentifiers.dropLast()))
        try ike.run("add", "New")
        #expect(try FileManager.default.contentsOfDirectory(atPath: ike.folder.path("backups")).count == 1)
    }

    static func waitForFile(_ path: String, timeout: Double = 5) -> Bool {
        let deadline = ProcessRunner.monotonicNow() + timeout
        while ProcessRunner.monotonicNow() < deadline {
            if FileManager.default.fileExists(atPath: path) { return true }
            usleep(20_000)
        }
        return false
    }
}
