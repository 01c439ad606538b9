import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// A file another app removed from a vdir ike exported (todoman's `todo delete` unlinks it) is a deletion:
/// the next export deletes the task in ike instead of writing the file back, and so does `ike import DIR`,
/// unless the task changed in ike after the folder was last recorded (the edit wins).
@Suite("vdir removals")
struct VdirRemovalTests {
    /// A store on `clock` holding the tasks `Keep` and `Drop`, made before the clock's time.
    static func store(on clock: MovableClock) throws -> TaskStore {
        var environment = CoreEnvironment.fixed(at: testNow)
        environment.now = { clock.now }
        let store = try TaskStore.inMemory(environment: environment)
        let made = testNow.addingTimeInterval(-3600)
        try store.change {
            try $0.insertAll([
                TodoItem(uid: "keep", title: "Keep", createdAt: made),
                TodoItem(uid: "drop", title: "Drop", createdAt: made),
            ])
        }
        return store
    }

    /// Exports `store` to `folder`, counting the backups asked for in `backups`.
    @discardableResult
    static func export(
        _ store: TaskStore, to folder: String, backups: inout [Int]
    ) throws -> VdirExporter.Summary {
        var asked: [Int] = []
        let summary = try VdirExporter.export(store, to: folder, deleting: false) { asked.append($0) }
        backups += asked
        return summary
    }

    static func uids(_ store: TaskStore) throws -> [String] {
        try store.items(.all).map(\.uid).sorted()
    }

