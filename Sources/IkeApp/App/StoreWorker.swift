import Dispatch
import Foundation

/// Runs the store's writes on a thread of their own, one after another, so that a write waiting for
/// another program's lock never holds the screen (Docs/Architecture.md, "Writes that wait").
///
/// The loop hands a write over and waits a frame's worth for it; almost every write lands in a
/// millisecond and the loop goes on exactly as if it had written itself. A write still waiting then is
/// left to finish in the background: its result actions are collected later, between keys.
final class StoreWorker: @unchecked Sendable {
    private let queue = DispatchQueue(label: "ike.store-writes")
    private let lock = NSLock()
    /// Results of writes the loop stopped waiting for, in the order they finished.
    private var finished: [[Action]] = []
    /// Writes handed over whose results the loop has not taken yet.
    private var outstanding = 0
    /// Runs on the writing thread after each write, once its result is handed over: the disk's
    /// confirmation, while the loop draws (`TaskStore.syncToDisk`). The next write waits for it.
    var afterEachWrite: (@Sendable () -> Void)?

    /// Whether a write is still running or its result is waiting to be collected: the loop must not
    /// touch the database meanwhile (its connection is busy with that write).
    var isBusy: Bool { lock.withLock { outstanding > 0 } }

    /// Runs `job`; returns its actions when it ends within `waitMilliseconds`, else `nil` (it goes on,
    /// and `collect()` returns its actions once it ends).
    func run(waitMilliseconds: Int, _ job: @escaping @Sendable () -> [Action]) -> [Action]? {
        let handoff = Handoff()
        let done = DispatchSemaphore(value: 0)
        lock.withLock { outstanding += 1 }
        let after = afterEachWrite
        queue.async {
            let result = job()
            if !handoff.deliver(result) { self.lock.withLock { self.finished.append(result) } }
            done.signal()
            after?()
        }
        if done.wait(timeout: .now() + .milliseconds(max(0, waitMilliseconds))) == .success
            || handoff.hasResult
        {
            lock.withLock { outstanding -= 1 }
            return handoff.take()
        }
        if let result = handoff.abandon() {
            lock.withLock { outstanding -= 1 }
            return result
        }
        return nil
    }

    /// The results of writes that finished after the loop stopped waiting, oldest first.
    func collect() -> [[Action]] {
        lock.withLock {
            let results = finished
            finished = []
            outstanding -= results.count
            return results
        }
    }

    /// Blocks until every write handed over has ended (tests, and quitting with a write in flight).
    func waitUntilIdle() {
        queue.sync {}
    }

    /// One write's result, passed from the writing thread to the loop unless the loop stopped waiting.
    private final class Handoff: @unchecked Sendable {
        private let lock = NSLock()
        private var result: [Action]?
        private var abandoned = false

        var hasResult: Bool { lock.withLock { result != nil } }

        /// The writing side: whether the loop will take the result (false once it gave up waiting).
        func deliver(_ actions: [Action]) -> Bool {
            lock.withLock {
                if abandoned { return false }
                result = actions
                return true
            }
        }

        /// The loop's side after waiting in vain: the result if it arrived meanwhile, else nothing and
        /// the write is left to `collect()`.
        func abandon() -> [Action]? {
            lock.withLock {
                if let result { return result }
                abandoned = true
                return nil
            }
        }

        func take() -> [Action] { lock.withLock { result ?? [] } }
    }
}
