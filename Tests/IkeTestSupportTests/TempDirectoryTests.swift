import Foundation
import Glibc
import IkeTestSupport
import Testing

@Suite("Temporary directory")
struct TempDirectoryTests {
    @Test("a temp directory is private, writable and removed completely")
    func tempDirectory() throws {
        let dir = try TempDirectory(prefix: "ike-selftest")
        var info = stat()
        #expect(stat(dir.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(dir.path.hasPrefix(TempDirectory.systemTemporaryPath + "/ike-selftest-"))
        try FileManager.default.createDirectory(atPath: dir.path("a/b"), withIntermediateDirectories: true)
        try dir.write("x", to: "a/b/c.txt")
        #expect(try String(contentsOfFile: dir.path("a/b/c.txt"), encoding: .utf8) == "x")
        dir.remove()
        #expect(!FileManager.default.fileExists(atPath: dir.path))
    }
}
