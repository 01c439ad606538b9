import Synchronization

/// A count behind a lock, for intercepts that act on the Nth request of a kind.
final class RequestCount: Sendable {
    private let value = Mutex(0)

    /// Counts one more and returns the count.
    func next() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}
