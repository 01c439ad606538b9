import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// Two ike processes that create the same new database at once (the app just opened, a script's `ike add`)
/// both succeed: the migrations run in one transaction, so the second waits and finds them applied.
@Suite("Creating one database from two places at once")
struct ConcurrentCreationTests {
    @Test func bothOpensSucceedAndTheSchemaIsMadeOnce() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        for round in 0..<20 {
            let path = folder.path("new-\(round).sqlite")
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                do {
                    // Random uids, as two processes have: `.fixed` numbers them from 1 in each. The second
                    // waits for the first's migrations, which on a loaded machine (the suite's own parallel
                    // tests, every commit an fsync) took longer than the 5 s default once: the test is that
                    // it waits and then succeeds, not how long the first one takes.
                    let store = try TaskStore.open(at: path, environment: .live, busyTimeout: 60)
                    try addTasks(store, ["Task \(index)"])
                } catch {
                    failures.record("\(error)")
                }
            }
            #expect(failures.all.isEmpty, "round \(round): \(failures.all)")
            let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
            #expect(try store.items().count == 2)
            #expect(try DatabaseFile.inspectReadOnly(path) == .current)
        }
    }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func record(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}
