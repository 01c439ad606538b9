import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// `Exporter.writeAtomically` replacing a file someone made private.
@Suite("Export file")
struct ExporterFileTests {
    /// 0o705 cannot come from 0666 less any umask, so the test fails if the mode is set anew.
    @Test(arguments: [0o600, 0o705] as [mode_t])
    func replacingAFileKeepsItsPermissions(mode: mode_t) throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("backup.json")
        try Exporter.writeAtomically(Array("old".utf8), to: path)
        #expect(chmod(path, mode) == 0)
        try Exporter.writeAtomically(Array("new".utf8), to: path)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == mode)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["backup.json"])
    }

    @Test func aNewFileGetsTheModeTheUmaskAllows() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("new.json")
        let mask = umask(0o027)
        defer { umask(mask) }
        try Exporter.writeAtomically(Array("new".utf8), to: path)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o640)
    }
}
