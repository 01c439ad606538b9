import Foundation
import Synchronization

/// A real CalDAV server (Radicale or Xandikos from the venv of `make sync-servers`) on a free port of
/// 127.0.0.1, with storage of its own in a temporary folder, for the sync tests.
///
/// `start` returns once the server answers HTTP; `stop` kills its process group and removes the storage.
/// Facts about each server that the code relies on are in Docs/CalDAVServers.md.
public final class CalDAVServer: Sendable {
    /// Which server runs.
    public let kind: CalDAVServerKind
    /// How it checks requests.
    public let auth: CalDAVAuth
    /// The user name a client sends: the one of `.basic`, else `alice` (Radicale wants some user to name
    /// the principal; Xandikos ignores it).
    public let user: String
    /// The password a client sends (anything goes with `.none`).
    public let password: String
    /// The port it listens on, on 127.0.0.1.
    public let port: Int
    /// `http://127.0.0.1:PORT/`, or https with TLS.
    public let baseURL: URL
    /// The self-signed certificate to trust when it serves https, else nil.
    public let certificatePath: String?
    /// The server process, leader of its own process group.
    public let processID: pid_t
    /// Seconds from spawning the server to its first HTTP answer.
    public let startSeconds: Double
    /// The temporary folder holding its collections, log and certificate.
    public let folder: String

    /// The command line it was started with, for messages.
    public let commandLine: String
    private let stopped = Mutex(false)

    private init(
        kind: CalDAVServerKind, auth: CalDAVAuth, port: Int, scheme: String, certificatePath: String?,
        processID: pid_t, startSeconds: Double, folder: String, command: String
    ) {
        self.kind = kind
        self.auth = auth
        switch auth {
        case .none: (user, password) = ("alice", "unused")
        case .basic(let user, let password): (self.user, self.password) = (user, password)
        }
        self.port = port
        baseURL = URL(string: "\(scheme)://127.0.0.1:\(port)/")!
        self.certificatePath = certificatePath
        self.processID = processID
        self.startSeconds = startSeconds
        self.folder = folder
        commandLine = command
    }

    /// Starts a server and waits until it answers HTTP.
    ///
    /// With `tls` (and always for Xandikos with `.basic`, which refuses Basic over plain HTTP) it serves
    /// https with a fresh self-signed certificate, `certificatePath`. `arguments` go after the harness's own.
    /// Throws when the venv lacks the server, when it exits first (with its output), or when it has not
    /// answered within `timeout` seconds (then it is killed).
    public static func start(
        _ kind: CalDAVServerKind, auth: CalDAVAuth = .none, tls: Bool = false, arguments: [String] = [],
        timeout: Double = 30
    ) async throws -> CalDAVServer {
        let executable = try CalDAVVenv.executable(kind.rawValue)
        // A port found free can be taken before the server binds it; a few tries make that harmless.
        for attempt in 1...3 {
            do {
                return try await launch(
                    kind, executable: executable, auth: auth, tls: tls, arguments: arguments,
                    timeout: timeout)
            } catch CalDAVServerError.exitedEarly(_, _, let log)
                where attempt < 3 && (log.contains("Address already in use") || log.contains("Errno 98"))
            {
                continue
            }
        }
        preconditionFailure("the last attempt returns or throws")
    }

