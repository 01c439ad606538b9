import Foundation
import IkeTestSupport
import Testing

/// The app against a Radicale that checks passwords: a wrong password is one error in words in the
/// header, and the deletion guard holds the sync back; either way the app goes on and nothing is lost.
@Suite(
    "The app's sync failures",
    .caldavServers([.radicale], auth: .basic(user: "alice", password: "right-password")))
struct SyncScreenFailureTests {
    static let syncWait = SyncScreenTests.syncWait

    func settings(_ server: CalDAVServer, _ collection: String, password: String) -> String {
        """
        [sync]
        url = "\(server.url(collection).absoluteString)"
        username = "alice"
        password_command = "echo \(password)"
        interval = "0"

        """
    }

    @Test func aWrongPasswordIsOneErrorInWordsAndTheAppGoesOn() throws {
        let server = try CalDAVServerScope.server(.radicale)
        let collection = try server.makeCollection()
        let failedLogins = server.log.components(separatedBy: "Failed login attempt").count
        let session = try ListScreenSession(
            titles: ["Pay rent"], settings: settings(server, collection, password: "wrong-password"))
        defer { session.close() }
        let tmux = session.tmux
        try tmux.waitForScreen(containing: "1 to sync")
        try tmux.sendKeys("S")
        let failed = try tmux.waitForScreen(containing: "sync: password refused", timeout: Self.syncWait)
        #expect(failed.contains("✗ Sync failed: http://127.0.0.1:\(server.port)"), "\(failed)")
        // One request and no retry: the server saw one failed login, and the header keeps the one error.
        Thread.sleep(forTimeInterval: 1)
        #expect(server.log.components(separatedBy: "Failed login attempt").count == failedLogins + 1)
        #expect(try tmux.capture().contains("sync: password refused"))
        try tmux.sendKeys("Space")
        try tmux.waitForScreen(containing: "Done: “Pay rent”")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        let status = try session.cli.run(
            "sync", "--status", "--config", session.cli.folder.path("config.toml"))
        #expect(status.stdout.contains("Changes waiting: 1"), "\(status.stdout)")
    }

    @Test func theDeletionGuardIsShownAndNothingIsDeleted() throws {
        let server = try CalDAVServerScope.server(.radicale)
        let collection = try server.makeCollection()
        let phone = CalDAVPhone(server: server, collectionPath: collection)
        let titles = ["Pay rent", "Buy milk", "Call the bank", "Water the plants"]
        let session = try ListScreenSession(
            titles: titles, settings: settings(server, collection, password: "right-password"))
        defer { session.close() }
        let tmux = session.tmux
        try tmux.waitForScreen(containing: "4 to sync")
        try tmux.sendKeys("S")
        try tmux.waitForScreen(containing: "Synced: sent 4", timeout: Self.syncWait)
        // The phone empties the list: the app must not follow without the person's --force.
        for todo in try phone.list() { try phone.delete(uid: todo.uid) }
        try tmux.sendKeys("S")
        // The header, the status line and the rows together: one frame may hold the header before the rest.
        try tmux.waitForScreen(timeout: Self.syncWait) { held in
            held.contains("sync: held back, run ike sync")
                && held.contains("✗ Sync failed: the server no longer has 4 of the 4 synced tasks")
                && ListScreenSession.taskRows(held).count == 4
        }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try session.cli.titles().sorted() == titles.sorted())
        #expect(try phone.list().isEmpty)
    }
}