    @Test func aRemovedFileDeletesItsTaskAtTheNextExportAfterABackup() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let clock = MovableClock(testNow)
        let store = try Self.store(on: clock)
        var backups: [Int] = []
        try Self.export(store, to: dir.path("vdir"), backups: &backups)
        clock.advance(by: 60)
        #expect(unlink(dir.path("vdir/drop.ics")) == 0)
        let summary = try Self.export(store, to: dir.path("vdir"), backups: &backups)
        #expect(summary.deleted == 1)
        #expect(summary.edited.isEmpty)
        #expect(summary.tasks == 1 && summary.written == 0 && summary.unchanged == 1)
        #expect(backups == [1], "one backup before the deletion, none before the first export")
        #expect(try Self.uids(store) == ["keep"])
        #expect(try VdirTesting.names(dir.path("vdir"), hidden: true) == ["keep.ics"])
        // Nothing more goes, and nothing comes back.
        let again = try Self.export(store, to: dir.path("vdir"), backups: &backups)
        #expect(again.deleted == 0 && again.unchanged == 1 && backups == [1])
        #expect(try VdirTesting.names(dir.path("vdir")) == ["keep.ics"])
    }

    @Test func aTaskChangedInIkeAfterTheExportIsWrittenAgain() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let clock = MovableClock(testNow)
        let store = try Self.store(on: clock)
        var backups: [Int] = []
        try Self.export(store, to: dir.path(""), backups: &backups)
        clock.advance(by: 60)
        var drop = try #require(try store.item(uid: "drop"))
        drop.title = "Drop, or not"
        try store.change { _ = try $0.update(drop) }
        clock.advance(by: 60)
        #expect(unlink(dir.path("drop.ics")) == 0)
        let summary = try Self.export(store, to: dir.path(""), backups: &backups)
        #expect(summary.deleted == 0)
        #expect(summary.edited == ["drop.ics (“Drop, or not”)"])
        #expect(summary.written == 1 && backups.isEmpty)
        #expect(try Self.uids(store) == ["drop", "keep"])
        let text = try String(contentsOfFile: dir.path("drop.ics"), encoding: .utf8)
        #expect(text.contains("SUMMARY:Drop\\, or not\r\n"))
        // Written again, it is remembered again: removed once more, it is a deletion.
        clock.advance(by: 60)
        #expect(unlink(dir.path("drop.ics")) == 0)
        #expect(try Self.export(store, to: dir.path(""), backups: &backups).deleted == 1)
        #expect(try Self.uids(store) == ["keep"])
    }

    @Test func aFolderThisDatabaseNeverWroteDeletesNothing() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let clock = MovableClock(testNow)
        let exporter = try Self.store(on: clock)
        let other = try Self.store(on: clock)
        var backups: [Int] = []
        try Self.export(exporter, to: dir.path(""), backups: &backups)
        clock.advance(by: 60)
        #expect(unlink(dir.path("drop.ics")) == 0)
        // Another database holding the same tasks never saw the file, so its absence means nothing there.
        let summary = try Self.export(other, to: dir.path(""), backups: &backups)
        #expect(summary.deleted == 0 && summary.written == 1 && summary.unchanged == 1)
        #expect(try Self.uids(other) == ["drop", "keep"])
        #expect(try VdirTesting.names(dir.path("")) == ["drop.ics", "keep.ics"])
        #expect(backups.isEmpty)
    }

    @Test func theFolderIsKnownThroughALinkToIt() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let clock = MovableClock(testNow)
        let store = try Self.store(on: clock)
        var backups: [Int] = []
        try Self.export(store, to: dir.path("real"), backups: &backups)
        #expect(symlink(dir.path("real"), dir.path("link")) == 0)
        clock.advance(by: 60)
        #expect(unlink(dir.path("real/drop.ics")) == 0)
        #expect(try Self.export(store, to: dir.path("link"), backups: &backups).deleted == 1)
        #expect(try Self.uids(store) == ["keep"])
    }

    @Test func aFileStillThereUnderItsNameIsNoRemovalEvenWhenItNoLongerReadsAsATask() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let clock = MovableClock(testNow)
        let store = try Self.store(on: clock)
        var backups: [Int] = []
        try Self.export(store, to: dir.path(""), backups: &backups)
        clock.advance(by: 60)
        // Another app halfway through writing it, or an event now: not a task file, but not removed.
        _ = try dir.write("BEGIN:VCALENDAR\r\n", to: "drop.ics")
        #expect(try Self.export(store, to: dir.path(""), backups: &backups).deleted == 0)
        #expect(try Self.uids(store) == ["drop", "keep"])
        #expect(backups.isEmpty)
    }

    @Test func importOfTheFolderDeletesTooAndItsDryRunChangesNothing() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let clock = MovableClock(testNow)
        let store = try Self.store(on: clock)
        var backups: [Int] = []
        try Self.export(store, to: dir.path(""), backups: &backups)
        clock.advance(by: 60)
        #expect(unlink(dir.path("drop.ics")) == 0)
        let table = try wholeTable(store)
        let dry = try VdirTesting.importVdir(dir.path(""), into: store, dryRun: true)
        #expect(dry.summary.hasPrefix("0 to add, 0 to update, 1 unchanged, 1 to delete (because its file"))
        let deletion = try #require(dry.entries.first { $0.action == .delete })
        #expect(deletion.item.uid == "drop" && dry.place(of: deletion) == "drop.ics (removed)")
        #expect(try wholeTable(store) == table)
        let plan = try VdirTesting.importVdir(dir.path(""), into: store)
        #expect(
            plan.summary
                == "0 added, 0 updated, 1 unchanged, 1 deleted (because its file was removed from the folder "
                + "since ike last wrote or read it)")
        #expect(try Self.uids(store) == ["keep"])
    }

    @Test func aFolderImportedIsRememberedSoARemovalThereIsADeletion() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let store = try makeStore(at: testNow)
        _ = try dir.write(VdirTesting.vtodo(uid: "t1@host", summary: "From todoman"), to: "t1@host.ics")
        _ = try dir.write(VdirTesting.vtodo(uid: "t2@host", summary: "Gone soon"), to: "t2@host.ics")
        #expect(try VdirTesting.importVdir(dir.path(""), into: store).count(.add) == 2)
        #expect(unlink(dir.path("t2@host.ics")) == 0)
        // The plain import of files (not a vdir) never deletes.
        #expect(try VdirTesting.importFolder(dir.path(""), into: store).count(.delete) == 0)
        let plan = try VdirTesting.importVdir(dir.path(""), into: store)
        #expect(plan.count(.delete) == 1)
        #expect(try Self.uids(store) == ["t1@host"])
    }

    @Test func importKeepsATaskChangedInIkeSinceAndSaysSo() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let clock = MovableClock(testNow)
        let store = try Self.store(on: clock)
        var backups: [Int] = []
        try Self.export(store, to: dir.path(""), backups: &backups)
        clock.advance(by: 60)
        var drop = try #require(try store.item(uid: "drop"))
        drop.isImportant = true
        try store.change { _ = try $0.update(drop) }
        #expect(unlink(dir.path("drop.ics")) == 0)
        let plan = try VdirTesting.importVdir(dir.path(""), into: store)
        #expect(plan.count(.delete) == 0)
        #expect(plan.editedSinceRemoval == ["drop.ics (“Drop”)"])
        #expect(try Self.uids(store) == ["drop", "keep"])
    }
}

extension VdirTesting {
    /// `ike import folder` of a vdir through the core API: as `importFolder`, with the folder's removed
    /// files as deletions.
    @discardableResult
    static func importVdir(_ folder: String, into store: TaskStore, dryRun: Bool = false) throws -> ImportPlan
    {
        let listing = try ImportFolder(path: folder)
        let parsed = try ParsedFile.combining(
            try listing.files.map { file in
                (
                    file: file,
                    parsed: try Importer.parse(
                        file: file, bytes: try ImportFileReader.bytes(of: file), format: nil,
                        timeZone: store.environment.timeZone)
                )
            })
        let vdir: VdirImport = try #require(VdirImport(listing, parsed: parsed))
        return try Importer(store: store).run(parsed, file: folder, dryRun: dryRun, vdir: vdir)
    }
}
