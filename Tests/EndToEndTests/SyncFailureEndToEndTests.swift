import Foundation
import IkeTestSupport
import Synchronization
import Testing

/// `ike sync` through the built binary against a loopback CalDAV server that misbehaves (issue 17's bad
/// input), and two syncs of one database at once: a clear message and exit status, `ike check` passing,
/// the changes still waiting (`ike sync --status`), and the next sync finishing.
@Suite("ike sync against a misbehaving server")
struct SyncFailureEndToEndTests {
    /// A database synced once with `server`, then one task renamed and one added: two changes waiting.
    struct Machine {
        var cli: IkeCLI
        let config: String

        init(server: LoopbackCalDAVServer, extraSettings: String = "") throws {
            cli = try IkeCLI()
            config = cli.folder.path("config.toml")
            try """
            [sync]
            url = "\(server.collectionURL.absoluteString)"
            username = "alice"
            \(extraSettings)
            """.write(toFile: config, atomically: true, encoding: .utf8)
        }

        @discardableResult
        func sync(_ extra: String...) throws -> ProcessResult {
            try cli.runArguments(["sync", "--config", config] + extra)
        }

        /// Syncs "Pay rent" and "Buy milk", then renames one and adds "Call the bank".
        func withChangesWaiting() throws -> Machine {
            try cli.run("add", "Pay rent")
            try cli.run("add", "Buy milk")
            let first = try sync()
            #expect(first.exitCode == 0, "\(first.stderr)")
            try cli.run("edit", "1", "--title", "Pay the rent")
            try cli.run("add", "Call the bank")
            return self
        }

