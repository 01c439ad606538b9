import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

@Suite("Opening database files")
struct DatabaseFileTests {
    @Test func defaultPathFollowsXDGThenHome() {
        #expect(
            DatabaseFile.defaultPath(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"])
                == "/x/data/ike/ike.sqlite")
        #expect(
            DatabaseFile.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
                == "/home/u/.local/share/ike/ike.sqlite")
        #expect(
            DatabaseFile.defaultPath(environment: ["HOME": "/home/u"])
                == "/home/u/.local/share/ike/ike.sqlite")
        #expect(
            DatabaseFile.resolvePath(option: "/a.sqlite", environment: ["IKE_DB": "/b.sqlite"]) == "/a.sqlite"
        )
        #expect(DatabaseFile.resolvePath(option: nil, environment: ["IKE_DB": "/b.sqlite"]) == "/b.sqlite")
    }

    @Test func newDatabaseIsPrivateAndInWALMode() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("deep/er/ike.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        try addTasks(store, ["A"])
        let fileMode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! Int
        let folderMode =
            try FileManager.default.attributesOfItem(atPath: folder.path("deep/er"))[.posixPermissions]
            as! Int
        #expect(fileMode == 0o600)
        #expect(folderMode == 0o700)
        let journal = try store.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
        let applied = try store.read { try Schema.migrator.appliedMigrations($0) }
        #expect(applied == Schema.migrationIdentifiers)
    }

    @Test func migratesFromEveryEarlierSchemaKeepingData() throws {
        for (index, identifier) in Schema.migrationIdentifiers.enumerated() {
            let folder = try TempDirectory()
            defer { folder.remove() }
            let path = folder.path("old.sqlite")
            let queue = try DatabaseQueue(path: path)
            try Schema.migrator.migrate(queue, upTo: identifier)
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO task (uid, title, notes, deadline, isDone, isImportant, isUrgent, orderKey,
                            createdAt, updatedAt) VALUES ('old-\(index)', 'Written by schema \(identifier)', '',
                            '2026-12-01', 0, 1, 0, 'a0', 1795338000000, 1795338000000)
                        """)
            }
            try queue.close()
            let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
            let items = try store.items()
            #expect(items.map(\.title) == ["Written by schema \(identifier)"])
            #expect(items.first?.deadline == LocalDate(iso: "2026-12-01"))
            let applied = try store.read { try Schema.migrator.appliedMigrations($0) }
            #expect(applied == Schema.migrationIdentifiers)
        }
    }

    @Test func databaseFromANewerIkeIsRefusedAndUntouched() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("newer.sqlite")
        do {
            let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
            try addTasks(store, ["From the future"])
            try store.queue.write {
                try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')")
            }
            try store.queue.close()
        }
        let before = try fingerprint(path)
        #expect(throws: StoreError.newerSchema(path: path, unknownMigrations: ["v9-from-the-future"])) {
            _ = try TaskStore.open(at: path)
        }
        let after = try fingerprint(path)
        #expect(before.0 == after.0 && before.1 == after.1)
        #expect(
            StoreError.newerSchema(path: "x", unknownMigrations: ["v9"]).description.contains(
                "newer version of ike"))
    }

    @Test func fileThatIsNotSQLiteIsRefusedAndUntouched() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("notes.txt")
        try Data("These are my notes, not a database.\n".utf8).write(to: URL(fileURLWithPath: path))
        let before = try fingerprint(path)
        #expect(throws: StoreError.notADatabase(path: path)) { _ = try TaskStore.open(at: path) }
        let after = try fingerprint(path)
        #expect(before.0 == after.0 && before.1 == after.1)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func sqliteFileOfAnotherProgramIsRefused() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("other.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "CREATE TABLE player (name TEXT)") }
        try queue.close()
        let before = try fingerprint(path)
        #expect(throws: StoreError.notAnIkeDatabase(path: path)) { _ = try TaskStore.open(at: path) }
        #expect(try fingerprint(path).0 == before.0)
    }

    @Test func folderInsteadOfFileIsRefused() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        #expect(throws: StoreError.cannotOpen(path: folder.path, reason: "it is a folder")) {
            _ = try TaskStore.open(at: folder.path)
        }
    }

    @Test func lockedDatabaseFailsAfterTheBusyTimeoutAndChangesNothing() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("busy.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow), busyTimeout: 0.2)
        try addTasks(store, ["A"])
        let holder = try DatabaseQueue(path: path)
        try holder.inTransaction(.immediate) { db in
            let started = Date()
            #expect(throws: StoreError.busy(path: path, waitedMilliseconds: 200)) {
                try addTasks(store, ["B"])
            }
            #expect(Date().timeIntervalSince(started) >= 0.15)
            return .rollback
        }
        #expect(try titles(store) == ["A"])
    }
}
