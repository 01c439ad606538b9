import Foundation
import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// The sync through `AppLoop`: the key reaches the sync's thread once, what that thread reports is
/// reduced between keys, and what a second connection (the sync's) commits shows with the selection kept.
@Suite("Sync through the app loop", .serialized)
struct SyncLoopTests {
    /// Requests made through the loop, counted from whatever thread.
    final class RequestCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    func loop(store: TaskStore) -> AppLoop<FakeTerminal> {
        let loop = AppLoop(
            store: store, terminal: FakeTerminal(), options: DisplayOptions(),
            preferences: AppPreferences(hasSyncAccount: true), render: plainRender)
        loop.writeWaitMilliseconds = 60_000
        loop.wallClock = { testNow }
        return loop
    }

    @Test func theKeyRequestsOneSyncAndTheReportArrivesBetweenKeys() throws {
        let store = try TaskStore.inMemory(environment: .fixed(at: testNow))
        try store.add(titles: ["A", "B"], at: .bottom)
        let loop = loop(store: store)
        let requests = RequestCounter()
        loop.requestSync = requests.add
        loop.start()
        // Never synced: both tasks wait.
        #expect(loop.state.sync?.pending == 2)
        type(loop, [.char("S"), .char("S")])
        #expect(requests.value == 1)
        #expect(loop.state.sync?.isRunning == true)
        #expect(loop.state.status?.text == "Already syncing; the header says when it is done")
        let poster = loop.poster
        let posted = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            poster.post(.sync(.began))
            poster.post(.sync(.ended(.synced(summary: "sent 2"), at: testNow)))
            posted.signal()
        }
        posted.wait()
        #expect(loop.state.sync?.isRunning == true)
        loop.idle()
        #expect(loop.state.sync?.isRunning == false)
        #expect(loop.state.sync?.lastSyncedAt == testNow)
        #expect(loop.state.status?.text == "Synced: sent 2")
        // A task added here waits for the next sync, and the header's count says so at once.
        type(loop, [.char("a")] + "C".map { .char($0) } + [.enter, .escape])
        #expect(loop.state.sync?.pending == 3)
    }

    @Test func whatAnotherConnectionCommitsShowsWithTheSelectionKeptBesideAPostedAction() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        try store.add(titles: ["A", "B"], at: .bottom)
        let loop = loop(store: store)
        loop.start()
        type(loop, [.down])
        #expect(loop.state.list.selectedItem?.title == "B")
        // The sync's own connection writes a task that arrived while the sync's thread says it runs.
        var phoneEnvironment = CoreEnvironment.fixed(at: testNow)
        phoneEnvironment.makeUID = { "uid-from-the-phone" }
        let syncStore = try TaskStore.open(at: path, environment: phoneEnvironment)
        try syncStore.add(titles: ["From the phone"], at: .top)
        loop.poster.post(.sync(.began))
        loop.idle()
        #expect(loop.state.list.window.map(\.title) == ["From the phone", "A", "B"])
        #expect(loop.state.list.selectedItem?.title == "B")
        #expect(loop.state.sync?.isRunning == true)
        #expect(loop.state.sync?.pending == 3)
    }
}
