import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// `TaskStore.openExisting`: what reading commands open, so a mistyped path creates nothing.
@Suite("Opening only an existing database")
struct OpenExistingTests {
    @Test func aMissingPathCreatesNeitherFileNorFolder() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("typo/dir/x.sqlite")
        #expect(try TaskStore.openExisting(at: path, environment: .fixed(at: testNow)) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path("typo")))
    }

    /// An empty file (as an older ike's `list` left behind) is no database yet, and stays as it was.
    @Test func anEmptyFileIsNoDatabaseAndIsLeftAlone() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let before = try fingerprint(path)
        #expect(try TaskStore.openExisting(at: path, environment: .fixed(at: testNow)) == nil)
        let after = try fingerprint(path)
        #expect(after.0 == before.0 && after.1 == before.1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["empty.sqlite"])
    }

    @Test func anExistingDatabaseOpensWithItsTasks() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        // One environment for both, so the second store goes on with the uid sequence.
        let environment = CoreEnvironment.fixed(at: testNow)
        try addTasks(try TaskStore.open(at: path, environment: environment), ["A", "B"])
        let store = try #require(try TaskStore.openExisting(at: path, environment: environment))
        #expect(try titles(store) == ["A", "B"])
        try addTasks(store, ["C"])
        #expect(try titles(store) == ["A", "B", "C"])
    }

    @Test func anotherProgramsDatabaseIsRefused() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("other.sqlite")
        try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE notes (body TEXT)") }
        #expect(throws: StoreError.notAnIkeDatabase(path: path)) {
            try TaskStore.openExisting(at: path, environment: .fixed(at: testNow))
        }
    }
}
