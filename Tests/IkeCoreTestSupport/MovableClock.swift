import Foundation

/// A clock a test moves between writes, so each change happens when the test says (a store's
/// `CoreEnvironment.now` reads it).
public final class MovableClock: @unchecked Sendable {
    private let lock = NSLock()
    private var instant: Date

    public init(_ instant: Date) { self.instant = instant }

    public var now: Date { lock.withLock { instant } }

    /// Sets the time to `iso` ("2026-11-20T10:00:00Z").
    public func set(_ iso: String) {
        let date = ISO8601DateFormatter().date(from: iso)!
        lock.withLock { instant = date }
    }

    /// Moves the time on by `seconds`.
    public func advance(by seconds: TimeInterval) {
        lock.withLock { instant = instant.addingTimeInterval(seconds) }
    }
}
