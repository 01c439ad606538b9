import Foundation
import IkeTestSupport
import Testing

/// The app syncing with a real Radicale while it runs: what the phone adds appears with the selection
/// kept, what is changed in the app reaches the server, the sync key works, and errors are words.
@Suite("The app syncs while it runs", .caldavServers([.radicale]))
struct SyncScreenTests {
    /// Generous waits: a sync every 2 s against a loopback server; only a failure takes this long.
    static let syncWait = 30.0

    func settings(_ server: CalDAVServer, _ collection: String, interval: String) -> String {
        """
        [sync]
        url = "\(server.url(collection).absoluteString)"
        username = "\(server.user)"
        interval = "\(interval)"

        """
    }

    @Test func whatThePhoneAddsAppearsAndWhatTheAppChangesReachesTheServer() throws {
        let server = try CalDAVServerScope.server(.radicale)
        let collection = try server.makeCollection()
        let phone = CalDAVPhone(server: server, collectionPath: collection)
        let session = try ListScreenSession(
            titles: ["Water the plants", "Pay rent"], settings: settings(server, collection, interval: "2s"))
        defer { session.close() }
        let tmux = session.tmux
        // The first sync at start sends both tasks.
        try tmux.waitForScreen(containing: "synced just now", timeout: Self.syncWait)
        #expect(try phone.list().map(\.summary).sorted() == ["Pay rent", "Water the plants"])
        // The selection moves to the second task; a task from the phone arrives around it.
        try tmux.sendKeys("j")
        let moved = try tmux.waitForScreen { ListScreenSession.taskRows($0).last?.hasPrefix("▸") == true }
        let selected = try #require(Self.selectedTitle(moved))
        try phone.create(uid: "phone-1", summary: "Call the plumber")
        let arrived = try tmux.waitForScreen(timeout: Self.syncWait) { $0.contains("Call the plumber") }
        #expect(ListScreenSession.taskRows(arrived).count == 3)
        #expect(Self.selectedTitle(arrived) == selected, "\(arrived)")
        // Done here, then on the phone.
        try tmux.sendKeys("Space")
        try tmux.waitForScreen(containing: "Done: “\(selected)”")
        try waitUntil("the server has the tick") {
            try phone.list().first { $0.summary == selected }?.status == "COMPLETED"
        }
        // The sync key: asked for, the end is told in the status line.
        try tmux.sendKeys("S")
        try tmux.waitForScreen(containing: "Synced: sent 0", timeout: Self.syncWait)
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try session.cli.titles().sorted() == ["Call the plumber", "Pay rent", "Water the plants"])
        #expect(
            try session.cli.tasks().first { $0["title"] as? String == selected }?["done"] as? Bool == true)
        #expect(try phone.list().count == 3)
        #expect(
            try session.cli.run("sync", "--status", "--config", session.cli.folder.path("config.toml")).stdout
                .contains("Changes waiting: 0"))
    }

    @Test func withoutAnIntervalOnlyTheKeySyncsAndASecondPressSaysOneRuns() throws {
        let server = try CalDAVServerScope.server(.radicale)
        let collection = try server.makeCollection()
        let phone = CalDAVPhone(server: server, collectionPath: collection)
        let session = try ListScreenSession(
            titles: ["Pay rent"], settings: settings(server, collection, interval: "0"))
        defer { session.close() }
        let tmux = session.tmux
        try tmux.waitForScreen(containing: "1 to sync")
        #expect(try phone.list().isEmpty)
        try tmux.sendKeys("S", "S")
        try tmux.waitForScreen(containing: "Synced: sent 1, received 0", timeout: Self.syncWait)
        try tmux.waitForScreen(containing: "synced just now")
        #expect(try phone.list().map(\.summary) == ["Pay rent"])
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func anUnreachableServerIsSaidInWordsAndTheAppGoesOn() throws {
        let port = try LoopbackPort.free()
        let session = try ListScreenSession(
            titles: ["Pay rent"],
            settings: "[sync]\nurl = \"http://127.0.0.1:\(port)/alice/tasks/\"\ninterval = \"0\"\n")
        defer { session.close() }
        let tmux = session.tmux
        try tmux.waitForScreen(containing: "1 to sync")
        try tmux.sendKeys("S")
        let failed = try tmux.waitForScreen(
            containing: "sync: cannot reach 127.0.0.1", timeout: Self.syncWait)
        #expect(failed.contains("Sync failed: cannot reach http://127.0.0.1:\(port)/"), "\(failed)")
        // Keys still work.
        try tmux.sendKeys("Space")
        try tmux.waitForScreen(containing: "Done: “Pay rent”")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    /// The title on the selected row, if a row is selected.
    static func selectedTitle(_ screen: String) -> String? {
        ListScreenSession.taskRows(screen).first { $0.hasPrefix("▸") }.map {
            String($0.dropFirst(3)).trimmingCharacters(in: .whitespaces)
        }
    }

    /// Polls `condition` until it holds or the sync wait is over.
    func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(Self.syncWait)
        while try !condition() {
            guard Date() < deadline else {
                Issue.record("Timed out waiting until \(what)")
                return
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
}
