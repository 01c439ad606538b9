import Foundation

/// Where the CalDAV servers and the phone client of the sync tests are installed: the virtual environment
/// that `make sync-servers` fills (Docs/CalDAVServers.md).
public enum CalDAVVenv {
    /// `$IKE_CALDAV_VENV` (the Makefile passes it to `swift test`), else `.build/caldav-venv` in the
    /// repository these tests were built from.
    public static var path: String {
        if let path = ProcessInfo.processInfo.environment["IKE_CALDAV_VENV"], !path.isEmpty { return path }
        return repository + "/.build/caldav-venv"
    }

    /// The top of the repository, found from this source file (the phone script lives there too).
    public static var repository: String {
        var url = URL(fileURLWithPath: #filePath)
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.path + "/Package.swift") { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }

    /// The path of a program in the venv's `bin`, or an error that says how to install it.
    public static func executable(_ name: String) throws -> String {
        let file = path + "/bin/" + name
        guard ProcessRunner.isExecutableFile(file) else {
            throw CalDAVServerError.notInstalled(program: name, venv: path)
        }
        return file
    }

    /// The script that plays the phone (Tests/Support/caldav_phone.py).
    public static var phoneScript: String { repository + "/Tests/Support/caldav_phone.py" }
}
