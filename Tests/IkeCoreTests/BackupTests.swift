import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// Backups: consistent single-file copies in `backups` beside the database, newest first, kept to a bound,
/// and restored into a live database.
@Suite("Backups")
struct BackupTests {
    /// Issue 32, bug 4: two databases in one folder share `backups/` but each lists and prunes only its own.
    @Test func twoDatabasesInOneFolderKeepTheirBackupsApart() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let home = try TaskStore.open(at: folder.path("ike.sqlite"), environment: .fixed(at: testNow))
        let work = try TaskStore.open(at: folder.path("work.sqlite"), environment: .fixed(at: testNow))
        let old = try TaskStore.open(at: folder.path("ike-old.db"), environment: .fixed(at: testNow))
        let homeBackups = BackupFolder(databasePath: folder.path("ike.sqlite"))
        let workBackups = BackupFolder(databasePath: folder.path("work.sqlite"))
        let oldBackups = BackupFolder(databasePath: folder.path("ike-old.db"))
        #expect(homeBackups.path == workBackups.path)
        let homeBackup = try homeBackups.take(of: home, reason: .manual)
        let workBackup = try workBackups.take(of: work, reason: .manual)
        let oldBackup = try oldBackups.take(of: old, reason: .manual)
        #expect(workBackup.path == folder.path("backups/work-20261122T090000Z-manual.sqlite"))
        #expect(oldBackup.path == folder.path("backups/ike-old-20261122T090000Z-manual.sqlite"))
        #expect(homeBackups.backups().map(\.path) == [homeBackup.path])
        #expect(workBackups.backups().map(\.path) == [workBackup.path])
        #expect(oldBackups.backups().map(\.path) == [oldBackup.path])
        // Pruning one database's backups never removes another's.
        for _ in 0..<(BackupFolder.othersKept + 2) { _ = try workBackups.take(of: work, reason: .manual) }
        #expect(workBackups.backups().count == BackupFolder.othersKept)
        #expect(homeBackups.backups().map(\.path) == [homeBackup.path])
    }

    @Test func aBackupIsAPrivateSelfContainedCopy() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let store = try TaskStore.open(at: folder.path("ike.sqlite"), environment: .fixed(at: testNow))
        try addTasks(store, ["One", "Two"])
        let backups = BackupFolder(databasePath: folder.path("ike.sqlite"))
        let backup = try backups.take(of: store, reason: .manual)
        #expect(backup.path == folder.path("backups/ike-20261122T090000Z-manual.sqlite"))
        var info = stat()
        #expect(stat(backup.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        // A rollback journal, so nothing else is needed beside it.
        let header = [UInt8](try Data(contentsOf: URL(fileURLWithPath: backup.path)).prefix(20))
        #expect(header[18] == 1 && header[19] == 1)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: backups.path) == [
                backup.path.components(separatedBy: "/").last!
            ])
        let copy = try #require(try TaskStore.openReadOnly(at: backup.path, environment: .fixed(at: testNow)))
        #expect(try titles(copy) == ["One", "Two"])
        #expect(backups.taskCount(of: backup) == 2)
    }

    @Test func backupsAreListedNewestFirstAndKeptToTheirBounds() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let clock = Clock()
        var environment = CoreEnvironment.fixed(at: testNow)
        environment.now = { clock.now() }
        let store = try TaskStore.open(at: folder.path("ike.sqlite"), environment: environment)
        try addTasks(store, ["One"])
        let backups = BackupFolder(databasePath: folder.path("ike.sqlite"))
        try Data("not mine".utf8).write(to: URL(fileURLWithPath: backups.path + "-x"))  // beside, not inside
        try FileManager.default.createDirectory(atPath: backups.path, withIntermediateDirectories: true)
        try Data("a note".utf8).write(to: URL(fileURLWithPath: backups.path + "/notes.txt"))
        var taken: [Backup] = []
        for index in 0..<12 {
            taken.append(try backups.take(of: store, reason: index % 2 == 0 ? .manual : .import))
            clock.advance(60)
        }
        for _ in 0..<9 {
            taken.append(try backups.take(of: store, reason: .daily))
            clock.advance(86400)
        }
        let listed = backups.backups()
        #expect(listed.count == BackupFolder.othersKept + BackupFolder.dailyKept)
        #expect(listed.map(\.path) == (Array(taken[2..<12]) + Array(taken[14...])).reversed().map(\.path))
        #expect(FileManager.default.fileExists(atPath: backups.path + "/notes.txt"))
    }

    @Test func theFolderIsBesideTheDatabaseWithDotsTakenOut() {
        #expect(BackupFolder(databasePath: "/a/b/../c/./ike.sqlite").path == "/a/c/backups")
        #expect(BackupFolder(databasePath: "/a//b/ike.sqlite").path == "/a/b/backups")
        let here = FileManager.default.currentDirectoryPath
        #expect(BackupFolder(databasePath: "x/./ike.sqlite").path == here + "/x/backups")
    }

    @Test func backupNamesCarryTheirTimeToTheSecondInUTC() {
        let times: [(Double, String)] = [
            (1_795_338_000, "20261122T090000Z"), (1_835_481_599, "20280229T235959Z"),
            (-1, "19691231T235959Z"),
            (0, "19700101T000000Z"),
        ]
        for (seconds, stamp) in times {
            #expect(Backup.stamp(Date(timeIntervalSince1970: seconds)) == stamp)
            #expect(Backup.time(fromStamp: stamp) == Date(timeIntervalSince1970: seconds))
        }
        #expect(Backup.stamp(Date(timeIntervalSince1970: 1_795_338_000.9)) == "20261122T090000Z")
        for stamp in [
            "20261322T090000Z", "20260230T000000Z", "2026112xT090000Z", "20261122T240000Z",
            "20261122T096000Z",
            "20261122 090000Z", "20261122T0900000",
        ] {
            #expect(Backup.time(fromStamp: stamp) == nil, "\(stamp)")
        }
    }

    @Test func theDailyBackupIsDueOncePerDayInTheLocalZone() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let clock = Clock()
        // 23:30 in Tokyo on 22 November is 14:30 UTC: the next Tokyo day begins while UTC's goes on.
        var environment = CoreEnvironment.fixed(
            at: Date(timeIntervalSince1970: 1_795_357_800), timeZone: TimeZone(secondsFromGMT: 9 * 3600)!)
        clock.advance(1_795_357_800 - clock.now().timeIntervalSince1970)
        environment.now = { clock.now() }
        let store = try TaskStore.open(at: folder.path("ike.sqlite"), environment: environment)
        try addTasks(store, ["One"])
        let backups = BackupFolder(databasePath: folder.path("ike.sqlite"))
        #expect(try backups.takeDailyIfDue(databaseAt: store.path, environment: environment) != nil)
        clock.advance(20 * 60)
        #expect(try backups.takeDailyIfDue(databaseAt: store.path, environment: environment) == nil)
        clock.advance(20 * 60)
        #expect(try backups.takeDailyIfDue(databaseAt: store.path, environment: environment) != nil)
        #expect(backups.backups().count == 2)
    }

    @Test func backupsInTheSameSecondGetTheirOwnNames() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let store = try TaskStore.open(at: folder.path("ike.sqlite"), environment: .fixed(at: testNow))
        let backups = BackupFolder(databasePath: folder.path("ike.sqlite"))
        let first = try backups.take(of: store, reason: .manual)
        let second = try backups.take(of: store, reason: .manual)
        #expect(second.path.hasSuffix("-manual-2.sqlite") && second.sequence == 2)
        #expect(backups.backups().map(\.path) == [second.path, first.path])
    }

    @Test func restoreReplacesEveryTaskAndRefusesWhatIsNoBackup() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let store = try TaskStore.open(at: folder.path("ike.sqlite"), environment: .fixed(at: testNow))
        try addTasks(store, ["One", "Two"])
        let backup = try BackupFolder(databasePath: folder.path("ike.sqlite")).take(
            of: store, reason: .manual)
        try addTasks(store, ["Three"])
        // Another connection, as a running app would hold, sees the restore as a commit.
        let other = try TaskStore.open(at: folder.path("ike.sqlite"), environment: .fixed(at: testNow))
        let version = try other.dataVersion()
        #expect(try store.restore(from: backup.path) == 2)
        #expect(try titles(other) == ["One", "Two"])
        #expect(try other.dataVersion() != version)
        #expect(try store.check().isHealthy)
        let text = folder.path("notes.txt")
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: text))
        #expect(throws: StoreError.notADatabase(path: text)) { try store.restore(from: text) }
        let empty = folder.path("empty.sqlite")
        try DatabaseQueue(path: empty).write { try $0.execute(sql: "CREATE TABLE t(x)") }
        #expect(throws: StoreError.self) { try store.restore(from: empty) }
        #expect(try titles(store) == ["One", "Two"])
    }
}

/// A clock a test moves by hand.
private final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = testNow

    func now() -> Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}