        /// `ike check` passes, `ike sync --status` counts `pending` changes, and the tasks are `contents`.
        func expectIntact(
            pending: Int, contents: String, sourceLocation: SourceLocation = #_sourceLocation
        )
            throws
        {
            let check = try cli.run("check")
            #expect(check.exitCode == 0, "\(check.stdout)\(check.stderr)", sourceLocation: sourceLocation)
            let status = try sync("--status")
            #expect(
                status.stdout.contains("Changes waiting: \(pending)\n"), "\(status.stdout)",
                sourceLocation: sourceLocation)
            #expect(try cli.contents() == contents, sourceLocation: sourceLocation)
        }
    }

    static let faults: [(String, LoopbackHTTPServer.Reply, String)] = [
        (
            "garbage", .text("HTTP/1.1 207 Multi-Status\n\n\u{1}<<garbage"),
            "did not answer as a CalDAV server"
        ),
        (
            "HTML", .text("HTTP/1.1 200 OK\nContent-Type: text/html\n\n<html><body>Login</body></html>"),
            "did not answer as a CalDAV server: status 200, Content-Type text/html"
        ),
        (
            "a 500", .text("HTTP/1.1 500 Internal Server Error\n\n"),
            "failed on the server (500); try again later"
        ),
        (
            "a 401", .text("HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Basic realm=\"x\"\n\n"),
            "refused the user name or password (401)"
        ),
        (
            "a dropped connection",
            .cutShort("HTTP/1.1 207 Multi-Status\n\n" + String(repeating: "<a>", count: 500)),
            "was dropped mid-answer"
        ),
    ]

    @Test(arguments: 0..<faults.count)
    func aBadAnswerIsAClearErrorAndTheChangesWait(_ index: Int) throws {
        let (_, reply, message) = Self.faults[index]
        let server = try LoopbackCalDAVServer()
        defer { server.stop() }
        let machine = try Machine(server: server).withChangesWaiting()
        defer { machine.cli.remove() }
        let contents = try machine.cli.contents()
        server.intercept { $0.method == "REPORT" ? reply : nil }
        let failed = try machine.sync()
        #expect(failed.exitCode == 1)
        #expect(failed.stderr.contains(message), "\(failed.stderr)")
        #expect(failed.stderr.split(separator: "\n").count == 1, "one message: \(failed.stderr)")
        try machine.expectIntact(pending: 2, contents: contents)
        server.intercept(nil)
        let next = try machine.sync()
        #expect(next.exitCode == 0, "\(next.stderr)")
        #expect(
            next.stdout.hasSuffix("sent 2, received 0, deleted 0, merged 0, conflicts 0\n"), "\(next.stdout)")
        try machine.expectIntact(pending: 0, contents: contents)
    }

    /// Sync loads libcurl when it first sends (Docs/Sync.md): without it, one message that names the package,
    /// and nothing sent or lost. IKE_LIBCURL names the library to load instead of the usual ones.
    @Test func withoutLibcurlASyncSaysWhichPackageItNeeds() throws {
        let server = try LoopbackCalDAVServer()
        defer { server.stop() }
        var machine = try Machine(server: server)
        defer { machine.cli.remove() }
        try machine.cli.run("add", "Pay rent")
        let contents = try machine.cli.contents()
        machine.cli.environment["IKE_LIBCURL"] = machine.cli.folder.path("no-such-libcurl.so.4")
        let failed = try machine.sync()
        #expect(failed.exitCode == 1)
        #expect(failed.stderr.contains("the libcurl4 package"), "\(failed.stderr)")
        #expect(failed.stderr.contains("no-such-libcurl.so.4"), "\(failed.stderr)")
        #expect(server.requests.isEmpty)
        machine.cli.environment["IKE_LIBCURL"] = nil
        try machine.expectIntact(pending: 1, contents: contents)
        let next = try machine.sync()
        #expect(next.exitCode == 0, "\(next.stderr)")
    }

    @Test func aPasswordCommandThatFailsOrPrintsNothingIsAClearError() throws {
        let server = try LoopbackCalDAVServer()
        defer { server.stop() }
        for (command, message) in [
            ("exit 3", "password_command failed (exit 3)"),
            ("true", "password_command printed nothing"),
            ("read x < /dev/tty; echo $x", "password_command printed nothing"),
        ] {
            let machine = try Machine(server: server, extraSettings: "password_command = \"\(command)\"\n")
            defer { machine.cli.remove() }
            try machine.cli.run("add", "Pay rent")
            let contents = try machine.cli.contents()
            let failed = try machine.sync()
            #expect(failed.exitCode == 1, "\(command)")
            #expect(failed.stderr.contains(message), "\(command): \(failed.stderr)")
            try machine.expectIntact(pending: 1, contents: contents)
        }
        #expect(server.requests.isEmpty, "no request without a password")
    }

    @Test func membersLeftAloneAreSaid() throws {
        let server = try LoopbackCalDAVServer()
        defer { server.stop() }
        let machine = try Machine(server: server)
        defer { machine.cli.remove() }
        let path = server.collectionPath
        server.phoneWrites(path + "a.ics", LoopbackCalDAVServer.todo(uid: "twin", summary: "Twin A"))
        server.phoneWrites(path + "b.ics", LoopbackCalDAVServer.todo(uid: "twin", summary: "Twin B"))
        let synced = try machine.sync()
        #expect(synced.exitCode == 0)
        #expect(synced.stdout.hasSuffix("sent 0, received 1, deleted 0, merged 0, conflicts 0\n"))
        #expect(synced.stderr == "skipped \(path)b.ics repeats the UID twin\n", "\(synced.stderr)")
    }

    @Test func aSecondSyncOfOneDatabaseRefusesWhileTheFirstRuns() throws {
        let server = try LoopbackCalDAVServer()
        defer { server.stop() }
        let machine = try Machine(server: server)
        defer { machine.cli.remove() }
        try machine.cli.run("add", "Pay rent")
        // The first sync's first request is held until the second sync has been refused.
        let release = DispatchSemaphore(value: 0)
        let isFirst = Mutex(true)
        server.intercept { _ in
            let hold = isFirst.withLock { first in
                defer { first = false }
                return first
            }
            if hold { release.wait() }
            return nil
        }
        let binary = try IkeBinary.path()
        let first = try ProcessRunner.spawnBackground(
            binary, ["sync", "--config", machine.config, "--db", machine.cli.database],
            environment: machine.cli.environment, stdoutPath: machine.cli.folder.path("first.out"),
            stderrPath: machine.cli.folder.path("first.err"))
        let deadline = Date().addingTimeInterval(20)
        while server.requests.isEmpty && Date() < deadline { usleep(20_000) }
        #expect(!server.requests.isEmpty, "the first sync reached the server")
        let second = try machine.sync()
        release.signal()
        #expect(second.exitCode == 1)
        #expect(
            second.stderr.contains(
                "another ike sync is running on this database; try again when it has finished"),
            "\(second.stderr)")
        #expect(try ProcessRunner.waitForExit(first, timeout: 20) == 0)
        let out = try String(contentsOfFile: machine.cli.folder.path("first.out"), encoding: .utf8)
        #expect(out.hasSuffix("sent 1, received 0, deleted 0, merged 0, conflicts 0\n"), "\(out)")
        // And the lock is free again.
        #expect(try machine.sync().exitCode == 0)
    }
}
