import Foundation
import GRDB
import IkeTestSupport
import Testing

/// Another program holding the database's write lock never freezes the app or loses what was typed.
@Suite("A locked database, in tmux")
struct LockedDatabaseScreenTests {
    /// Holds the write lock of `database` (from this test process, another process to the app) for
    /// `seconds`; `wait()` returns once it is released.
    final class TimedLock: @unchecked Sendable {
        private let released = DispatchSemaphore(value: 0)

        init(_ database: String, seconds: Double) throws {
            let holder = try DatabaseQueue(path: database)
            let locked = DispatchSemaphore(value: 0)
            Thread.detachNewThread { [released] in
                try? holder.inTransaction(.immediate) { _ in
                    locked.signal()
                    Thread.sleep(forTimeInterval: seconds)
                    return .rollback
                }
                released.signal()
            }
            locked.wait()
        }

        func wait() { released.wait() }
    }

    @Test func quickAddWhileAnotherProgramHoldsTheLockForEightSeconds() throws {
        let app = try ListScreenSession(titles: ["Existing"])
        defer { app.close() }
        try app.waitForList()
        let lock = try TimedLock(app.cli.database, seconds: 8)
        try app.tmux.sendKeys("a")
        try app.tmux.sendLiteral("Buy milk")
        try app.tmux.sendKeys("Enter")
        // The app goes on: it says the change waits, and a resize is drawn while the lock is held.
        try app.tmux.waitForScreen(timeout: 3) { $0.contains("Saving when the database is free") }
        try app.tmux.resize(width: 70, height: 20)
        try app.tmux.waitForScreen(timeout: 3) { screen in
            screen.components(separatedBy: "\n").first?.count ?? 0 <= 70 && screen.contains("Saving when")
        }
        // The default busy timeout (5 s) ends before the lock (8 s): the line comes back to be retried,
        // and the message names the process holding the lock.
        let failed = try app.tmux.waitForScreen(timeout: 10) { $0.contains("is locked by another") }
        #expect(failed.contains("+ Buy milk"), "\(failed)")
        lock.wait()
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Added “Buy milk”")
        #expect(try app.cli.titles().filter { $0 == "Buy milk" }.count == 1)
    }
}
