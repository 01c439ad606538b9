import Foundation
import IkeTestSupport
import Synchronization
import Testing

/// The app against a loopback CalDAV server that a test holds mid-sync: an edit made while the sync waits
/// on the server is kept and sent, and a password_command that wants a terminal fails in
/// words without touching the screen.
@Suite("The app while a sync waits")
struct SyncScreenRaceTests {
    static let syncWait = SyncScreenTests.syncWait

    func settings(_ server: LoopbackCalDAVServer, extra: String = "") -> String {
        """
        [sync]
        url = "\(server.collectionURL.absoluteString)"
        username = "alice"
        interval = "0"
        \(extra)
        """
    }

    @Test func anEditMadeWhileASyncWaitsOnTheServerIsKept() throws {
        let server = try LoopbackCalDAVServer()
        defer { server.stop() }
        let session = try ListScreenSession(titles: ["Pay rent"], settings: settings(server))
        defer { session.close() }
        let tmux = session.tmux
        try tmux.waitForScreen(containing: "1 to sync")
        try tmux.sendKeys("S")
        try tmux.waitForScreen(containing: "Synced: sent 1", timeout: Self.syncWait)
        // The phone makes the task important; the next sync is held at reading it.
        let (href, body) = try #require(server.members.first)
        server.phoneWrites(href, body.replacingOccurrences(of: "END:VTODO", with: "PRIORITY:1\r\nEND:VTODO"))
        let release = DispatchSemaphore(value: 0)
        let reached = Mutex(false)
        server.intercept { request in
            guard request.body.contains("calendar-multiget") else { return nil }
            reached.withLock { $0 = true }
            release.wait()
            return nil
        }
        defer { release.signal() }
        try tmux.sendKeys("S")
        let deadline = Date().addingTimeInterval(Self.syncWait)
        while !reached.withLock({ $0 }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(reached.withLock { $0 }, "the sync reached the server")
        // Ticked in the app while the sync waits.
        try tmux.sendKeys("Space")
        try tmux.waitForScreen(containing: "Done: “Pay rent”")
        server.intercept(nil)
        release.signal()
        // The plan reads the task's sync state after the server's answer, so the tick made while it waited
        // is merged with the phone's change and sent in this same sync (before reading only what changed,
        // the plan had read it first and left the tick for the next sync).
        let synced = try tmux.waitForScreen(containing: "merged 1, conflicts 0", timeout: Self.syncWait)
        #expect(!synced.contains("left for the next sync"), "\(synced)")
        try tmux.sendKeys("S")
        try tmux.waitForScreen(containing: "sent 0, received 0, deleted 0, merged 0", timeout: Self.syncWait)
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        let task = try #require(try session.cli.tasks().first)
        #expect(task["done"] as? Bool == true, "the tick made during the sync is kept")
        #expect(task["important"] as? Bool == true, "and the phone's change arrived")
        let stored = try #require(server.members[href])
        #expect(stored.contains("STATUS:COMPLETED") && stored.contains("PRIORITY:1"), "\(stored)")
        #expect(server.members.count == 1)
    }

    @Test func aPasswordCommandThatWantsATerminalFailsInWordsAndLeavesTheScreenAlone() throws {
        let server = try LoopbackCalDAVServer()
        defer { server.stop() }
        let folder = try TempDirectory(prefix: "ike-password")
        defer { folder.remove() }
        // What `read -p` or a terminal pinentry does: a prompt on the terminal, then an answer read there.
        let script = try folder.write(
            "echo GARBAGE-ON-THE-SCREEN > /dev/tty\nread answer < /dev/tty\necho \"$answer\"\n", to: "ask.sh")
        let session = try ListScreenSession(
            titles: ["Pay rent"], settings: settings(server, extra: "password_command = \"sh \(script)\"\n"))
        defer { session.close() }
        let tmux = session.tmux
        try tmux.waitForScreen(containing: "1 to sync")
        try tmux.sendKeys("S")
        let failed = try tmux.waitForScreen(containing: "sync: no password", timeout: Self.syncWait)
        #expect(failed.contains("✗ Sync failed: password_command printed nothing"), "\(failed)")
        #expect(!failed.contains("GARBAGE"), "\(failed)")
        #expect(ListScreenSession.taskRows(failed).contains { $0.hasSuffix("Pay rent") }, "\(failed)")
        #expect(server.requests.isEmpty)
        try tmux.sendKeys("Space")
        try tmux.waitForScreen(containing: "Done: “Pay rent”")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}