    private static func launch(
        _ kind: CalDAVServerKind, executable: String, auth: CalDAVAuth, tls: Bool, arguments: [String],
        timeout: Double
    ) async throws -> CalDAVServer {
        let folder = try TempDirectory(prefix: "ike-caldav-\(kind)")
        do {
            let port = try LoopbackPort.free()
            let useTLS = tls || (kind == .xandikos && auth != .none)
            var certificate: String?
            if useTLS {
                // Xandikos's --autocert looks for these names in <state-dir>/certs.
                try FileManager.default.createDirectory(
                    atPath: folder.path("state/certs"), withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
                certificate = folder.path("state/certs/selfsigned.crt")
                try SelfSignedCertificate.make(
                    certificatePath: folder.path("state/certs/selfsigned.crt"),
                    keyPath: folder.path("state/certs/selfsigned.key"))
            }
            let serverArguments =
                try kind.launchArguments(port: port, folder: folder, auth: auth, tls: useTLS) + arguments
            let described = ProcessRunner.describe(executable, serverArguments)
            var environment = ProcessRunner.baseEnvironment
            environment["HOME"] = folder.path
            environment["PYTHONUNBUFFERED"] = "1"
            let start = ProcessRunner.monotonicNow()
            let pid = try ProcessRunner.spawnBackground(
                executable, serverArguments, environment: environment, stdoutPath: folder.path("server.log"),
                stderrPath: folder.path("server.log"))
            let scheme = useTLS ? "https" : "http"
            let answeredAt = try await waitUntilAnswering(
                pid: pid, port: port, url: URL(string: "\(scheme)://127.0.0.1:\(port)/")!,
                certificatePath: certificate, logPath: folder.path("server.log"), command: described,
                timeout: timeout)
            return CalDAVServer(
                kind: kind, auth: auth, port: port, scheme: scheme, certificatePath: certificate,
                processID: pid,
                startSeconds: answeredAt - start, folder: folder.path, command: described)
        } catch {
            folder.remove()
            throw error
        }
    }

    /// Polls until an HTTP request to `url` gets any answer and returns the time it did. Throws when the
    /// server exits first (it is reaped then) or has not answered within `timeout` (it is killed then).
    private static func waitUntilAnswering(
        pid: pid_t, port: Int, url: URL, certificatePath: String?, logPath: String, command: String,
        timeout: Double
    ) async throws -> Double {
        let deadline = ProcessRunner.monotonicNow() + timeout
        let probe = LoopbackHTTP(certificatePath: certificatePath, timeout: 2)
        let log = { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }
        while true {
            if let code = try ProcessRunner.waitForExit(pid, timeout: 0) {
                throw CalDAVServerError.exitedEarly(command: command, exitCode: code, log: log())
            }
            // A connect first: spawning curl only once something listens keeps the poll cheap.
            if LoopbackPort.isListening(port), (try? probe.send("OPTIONS", url)) != nil {
                return ProcessRunner.monotonicNow()
            }
            if ProcessRunner.monotonicNow() >= deadline {
                ProcessRunner.terminate(pid)
                throw CalDAVServerError.notAnswering(command: command, seconds: timeout, log: log())
            }
            do {
                try await Task.sleep(for: .milliseconds(25))
            } catch {
                ProcessRunner.terminate(pid)
                throw error
            }
        }
    }

    /// What the server printed so far (both output streams).
    public var log: String {
        (try? String(contentsOfFile: folder + "/server.log", encoding: .utf8)) ?? ""
    }

    /// The path of the current user's principal: `/alice/` on Radicale, `/user/` on Xandikos.
    public var principalPath: String { kind.principalPath(user: user) }

    /// The path under which collections are made (calendar-home-set).
    public var calendarHomePath: String { kind.calendarHomePath(user: user) }

    /// The collection the server starts with, if any (Xandikos's default calendar).
    public var defaultCollectionPath: String? { kind.defaultCollectionPath }

    /// `baseURL` with an absolute path, e.g. `url("/alice/tasks/")`.
    public func url(_ path: String) -> URL {
        URL(string: path, relativeTo: baseURL)!.absoluteURL
    }

    /// A client that sends this server's credentials and trusts its certificate.
    public var http: LoopbackHTTP {
        LoopbackHTTP(user: user, password: password, certificatePath: certificatePath)
    }

    /// Sends one request with this server's credentials, e.g. `send("PROPFIND", principalPath, …)`.
    public func send(
        _ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil
    ) throws -> HTTPReply {
        try http.send(method, url(path), headers: headers, body: body)
    }

    /// Makes a new calendar collection for VTODO only (MKCALENDAR) under the calendar home and returns its
    /// path, ending in a slash. Each test that writes takes a collection of its own this way.
    @discardableResult
    public func makeCollection(
        named name: String = "tasks-" + UUID().uuidString.lowercased()
    ) throws -> String {
        let path = calendarHomePath + name + "/"
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>\
            <D:displayname>\(name)</D:displayname><C:supported-calendar-component-set>\
            <C:comp name="VTODO"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>
            """
        let reply = try send("MKCALENDAR", path, body: body)
        guard reply.status == 201 else {
            throw CalDAVServerError.request("MKCALENDAR \(path) on \(kind): \(reply.status) \(reply.body)")
        }
        return path
    }

    /// Kills the server's process group (SIGTERM, then SIGKILL after 5 s) and removes its folder. Safe to
    /// call more than once.
    public func stop() {
        let first = stopped.withLock { wasStopped in
            defer { wasStopped = true }
            return !wasStopped
        }
        if first { ProcessRunner.terminate(processID) }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
