import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// `ike export --format vdir`: one `.ics` per task, named by uid, that `ike import DIR` reads back as the
/// same tasks, and a second export that writes only what changed.
@Suite("vdir export")
struct VdirExportTests {
    static let created = Date(timeIntervalSince1970: 1_795_000_000.123)

    /// Tasks with every field a VTODO carries, and uids a file name cannot hold as they are.
    static func tasks() throws -> [TodoItem] {
        [
            TodoItem(
                uid: "a1", title: "Pay rent", notes: "IBAN in the drawer\nsecond line",
                deadline: LocalDate(iso: "2026-12-01"),
                isImportant: true, isUrgent: true, createdAt: created, tags: try tags("home", "money")),
            TodoItem(
                uid: "folder/with spaces", title: "Call mom, then; dad", isDone: true,
                doneAt: created.addingTimeInterval(3600.5), isImportant: true, createdAt: created,
                updatedAt: created.addingTimeInterval(7200)),
            TodoItem(uid: ".dot", title: "Hidden? No", isUrgent: true, createdAt: created),
        ]
    }

    @Test func everyTaskIsOneFileNamedByItsUidAndReadsBackAsTheSameTasks() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let store = try storeHolding(try Self.tasks())
        // Parents are made too, as `mkdir -p` would.
        let vdir = dir.path("calendars/tasks")
        let summary = try VdirTesting.export(store, to: vdir)
        #expect(summary == VdirExporter.Summary(tasks: 3, written: 3, unchanged: 0))
        #expect(
            try VdirTesting.names(vdir, hidden: true) == [
                "%2Edot.ics", "a1.ics", "folder%2Fwith%20spaces.ics",
            ])
        // Each file is what ike's iCalendar export writes for that one task.
        for item in try store.items() {
            let bytes = try Data(
                contentsOf: URL(fileURLWithPath: vdir + "/" + VdirFileName.name(for: item.uid)))
            #expect(Array(bytes) == ICalendarCodec.encode([item]))
        }
        let fresh = try makeStore()
        let plan = try VdirTesting.importFolder(vdir, into: fresh)
        #expect(plan.summary == "3 added, 0 updated, 0 unchanged")
        let before = try store.items().map(VdirTesting.carried).sorted()
        #expect(try fresh.items().map(VdirTesting.carried).sorted() == before)
        // The tasks read back write the same files: exporting them changes none.
        let inodes = try VdirTesting.names(vdir).map { VdirTesting.inode(vdir + "/" + $0) }
        #expect(
            try VdirTesting.export(fresh, to: vdir)
                == VdirExporter.Summary(tasks: 3, written: 0, unchanged: 3))
        #expect(try VdirTesting.names(vdir).map { VdirTesting.inode(vdir + "/" + $0) } == inodes)
        #expect(try VdirTesting.names(vdir, hidden: true).count == 3, "no temporary file is left")
    }

    @Test func aSecondExportRewritesOnlyTheTaskThatChanged() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let store = try storeHolding(try Self.tasks())
        try VdirTesting.export(store, to: dir.path(""))
        let paths = try VdirTesting.names(dir.path("")).map { dir.path($0) }
        let inodes = paths.map(VdirTesting.inode)
        var changed = try #require(try store.items().first { $0.uid == "a1" })
        changed.title = "Pay the rent"
        try store.change { _ = try $0.update(changed) }
        let summary = try VdirTesting.export(store, to: dir.path(""))
        #expect(summary == VdirExporter.Summary(tasks: 3, written: 1, unchanged: 2))
        let rewritten = zip(paths, inodes).filter { VdirTesting.inode($0.0) != $0.1 }.map(\.0)
        #expect(rewritten == [dir.path("a1.ics")])
        let text = try String(contentsOfFile: dir.path("a1.ics"), encoding: .utf8)
        #expect(text.contains("SUMMARY:Pay the rent\r\n"))
    }

    /// todoman writes LAST-MODIFIED when it saves a task: a file changed after ike's last change to the
    /// task is an edit ike has not read, and an export must not write the older copy over it.
    @Test func aFileChangedByAnotherAppAfterIkesChangeIsLeftUntilImported() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let store = try storeHolding(try Self.tasks())
        var changed = try #require(try store.items().first { $0.uid == "a1" })
        changed.title = "Pay the rent"
        try store.change { _ = try $0.update(changed) }
        let updatedAt = try #require(try store.item(uid: "a1")).updatedAt
        func todomanEdit(_ summary: String, at date: Date) throws -> String {
            let stamp = ISO8601DateFormatter.string(
                from: date, timeZone: TimeZone(identifier: "UTC")!,
                formatOptions: [
                    .withYear, .withMonth,
                    .withDay, .withTime, .withTimeZone,
                ])
            return try dir.write(
                VdirTesting.vtodo(
                    uid: "a1", summary: summary, extra: "LAST-MODIFIED:\(stamp)\r\n"),
                to: "f00d@host.ics")
        }
        let path = try todomanEdit("Pay rent by Friday", at: updatedAt.addingTimeInterval(60))
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let summary = try VdirTesting.export(store, to: dir.path(""))
        #expect(summary.newer == ["f00d@host.ics (“Pay the rent”)"])
        #expect(summary.tasks == 3 && summary.written == 2)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        // Asked to (`--overwrite`), ike writes over it; the test puts the newer file back after.
        let overwriting = try VdirExporter.export(store, to: dir.path(""), deleting: false, overwriting: true)
        #expect(overwriting.newer.isEmpty && overwriting.written == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("SUMMARY:Pay the rent\r\n"))
        try todomanEdit("Pay rent by Friday", at: updatedAt.addingTimeInterval(60))
        // Imported, the newer title wins in ike, and the next export has nothing to hold back.
        try VdirTesting.importFolder(dir.path(""), into: store)
        #expect(try store.item(uid: "a1")?.title == "Pay rent by Friday")
        #expect(try VdirTesting.export(store, to: dir.path("")).newer.isEmpty)
        // A file last changed before ike's change is ike's to write.
        try todomanEdit(
            "Pay rent on Monday",
            at: try #require(try store.item(uid: "a1")).updatedAt.addingTimeInterval(-60))
        let older = try VdirTesting.export(store, to: dir.path(""))
        #expect(older.newer.isEmpty && older.written == 1)
    }

    @Test func aTaskInAnotherAppsFileIsWrittenThereAndKeepsItsPermissions() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        // todoman names files by its own uids and writes them 0600.
        let path = try dir.write(
            VdirTesting.vtodo(uid: "a1", summary: "Pay rent", extra: "LOCATION:Bank\r\n"), to: "f00d@host.ics"
        )
        chmod(path, 0o600)
        let store = try storeHolding(try Self.tasks())
        let summary = try VdirTesting.export(store, to: dir.path(""))
        #expect(summary.written == 3)
        #expect(!FileManager.default.fileExists(atPath: dir.path("a1.ics")))
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == String(decoding: ICalendarCodec.encode([try store.items()[0]]), as: UTF8.self))
        #expect(VdirTesting.mode(path) == 0o600)
    }

    @Test func anotherAppsFileThatSaysWhatIkeHoldsIsLeftAsItIs() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let text = VdirTesting.vtodo(
            uid: "t1", summary: "Water the plants",
            extra: "LOCATION:Balcony\r\nCATEGORIES:garden\r\nPRIORITY:3\r\n")
        let path = try dir.write(text, to: "t1@host.ics")
        let store = try makeStore()
        try VdirTesting.importFolder(dir.path(""), into: store)
        let inode = VdirTesting.inode(path)
        #expect(
            try VdirTesting.export(store, to: dir.path(""))
                == VdirExporter.Summary(tasks: 1, written: 0, unchanged: 1))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(VdirTesting.inode(path) == inode)
    }

    @Test func aFileWhereTheFolderShouldBeIsRefused() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let file = try dir.write("x", to: "tasks")
        let store = try storeHolding(try Self.tasks())
        #expect(
            throws: Exporter.Failure(description: "cannot write the vdir \(file): it is a file, not a folder")
        ) {
            try VdirTesting.export(store, to: file)
        }
    }

    /// The PRODID the folder reader takes for ike's is the one ike's iCalendar export writes.
    @Test func ikeFilesAreKnownByTheProductIDIkeWrites() throws {
        let bytes = ICalendarCodec.encode(try Self.tasks())
        #expect(String(decoding: bytes, as: UTF8.self).contains("\r\nPRODID:\(VdirFolder.ikeProductID)\r\n"))
        let one = ICalendarCodec.encode([try Self.tasks()[0]])
        #expect(VdirFolder.task(in: one, timeZone: .gmt)?.isIkeWritten == true)
        #expect(
            VdirFolder.task(in: Array(VdirTesting.vtodo(uid: "x", summary: "y").utf8), timeZone: .gmt)?
                .isIkeWritten == false)
    }
}
