import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A CalDAV server for the sync benchmarks, Radicale or Xandikos from the venv of `make sync-servers`, on a
/// free port of 127.0.0.1 with its storage in a folder of its own, started the way the test harness starts
/// them (Tests/IkeTestSupport/CalDAVServerKind.swift; IkeBench may not depend on test targets).
final class CalDAVLauncher {
    /// Which server.
    enum Kind: String, CaseIterable {
        case radicale, xandikos

        /// Where collections are made: the principal's calendar home.
        var home: String { self == .radicale ? "/alice/" : "/user/calendars/" }
    }

    let kind: Kind
    let port: Int
    let folder: String
    private let pid: pid_t

    /// `http://127.0.0.1:PORT`.
    var origin: String { "http://127.0.0.1:\(port)" }

    /// Starts `kind` from `venv` with storage in `folder` (emptied first) and waits until it accepts
    /// connections.
    init(_ kind: Kind, venv: String, folder: String) throws {
        self.kind = kind
        self.folder = folder
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        port = try Self.freePort()
        let arguments: [String]
        switch kind {
        case .radicale:
            // An empty --config: no configuration of the machine leaks in; the default auth type is denyall.
            arguments = [
                venv + "/bin/radicale", "--config", "", "--server-hosts", "127.0.0.1:\(port)", "--auth-type",
                "none", "--rights-type", "owner_only", "--storage-filesystem-folder", folder + "/collections",
            ]
        case .xandikos:
            arguments = [
                venv + "/bin/xandikos", "serve", "--defaults", "-d", folder + "/collections", "--state-dir",
                folder + "/state", "-l", "127.0.0.1", "-p", "\(port)", "--no-detect-systemd",
            ]
        }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder
        environment["PYTHONUNBUFFERED"] = "1"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, folder + "/server.log", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        switch spawnWithCleanSignals(arguments, environment: environment, actions: &actions) {
        case .success(let pid): self.pid = pid
        case .failure(let error): throw BenchError("cannot start \(arguments[0]): error \(error.code)")
        }
        try waitUntilListening(seconds: 30)
    }

    /// Stops the server and removes its storage.
    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func waitUntilListening(seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let log = (try? String(contentsOfFile: folder + "/server.log", encoding: .utf8)) ?? ""
                throw BenchError("\(kind) exited at start:\n\(log)")
            }
            if Self.accepts(port) { return }
            usleep(25_000)
        }
        stop()
        throw BenchError("\(kind) did not listen on port \(port) within \(Int(seconds)) s")
    }

    /// Whether something accepts a TCP connection on 127.0.0.1:`port`.
    private static func accepts(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = loopback(port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// A port the kernel just gave out, so free a moment ago.
    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw BenchError("no socket for a free port") }
        defer { close(socket) }
        var address = loopback(0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw BenchError("cannot bind a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func loopback(_ port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
