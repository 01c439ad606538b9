import Foundation
import IkeCore
import IkeTestSupport
import Synchronization
import Testing

@testable import IkeApp

/// The write worker confirms each write with the disk after handing its result over, and before the next
/// write (`StoreWorker.afterEachWrite`): the loop draws while the disk works, and no change overtakes one
/// the disk has not confirmed.
@Suite("The write worker's disk confirmation")
struct StoreWorkerDiskTests {
    @Test func theConfirmationFollowsEachResultAndPrecedesTheNextWrite() {
        let worker = StoreWorker()
        let events = Mutex<[String]>([])
        let confirming = DispatchSemaphore(value: 0)
        worker.afterEachWrite = {
            events.withLock { $0.append("confirm") }
            // Held until the loop has its result: the result does not wait for the disk.
            confirming.wait()
        }
        let first = worker.run(waitMilliseconds: 5_000) {
            events.withLock { $0.append("write 1") }
            return [.tick(1)]
        }
        #expect(first == [.tick(1)])
        events.withLock { $0.append("result 1") }
        confirming.signal()
        _ = worker.run(waitMilliseconds: 60_000) {
            events.withLock { $0.append("write 2") }
            return []
        }
        confirming.signal()
        worker.waitUntilIdle()
        let order = events.withLock { $0 }
        #expect(order.firstIndex(of: "write 1")! < order.firstIndex(of: "result 1")!)
        #expect(order.filter { $0 == "confirm" }.count == 2)
        // The second write starts only after the first confirmation ended.
        #expect(order.firstIndex(of: "confirm")! < order.firstIndex(of: "write 2")!)
        #expect(order.firstIndex(of: "result 1")! < order.firstIndex(of: "write 2")!)
    }
}

/// The app's loop over a file whose commits return before the disk: each write is confirmed by the worker,
/// and a confirmation the disk refuses is said.
@Suite("The app's writes and the disk")
struct AppLoopDiskTests {
    @Test func aChangeTheDiskDoesNotConfirmIsSaid() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        try store.add(titles: ["Pay rent", "Buy milk"], at: .bottom)
        try store.returnCommitsBeforeTheDisk()
        let loop = AppLoop(
            store: store, terminal: FakeTerminal(), options: DisplayOptions(), render: plainRender)
        loop.writeWaitMilliseconds = 60_000
        loop.start()
        type(loop, [.char(" ")])
        loop.worker.waitUntilIdle()
        loop.idle()
        #expect(loop.state.status?.kind != .error, "\(String(describing: loop.state.status))")
        // A log that cannot be opened stands for a disk that refuses the sync.
        try FileManager.default.removeItem(atPath: path + "-wal")
        try FileManager.default.createSymbolicLink(atPath: path + "-wal", withDestinationPath: path + "-wal")
        type(loop, [.down, .char(" ")])
        loop.worker.waitUntilIdle()
        loop.idle()
        #expect(loop.state.status?.kind == .error)
        #expect(loop.state.status?.text.contains("the disk did not confirm the last change") == true)
        try FileManager.default.removeItem(atPath: path + "-wal")
    }
}
