import Foundation
import GRDB
import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// Writes that wait for another program's lock never hold the screen, and lose nothing.
@Suite("Writes that wait for a lock", .serialized)
struct PendingWriteTests {
    /// Holds the database's write lock from another connection until `release()`.
    final class LockHolder: @unchecked Sendable {
        private let release = DispatchSemaphore(value: 0)
        private let released = DispatchSemaphore(value: 0)

        init(path: String) throws {
            let holder = try DatabaseQueue(path: path)
            let locked = DispatchSemaphore(value: 0)
            Thread.detachNewThread { [release, released] in
                try? holder.inTransaction(.immediate) { _ in
                    locked.signal()
                    release.wait()
                    return .rollback
                }
                released.signal()
            }
            locked.wait()
        }

        func unlock() {
            release.signal()
            released.wait()
        }
    }

    func loop(at path: String, busyTimeout: Double) throws -> (AppLoop<FakeTerminal>, TaskStore) {
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow), busyTimeout: busyTimeout)
        try store.add(titles: ["Existing"], at: .bottom)
        let loop = AppLoop(
            store: store, terminal: FakeTerminal(), options: DisplayOptions(), render: plainRender)
        loop.writeWaitMilliseconds = 50
        loop.start()
        return (loop, store)
    }

    /// Keeps the loop idling (as between keys) until `done`, or gives up after a long while.
    func idle(_ loop: AppLoop<FakeTerminal>, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(30)
        while !done() && Date() < deadline {
            loop.idle()
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    @Test func aWriteWaitingForALockGoesOnInTheBackgroundAndLandsOnce() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let (loop, store) = try loop(at: path, busyTimeout: 30)
        let holder = try LockHolder(path: path)
        type(loop, [.char("a")] + "Buy milk".map { .char($0) } + [.enter])
        // The key came back while the write still waits: the screen says so and goes on taking keys.
        #expect(loop.state.pendingWrites == 1)
        #expect(loop.state.status?.text == "Saving when the database is free: Added “Buy milk”")
        type(loop, "Call".map { .char($0) } + [.resize])
        #expect(loop.state.mode == .quickAdd(TextField("Call")))
        holder.unlock()
        idle(loop) { loop.state.pendingWrites == 0 }
        #expect(loop.state.pendingWrites == 0)
        #expect(loop.state.status?.text == "Added “Buy milk”")
        #expect(try store.items().map(\.title) == ["Buy milk", "Existing"])
        #expect(loop.state.list.window.map(\.title) == ["Buy milk", "Existing"])
    }

    @Test func aWriteThatGivesUpPutsTheLineBackAndARetryStoresItOnce() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let (loop, store) = try loop(at: path, busyTimeout: 0.3)
        let holder = try LockHolder(path: path)
        type(loop, [.char("a")] + "Buy milk".map { .char($0) } + [.enter])
        #expect(loop.state.pendingWrites == 1)
        idle(loop) { loop.state.pendingWrites == 0 }
        #expect(loop.state.mode == .quickAdd(TextField("Buy milk")))
        #expect(loop.state.status?.kind == .error)
        #expect(loop.state.status?.text.contains("is locked by another process") == true)
        holder.unlock()
        type(loop, [.enter])
        idle(loop) { loop.state.pendingWrites == 0 }
        #expect(try store.items().map(\.title) == ["Buy milk", "Existing"])
        #expect(loop.state.mode == .quickAdd(TextField()))
    }
}
