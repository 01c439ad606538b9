import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// `TaskStore.check()` finds each kind of damage, and `repair()` fixes what it can without losing anything.
@Suite("Database check and repair")
struct DatabaseCheckTests {
    /// A database file holding `titles`, in a folder of its own; `body` gets its path and an open store.
    static func withDatabase(
        _ titles: [String] = ["One", "Two", "Three"], _ body: (String, TaskStore) throws -> Void
    ) throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        try addTasks(store, titles)
        try body(path, store)
    }

    /// Runs raw SQL past every rule of the store, as a bug or another program could.
    static func tamper(_ store: TaskStore, _ sql: String) throws {
        try store.queue.writeWithoutTransaction { try $0.execute(sql: sql) }
    }

    @Test func aHealthyDatabasePasses() throws {
        try Self.withDatabase { _, store in
            let report = try store.check()
            #expect(report.isHealthy && report.taskCount == 3)
        }
    }

    @Test func aDamagedIndexIsFoundAndRebuilt() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        var key = ""
        do {
            let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
            key = try addTasks(store, ["One", "Two", "Three"])[1].orderKey
        }
        try DatabaseDamage.damageIndex("task_order", holding: key, inDatabaseAt: path)
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        let problems = try store.check().problems
        #expect(!problems.isEmpty && problems.allSatisfy(\.isFixableInPlace), "\(problems)")
        #expect(problems.contains { if case .damagedIndex("task_order", _) = $0 { true } else { false } })
        let result = try store.repair()
        #expect(result.after.isHealthy, "\(result.after.problems)")
        #expect(result.fixed == problems)
        #expect(try titles(store) == ["One", "Two", "Three"])
    }

    @Test func invalidPositionsAreGivenAnewInListOrderAndTiesAreNoProblem() throws {
        try Self.withDatabase(["One", "Two", "Three", "Four"]) { _, store in
            let keys = try store.items().map(\.orderKey)
            try Self.tamper(store, "UPDATE task SET orderKey = '\(keys[0])' WHERE id = 2")
            try Self.tamper(store, "UPDATE task SET orderKey = 'zz!' WHERE id = 4")
            let problems = try store.check().problems
            #expect(problems == [.invalidOrderKey(id: 4, key: "zz!")])
            let result = try store.repair()
            #expect(result.after.isHealthy, "\(result.after.problems)")
            // The tie is listed in uid order and left; the invalid key sorted last, and stays there.
            #expect(try titles(store) == ["One", "Two", "Three", "Four"])
            #expect(
                try store.items().map(\.orderKey).prefix(3) == keys.prefix(1) + keys.prefix(1) + [keys[2]])
        }
    }

    @Test func aWrongOrMissingTallyIsCountedAgain() throws {
        try Self.withDatabase { _, store in
            try Self.tamper(
                store, "UPDATE task_tally SET n = 99 WHERE isImportant = 0 AND isUrgent = 0 AND isDone = 0")
            try Self.tamper(
                store, "DELETE FROM task_tally WHERE isImportant = 1 AND isUrgent = 1 AND isDone = 1")
            #expect(
                try store.check().problems == [
                    .wrongTally(important: false, urgent: false, done: false, stored: 99, actual: 3),
                    .wrongTally(important: true, urgent: true, done: true, stored: nil, actual: 0),
                ])
            #expect(try store.repair().after.isHealthy)
            #expect(try store.counts() == TaskCounts(open: 3, done: 0))
        }
    }

    @Test func whatCannotBeFixedInPlaceIsReportedAndLeft() throws {
        try Self.withDatabase { _, store in
            try Self.tamper(store, "UPDATE task SET uid = '' WHERE id = 1")
            try Self.tamper(store, "UPDATE task SET deadline = '2026-02-30' WHERE id = 2")
            try Self.tamper(
                store, "UPDATE task_tally SET n = 7 WHERE isImportant = 0 AND isUrgent = 0 AND isDone = 0")
            let unfixable: [CheckProblem] = [.emptyUID(id: 1), .invalidDeadline(id: 2, text: "2026-02-30")]
            let result = try store.repair()
            #expect(
                result.fixed == [
                    .wrongTally(important: false, urgent: false, done: false, stored: 7, actual: 3)
                ])
            #expect(result.after.problems == unfixable)
            #expect(unfixable.allSatisfy { !$0.isFixableInPlace })
        }
    }

    /// A damaged uid index lets a second task take a uid; the check reads the table, so it still sees it,
    /// and the repair rebuilds every other index but leaves that one for a person to decide.
    @Test func duplicateUIDsHiddenByADamagedIndexAreFound() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        var uid = ""
        do {
            let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
            uid = try addTasks(store, ["One", "Two"])[0].uid
        }
        let uidIndex = "sqlite_autoindex_task_1"
        try DatabaseDamage.damageIndex(uidIndex, holding: uid, inDatabaseAt: path)
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        // An insert only adds an index entry, so the damaged index lets it through.
        try Self.tamper(
            store,
            "INSERT INTO task (uid, title, orderKey, createdAt, updatedAt) VALUES ('\(uid)', 'Copy', 'a9', 0, 0)"
        )
        let problems = try store.check().problems
        #expect(problems.contains(.duplicateUID(uid: uid, ids: [1, 3])), "\(problems)")
        let result = try store.repair()
        #expect(result.after.problems.contains(.duplicateUID(uid: uid, ids: [1, 3])))
        #expect(
            result.after.problems.allSatisfy { !$0.isFixableInPlace || $0.description.contains(uidIndex) })
    }
}
