import Foundation
import Glibc
import IkeTestSupport
import Testing

/// Servers of their own: stopping, authentication and TLS, and the errors a broken setup gives.
@Suite("CalDAV server start and stop")
struct CalDAVServerLifecycleTests {
    @Test(
        "stop kills the server, frees its port and removes its storage", arguments: CalDAVServerKind.allCases)
    func stopLeavesNothing(_ kind: CalDAVServerKind) async throws {
        let server = try await CalDAVServer.start(kind)
        let (pid, port, folder) = (server.processID, server.port, server.folder)
        #expect(LoopbackPort.isListening(port))
        #expect(FileManager.default.fileExists(atPath: folder))
        server.stop()
        #expect(ProcessRunner.waitUntilGone(pid, timeout: 5))
        // Nothing else of its group either (Xandikos and Radicale start no children, but a future one may).
        #expect(kill(-pid, 0) == -1)
        #expect(!LoopbackPort.isListening(port))
        #expect(!FileManager.default.fileExists(atPath: folder))
        server.stop()
    }

    @Test(
        "with Basic auth a wrong password gets 401 and the right one gets in",
        arguments: CalDAVServerKind.allCases)
    func basicAuth(_ kind: CalDAVServerKind) async throws {
        let server = try await CalDAVServer.start(kind, auth: .basic(user: "bob", password: "s3cret:pw"))
        defer { server.stop() }
        // Xandikos serves Basic only over https; the harness trusts its certificate.
        #expect(server.baseURL.scheme == (kind == .xandikos ? "https" : "http"))
        #expect((server.certificatePath != nil) == (kind == .xandikos))
        let principal = server.url(server.principalPath)
        let anonymous = try LoopbackHTTP(certificatePath: server.certificatePath).send("GET", principal)
        #expect(anonymous.status == 401)
        #expect(anonymous.header("WWW-Authenticate")?.hasPrefix("Basic") == true)
        let wrong = LoopbackHTTP(user: "bob", password: "wrong", certificatePath: server.certificatePath)
        #expect(
            try wrong.send(
                "PROPFIND", principal, headers: ["Depth": "0"], body: CalDAVBodies.propfindPrincipal
            ).status == 401)
        let right = try server.send(
            "PROPFIND", server.principalPath, headers: ["Depth": "0"], body: CalDAVBodies.propfindPrincipal)
        #expect(right.status == 207, "\(right.body)")

        let collection = try server.makeCollection()
        let phone = CalDAVPhone(server: server, collectionPath: collection)
        try phone.create(uid: "authed", summary: "over \(server.baseURL.scheme!)")
        #expect(try phone.list().map(\.summary) == ["over \(server.baseURL.scheme!)"])
        let intruder = CalDAVPhone(
            collectionURL: server.url(collection), user: "bob", password: "wrong",
            certificatePath: server.certificatePath)
        #expect(throws: CalDAVServerError.self) { try intruder.list() }
    }

    @Test("Radicale serves https too when asked, with a certificate curl verifies")
    func radicaleTLS() async throws {
        let server = try await CalDAVServer.start(.radicale, tls: true)
        defer { server.stop() }
        #expect(server.baseURL.absoluteString == "https://127.0.0.1:\(server.port)/")
        let reply = try server.send(
            "PROPFIND", server.principalPath, headers: ["Depth": "0"], body: CalDAVBodies.propfindPrincipal)
        #expect(reply.status == 207)
        // Without the certificate the client refuses the server: the TLS check is real.
        #expect(throws: CalDAVServerError.self) {
            try LoopbackHTTP(user: "alice").send("GET", server.baseURL)
        }
    }

    @Test(
        "a server that exits at once is reported with what it printed", arguments: CalDAVServerKind.allCases)
    func exitsEarly(_ kind: CalDAVServerKind) async throws {
        let error = await #expect(throws: CalDAVServerError.self) {
            _ = try await CalDAVServer.start(kind, arguments: ["--no-such-option"])
        }
        guard case .exitedEarly(let command, let exitCode, let log)? = error else {
            Issue.record("expected exitedEarly, got \(String(describing: error))")
            return
        }
        #expect(command.contains(kind.rawValue) && command.hasSuffix("--no-such-option"))
        #expect(exitCode != 0)
        #expect(log.contains("--no-such-option"))
    }

    @Test("a program missing from the venv names make sync-servers")
    func notInstalled() {
        let error = #expect(throws: CalDAVServerError.self) { try CalDAVVenv.executable("no-such-server") }
        #expect(error?.description.contains("make sync-servers") == true)
    }

    @Test("requests to anything but loopback are refused before they are sent")
    func onlyLoopback() {
        #expect(throws: CalDAVServerError.self) {
            try LoopbackHTTP().send("GET", URL(string: "http://192.0.2.1/")!)
        }
    }
}
