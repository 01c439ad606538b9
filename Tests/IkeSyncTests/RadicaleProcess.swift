import Foundation
import IkeTestSupport

/// A Radicale 3.9 started for one test on a free loopback port with empty storage, from a virtual
/// environment under `.build/` made on first use (`pip install radicale==3.9.*`).
///
/// Stand-in until the shared harness (`CalDAVServer` in IkeTestSupport, which also runs Xandikos) is
/// merged; then this file goes and the live tests use that instead.
final class RadicaleProcess: Sendable {
    /// http://127.0.0.1:PORT
    let baseURL: URL
    private let processID: pid_t
    private let storage: TempDirectory

    /// Starts Radicale with `--auth-type none`: any user name with any password is accepted, the name
    /// becoming the principal `/NAME/`, while a request without credentials still gets 401.
    init() throws {
        let radicale = try Self.installedRadicale()
        storage = try TempDirectory(prefix: "ike-radicale")
        let port = try Self.freePort()
        processID = try ProcessRunner.spawnBackground(
            radicale,
            [
                "--config", "", "--server-hosts", "127.0.0.1:\(port)", "--auth-type", "none", "--rights-type",
                "owner_only", "--storage-filesystem-folder", storage.path("collections"),
            ],
            environment: ProcessRunner.baseEnvironment, stdoutPath: storage.path("stdout"),
            stderrPath: storage.path("stderr"))
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        let deadline = ProcessRunner.monotonicNow() + 20
        while !Self.isListening(port) {
            if ProcessRunner.monotonicNow() > deadline
                || (try? ProcessRunner.waitForExit(processID, timeout: 0)) != nil
            {
                let log = (try? String(contentsOfFile: storage.path("stderr"), encoding: .utf8)) ?? ""
                ProcessRunner.terminate(processID)
                storage.remove()
                throw ProcessError.io("Radicale did not start on port \(port):\n\(log)")
            }
            usleep(50_000)
        }
    }

    /// `path` on the server.
    func url(_ path: String) -> URL { URL(string: baseURL.absoluteString + path)! }

    func stop() {
        ProcessRunner.terminate(processID)
        storage.remove()
    }

    /// The venv's `radicale`, installed first when missing.
    private static func installedRadicale() throws -> String {
        let venv = repository + "/.build/sync-test-venv"
        let radicale = venv + "/bin/radicale"
        if FileManager.default.isExecutableFile(atPath: radicale) { return radicale }
        let environment = ProcessRunner.baseEnvironment
        for (command, arguments) in [
            ("python3", ["-m", "venv", venv]),
            (venv + "/bin/pip", ["install", "--quiet", "radicale==3.9.*"]),
        ] {
            let result = try ProcessRunner.run(command, arguments, environment: environment, timeout: 600)
            guard result.exitCode == 0 else {
                throw ProcessError.io(
                    "\(command) \(arguments.joined(separator: " ")) failed:\n\(result.stderr)")
            }
        }
        return radicale
    }

    /// The repository's top folder, found from this source file.
    private static var repository: String {
        var url = URL(fileURLWithPath: #filePath)
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.path + "/Package.swift") { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }

    private static func freePort() throws -> Int {
        let server = try CannedHTTPServer([])
        let port = server.port
        server.stop()
        return port
    }

    private static func isListening(_ port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
