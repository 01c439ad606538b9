import Foundation

/// The top of the repository these tests were built from, found from this source file: the committed
/// files some tests compare the binary with (Docs/ike.1, Docs/man/…) and the Makefile live there.
enum RepositoryFolder {
    static var path: String {
        var url = URL(fileURLWithPath: #filePath)
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.path + "/Package.swift") { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }

    /// The text of `relativePath` in the repository.
    static func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)
    }
}
