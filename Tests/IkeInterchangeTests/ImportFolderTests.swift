import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeInterchange

/// `ike import DIR`: which entries of a folder are read, in what order, and the errors that name a file.
@Suite("Import folder")
struct ImportFolderTests {
    /// The names (not paths) of the files `ImportFolder` reads in `folder`.
    static func names(_ folder: ImportFolder) -> [String] {
        folder.files.map { String($0.split(separator: "/").last!) }
    }

    /// The message listing `path` fails with, or `nil`.
    static func failure(_ path: String) -> String? {
        do {
            _ = try ImportFolder(path: path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func taskFilesAreReadInNameOrderAndOthersAreCounted() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        for name in [
            "b.ics", "a.ics", "B.JSON", "todo.txt", "notes.md", "list.markdown", "t.csv", "README",
            "displayname", "photo.png", ".hidden.ics", ".vdirsyncer",
        ] {
            _ = try dir.write("x", to: name)
        }
        try FileManager.default.createDirectory(
            atPath: dir.path("sub.ics"), withIntermediateDirectories: false)
        _ = try dir.write("x", to: "sub.ics/inside.ics")
        let folder = try ImportFolder(path: dir.path(""))
        // Byte order: capitals first, whatever the locale.
        #expect(
            Self.names(folder) == [
                "B.JSON", "a.ics", "b.ics", "list.markdown", "notes.md", "t.csv", "todo.txt",
            ])
        // README, displayname, photo.png and the subfolder; hidden entries are not counted.
        #expect(folder.skipped == 4)
    }

    @Test func aLinkToAFileIsFollowed() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let target = try dir.write("x", to: "elsewhere.txt")
        try FileManager.default.createDirectory(atPath: dir.path("vdir"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: dir.path("vdir/linked.ics"), withDestinationPath: target)
        #expect(try ImportFolder(path: dir.path("vdir")).files == [dir.path("vdir/linked.ics")])
    }

    @Test func aLinkLoopOrADanglingLinkIsAnErrorNamingIt() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: dir.path("loop.ics"), withDestinationPath: "loop.ics")
        #expect(
            Self.failure(dir.path(""))
                == "\(dir.path("loop.ics")): cannot read it (Too many levels of symbolic "
                + "links); nothing was imported")
        try FileManager.default.removeItem(atPath: dir.path("loop.ics"))
        try FileManager.default.createSymbolicLink(
            atPath: dir.path("gone.ics"), withDestinationPath: "nowhere")
        #expect(
            Self.failure(dir.path(""))
                == "\(dir.path("gone.ics")): cannot read it (No such file or directory); nothing was imported"
        )
    }

    @Test func aFileThatCannotBeReadIsAnErrorNamingIt() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(
            atPath: dir.path("odd.ics"), withIntermediateDirectories: false)
        do {
            _ = try ImportFileReader.bytes(of: dir.path("odd.ics"))
            Issue.record("a folder was read as a file")
        } catch {
            #expect(
                error.description
                    == "\(dir.path("odd.ics")): cannot read it (Is a directory); nothing was imported")
        }
    }

    @Test func filesAreReadWholeWhateverTheirSize() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let empty = try dir.write("", to: "empty.txt")
        #expect(try ImportFileReader.bytes(of: empty) == [])
        let large = String(repeating: "Buy milk\n", count: 300_000)
        #expect(try ImportFileReader.bytes(of: try dir.write(large, to: "large.txt")) == Array(large.utf8))
    }

    @Test func tenThousandFilesAreListedInOrder() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        for index in 0..<10_000 {
            _ = try dir.write(
                SeveralFilesTests.vtodo("u\(index)", "Task \(index)"), to: String(format: "%05d.ics", index))
        }
        let folder = try ImportFolder(path: dir.path(""))
        #expect(folder.files.count == 10_000)
        #expect(folder.files == folder.files.sorted())
        // And they are one import: parsed one by one, planned together.
        let parsed = try folder.files.map { path in
            (
                path,
                try Importer.parse(
                    file: path, bytes: try ImportFileReader.bytes(of: path), format: nil, timeZone: .gmt)
            )
        }
        let store = try makeStore()
        let plan = try Importer(store: store).run(try ParsedFile.combining(parsed), file: "folder")
        #expect(plan.summary == "10000 added, 0 updated, 0 unchanged")
    }
}
