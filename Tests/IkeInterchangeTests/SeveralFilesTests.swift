import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// `ike import A B C`: each file parsed by its own format, then one plan and one transaction over them all.
@Suite("Several files as one import")
struct SeveralFilesTests {
    /// One VTODO with `uid` and `summary`, as a vdir holds it.
    static func vtodo(_ uid: String, _ summary: String) -> String {
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:\(uid)\nSUMMARY:\(summary)\nEND:VTODO\nEND:VCALENDAR\n"
    }

    /// The files (name and text) parsed and combined.
    static func combined(_ files: [(String, String)]) throws -> ParsedFile {
        try ParsedFile.combining(
            files.map { name, text in
                (name, try Importer.parse(file: name, bytes: Array(text.utf8), format: nil, timeZone: .gmt))
            })
    }

    /// Imports the files as one import named "files".
    @discardableResult
    static func importFiles(
        _ store: TaskStore, _ files: [(String, String)], dryRun: Bool = false
    ) throws
        -> ImportPlan
    {
        try Importer(store: store).run(try combined(files), file: "files", dryRun: dryRun)
    }

    /// The message importing the files fails with, parsing or planning.
    static func failure(_ store: TaskStore, _ files: [(String, String)]) -> String? {
        do {
            try importFiles(store, files)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func filesOfDifferentFormatsAreAddedInFileOrderAndCountedTogether() throws {
        let store = try makeStore()
        let plan = try Self.importFiles(
            store, [("a.ics", Self.vtodo("u1", "From the calendar")), ("b.txt", "Milk\nx Bread\n")])
        #expect(try titles(store) == ["From the calendar", "Milk", "Bread"])
        #expect(plan.summary == "3 added, 0 updated, 0 unchanged")
        #expect(plan.formatName == "iCalendar, todo.txt")
        #expect(
            plan.entries.map { plan.place(of: $0) } == ["a.ics, line 3", "b.txt, line 1", "b.txt, line 2"])
        // Again: everything is matched by uid, nothing is added.
        #expect(
            try Self.importFiles(
                store, [("a.ics", Self.vtodo("u1", "From the calendar")), ("b.txt", "Milk\nx Bread\n")]
            ).summary
                == "0 added, 0 updated, 3 unchanged")
    }

    @Test func eachFileIsMatchedByItsOwnFormatsFields() throws {
        // todo.txt carries no notes: its record of a task must leave the notes a calendar file gave it.
        let store = try makeStore()
        try importText(store, "Pay rent uid:r1\n", name: "todo.txt")
        try store.change { writer in
            try writer.db.execute(sql: "UPDATE task SET notes = 'kept' WHERE uid = 'r1'")
        }
        try Self.importFiles(
            store, [("a.ics", Self.vtodo("u1", "Other")), ("todo.txt", "x Pay rent uid:r1\n")])
        let rent = try #require(try store.items().first { $0.uid == "r1" })
        #expect(rent.notes == "kept")
        #expect(rent.isDone)
    }

    @Test func theSameUIDWithDifferentContentsNamesBothFilesAndImportsNothing() throws {
        let store = try makeStore()
        try importText(store, "Existing\n")
        let before = try wholeTable(store)
        #expect(
            Self.failure(
                store,
                [
                    ("a.ics", Self.vtodo("u1", "One")), ("b.ics", Self.vtodo("u2", "Two")),
                    ("c.ics", Self.vtodo("u1", "Changed")),
                ])
                == "c.ics, line 3 (record 1): the uid “u1” is also in a.ics, line 3, with different contents; "
                + "nothing was imported")
        #expect(try wholeTable(store) == before)
    }

    @Test func theSameRecordInTwoFilesIsReadOnce() throws {
        let store = try makeStore()
        let plan = try Self.importFiles(
            store, [("a.ics", Self.vtodo("u1", "One")), ("copy/a.ics", Self.vtodo("u1", "One"))])
        #expect(try titles(store) == ["One"])
        #expect(plan.summary == "1 added, 0 updated, 0 unchanged")
    }

    @Test func aUIDTwiceInOneFileIsStillNamedByItsLines() throws {
        let store = try makeStore()
        #expect(
            Self.failure(store, [("a.txt", "Milk\n"), ("b.txt", "One uid:same\nTwo uid:same\n")])
                == "b.txt, line 2 (record 2): the uid “same” was already used at line 1; nothing was imported"
        )
        #expect(try titles(store) == [])
    }

    @Test func anErrorInAnyFileNamesItAndItsLine() throws {
        let store = try makeStore()
        #expect(
            Self.failure(store, [("a.txt", "Milk\n"), ("b.txt", "Bread\nEggs due:2026-02-30\n")])
                == "b.txt, line 2 (record 2): “due:2026-02-30” is not a date such as due:2026-12-01; "
                + "nothing was imported")
        #expect(try titles(store) == [])
    }

    @Test func aDoneRepeatingCopyInAnotherFileIsAnOccurrenceNotTheOpenTasksNewState() throws {
        // topydo after `do` on a rec: task: the open line in todo.txt, its done copy in done.txt.
        let store = try makeStore()
        try Self.importFiles(
            store,
            [
                ("todo.txt", "Water plants rec:1w due:2026-11-29\n"),
                ("done.txt", "x 2026-11-22 Water plants rec:1w due:2026-11-22\n"),
            ])
        let items = try store.items()
        #expect(items.count == 2)
        #expect(items.filter(\.isDone).count == 1)
        #expect(items.contains { !$0.isDone && $0.deadline == LocalDate(iso: "2026-11-29") })
    }

    @Test func aDryRunListsEveryFilesRecordsAndChangesNothing() throws {
        let store = try makeStore()
        let plan = try Self.importFiles(
            store, [("a.ics", Self.vtodo("u1", "One")), ("b.txt", "Two\n")], dryRun: true)
        #expect(plan.summary == "2 to add, 0 to update, 0 unchanged")
        #expect(plan.entries.map(\.item.title) == ["One", "Two"])
        #expect(try titles(store) == [])
    }
}
