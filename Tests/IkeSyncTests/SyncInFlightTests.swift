import Foundation
import IkeCore
import Testing

@testable import IkeSync

/// A sync keeps a few requests in flight, yet commits each task on its own: what the server acknowledged
/// is clean here, the rest waits for the next sync, and nothing is sent twice.
@Suite("Sync requests in flight")
struct SyncInFlightTests {
    /// Requests of one sync under way at once, with `limit` allowed, uploading `count` tasks.
    func mostInFlight(limit: Int, count: Int = 20) async throws -> Int {
        let server = SlowCalDAV(MemoryCalDAV())
        let laptop = try SyncDevice("laptop")
        for index in 1...count { try laptop.add("Task \(index)") }
        let summary = try await laptop.sync(through: server, maximumInFlight: limit).summary
        #expect(summary.sent == count)
        return await server.mostInFlight
    }

    @Test func fourRequestsAreInFlightAndNeverMore() async throws {
        #expect(try await mostInFlight(limit: 4) == 4)
        #expect(try await mostInFlight(limit: 1) == 1)
    }

    @Test func progressCountsEachActionOnceInOrderAndTheSummaryAddsUp() async throws {
        let memory = MemoryCalDAV()
        await memory.phoneWrites("/alice/tasks/phone-1.ics", SyncRunTests.phoneTask)
        let server = SlowCalDAV(memory)
        let laptop = try SyncDevice("laptop")
        for index in 1...12 { try laptop.add("Task \(index)") }
        let seen = Seen()
        let (plan, summary) = try await laptop.sync(through: server) { done, total in seen.add(done, total) }
        #expect(plan.actions.count == 13)
        #expect(seen.all == (1...13).map { [$0, 13] })
        #expect(summary.sent == 12 && summary.received == 1 && summary.deferred.isEmpty)
        #expect(try laptop.store.pendingSyncCount() == 0)
        await memory.resetCounts()
        #expect(try await laptop.sync(through: server).plan.actions.isEmpty)
        #expect(await memory.puts == 0)
    }

    @Test func aDroppedConnectionKeepsWhatWasAcknowledgedAndTheNextSyncFinishes() async throws {
        let memory = MemoryCalDAV()
        let server = SlowCalDAV(memory, failingCreate: 10)
        let laptop = try SyncDevice("laptop")
        for index in 1...30 { try laptop.add("Task \(index)") }
        await #expect(throws: SlowCalDAV.dropped) { try await laptop.sync(through: server) }
        // The failure stopped new actions: besides the 10th, only those already under way (at most 3, which
        // may have reached the server first) created anything, and every other create was acknowledged.
        let creates = await server.creates
        #expect((10...13).contains(creates))
        let members = await memory.members
        #expect(members.count == creates - 1)
        let onServer = Set(members.values.compactMap { Self.uid(of: $0.body) })
        for item in try laptop.store.items() {
            let record = try laptop.store.syncItem(uid: item.uid)
            if onServer.contains(item.uid) {
                #expect(record?.isDirty == false, "\(item.title) was acknowledged: clean")
                #expect(record?.href == "/alice/tasks/\(item.uid).ics")
            } else {
                #expect(record == nil, "\(item.title) never reached the server: still to send")
            }
        }
        #expect(try laptop.store.pendingSyncCount() == 30 - members.count)
        let next = try await laptop.sync(through: SlowCalDAV(memory)).summary
        #expect(next.sent == 30 - members.count)
        #expect(await memory.members.count == 30)
        #expect(try laptop.store.pendingSyncCount() == 0)
    }

    @Test func jobsSharingAKeyNeverRunTogether() async throws {
        let keys = (0..<40).map { ["uid:\($0 % 3)"] }
        let tracker = KeyTracker()
        var finished: [Int] = []
        try await InFlightActions<Int>(limit: 4).run(
            keys: keys,
            work: { index in
                await tracker.enter(keys[index], index: index)
                try await Task.sleep(for: .milliseconds(1))
                await tracker.leave(keys[index])
                return index
            },
            finished: { index, output in
                #expect(index == output)
                finished.append(index)
            })
        #expect(finished.sorted() == Array(0..<40))
        #expect(await tracker.clash == nil)
        #expect(await tracker.most == 3, "three keys: three jobs at once")
    }

    static func uid(of body: [UInt8]) -> String? {
        String(decoding: body, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("UID:") }
            .map { String($0.dropFirst(4)).trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}

/// Progress calls as they came.
final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [[Int]] = []

    func add(_ done: Int, _ total: Int) {
        lock.withLock { calls.append([done, total]) }
    }

    var all: [[Int]] { lock.withLock { calls } }
}

/// Which keys are held by running jobs; remembers the first time two jobs held one key.
actor KeyTracker {
    private var held: [String: Int] = [:]
    private(set) var clash: String?
    private(set) var most = 0

    func enter(_ keys: [String], index: Int) {
        for key in keys {
            if let other = held[key], clash == nil { clash = "\(key) held by jobs \(other) and \(index)" }
            held[key] = index
        }
        most = max(most, held.count)
    }

    func leave(_ keys: [String]) {
        for key in keys { held[key] = nil }
    }
}
