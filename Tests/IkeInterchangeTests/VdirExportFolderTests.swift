import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// What else a vdir holds when ike exports into it: files of tasks ike no longer holds (removed only with
/// `--delete`, and only ike's), other apps' files, names ike would use, the same uid twice.
@Suite("vdir export into a folder with other files")
struct VdirExportFolderTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static func store(_ uids: [String]) throws -> TaskStore {
        try storeHolding(uids.map { TodoItem(uid: $0, title: "Task \($0)", createdAt: now) })
    }

    /// Everything ike must never remove: files that are not one task's, hidden ones, a subfolder, and a
    /// task another app wrote that ike never imported.
    static let others: [(name: String, text: String)] = [
        ("displayname", "Tasks"), ("README.md", "# notes"), (".hidden.ics", "broken"),
        ("broken.ics", "BEGIN:VCALENDAR\r\nnot a line\r\n"),
        (
            "event.ics",
            "BEGIN:VCALENDAR\r\nPRODID:-//ike//ike//EN\r\nBEGIN:VEVENT\r\nUID:ev\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        ),
        (
            "two.ics",
            "BEGIN:VCALENDAR\r\nPRODID:-//ike//ike//EN\r\nBEGIN:VTODO\r\nUID:t1\r\nSUMMARY:a\r\nEND:VTODO\r\n"
                + "BEGIN:VTODO\r\nUID:t2\r\nSUMMARY:b\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        ),
        (
            "new-in-todoman@host.ics",
            VdirTesting.vtodo(uid: "new-in-todoman@host", summary: "Added in todoman")
        ),
        (
            "sub/a.ics",
            VdirTesting.vtodo(uid: "gone", summary: "In a subfolder", productID: "-//ike//ike//EN")
        ),
    ]

    @Test func filesOfRemovedTasksStayWithoutDeleteAndGoWithItAndNothingElseDoes() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let vdir = dir.path("")
        try FileManager.default.createDirectory(atPath: dir.path("sub"), withIntermediateDirectories: false)
        var contents: [String: Data] = [:]
        for other in Self.others {
            contents[other.name] = Data(try dir.write(other.text, to: other.name).utf8)
        }
        let store = try Self.store(["a", "b", "gone"])
        try VdirTesting.export(store, to: vdir)
        _ = try store.delete(uids: ["gone"])
        let kept = try VdirTesting.export(store, to: vdir)
        #expect(kept == VdirExporter.Summary(tasks: 2, written: 0, unchanged: 2, left: 1, foreign: 1))
        #expect(FileManager.default.fileExists(atPath: dir.path("gone.ics")))
        let removed = try VdirTesting.export(store, to: vdir, deleting: true)
        #expect(removed == VdirExporter.Summary(tasks: 2, written: 0, unchanged: 2, removed: 1, foreign: 1))
        #expect(
            try VdirTesting.names(vdir, hidden: true)
                == [
                    ".hidden.ics", "README.md", "a.ics", "b.ics", "broken.ics", "displayname", "event.ics",
                    "new-in-todoman@host.ics", "sub", "two.ics",
                ])
        for other in Self.others {
            #expect(
                try String(contentsOfFile: dir.path(other.name), encoding: .utf8) == other.text,
                "\(other.name)")
        }
        #expect(try VdirTesting.export(store, to: vdir, deleting: true).removed == 0)
    }

    @Test func aTaskWhoseNameIsTakenByAnotherFileGetsASecondNameAndKeepsIt() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        // `a.ics` holds an event, and `b.ics` another app's task: neither is task a's or b's file.
        let event = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        _ = try dir.write(event, to: "a.ics")
        _ = try dir.write(VdirTesting.vtodo(uid: "other", summary: "Other"), to: "b.ics")
        let store = try Self.store(["a", "b", "a~2"])
        #expect(try VdirTesting.export(store, to: dir.path("")).written == 3)
        // `a~2` is not a name ike gives a uid `a~2` (`~` is written `%7E`), so it cannot be one.
        #expect(
            try VdirTesting.names(dir.path("")) == ["a%7E2.ics", "a.ics", "a~2.ics", "b.ics", "b~2.ics"])
        #expect(try String(contentsOfFile: dir.path("a.ics"), encoding: .utf8) == event)
        #expect(try String(contentsOfFile: dir.path("a~2.ics"), encoding: .utf8).contains("\r\nUID:a\r\n"))
        #expect(
            try VdirTesting.export(store, to: dir.path(""))
                == VdirExporter.Summary(tasks: 3, written: 0, unchanged: 3, foreign: 1))
        let fresh = try makeStore()
        try VdirTesting.importFolder(dir.path(""), into: fresh)
        #expect(Set(try fresh.items().map(\.uid)) == ["a", "b", "a~2", "other"])
    }

    @Test func aSecondFileOfAUidIsNamedAndLeft() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let copy = VdirTesting.vtodo(uid: "a", summary: "A copy", productID: "-//ike//ike//EN")
        _ = try dir.write(copy, to: "copy.ics")
        _ = try dir.write(VdirTesting.vtodo(uid: "a", summary: "Old"), to: "a.ics")
        let store = try Self.store(["a"])
        let summary = try VdirTesting.export(store, to: dir.path(""), deleting: true)
        #expect(summary.duplicates == ["copy.ics holds the uid of a.ics, which was written"])
        #expect(summary.written == 1 && summary.removed == 0)
        #expect(try String(contentsOfFile: dir.path("copy.ics"), encoding: .utf8) == copy)
        #expect(try String(contentsOfFile: dir.path("a.ics"), encoding: .utf8).contains("SUMMARY:Task a\r\n"))
    }

    /// The longest names a uid gets, as it is and cut with a hash: the temporary file beside each is shorter.
    @Test func theLongestNamesAreWritten() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let uids = [String(repeating: "a", count: 251), String(repeating: "é", count: 120)]
        let store = try Self.store(uids)
        #expect(try VdirTesting.export(store, to: dir.path("")).written == 2)
        let names = try VdirTesting.names(dir.path(""), hidden: true)
        #expect(Set(names) == Set(uids.map(VdirFileName.name(for:))))
        #expect(names.map(\.utf8.count).max() == 255)
        let fresh = try makeStore()
        try VdirTesting.importFolder(dir.path(""), into: fresh)
        #expect(Set(try fresh.items().map(\.uid)) == Set(uids))
    }

    @Test func aNewFileGetsTheUmasksPermissions() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let old = umask(0o027)
        defer { umask(old) }
        try VdirTesting.export(try Self.store(["a"]), to: dir.path(""))
        #expect(VdirTesting.mode(dir.path("a.ics")) == 0o640)
    }
}
