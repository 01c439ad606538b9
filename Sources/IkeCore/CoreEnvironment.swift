import Foundation

/// The clock, calendar time zone and id source, injected so that dates, "overdue" and tests are deterministic.
public struct CoreEnvironment: Sendable {
    public var now: @Sendable () -> Date
    public var timeZone: TimeZone
    /// A new uid; throws when no secure random source can be read, since a weaker one could repeat.
    public var makeUID: @Sendable () throws -> String

    /// An environment from its parts.
    public init(
        now: @escaping @Sendable () -> Date, timeZone: TimeZone,
        makeUID: @escaping @Sendable () throws -> String
    ) {
        self.now = now
        self.timeZone = timeZone
        self.makeUID = makeUID
    }

    /// The real clock and random UUIDs from the system's secure random source.
    public static let live = CoreEnvironment(
        now: { Date() }, timeZone: .current, makeUID: { try SecureRandom.uuidString() })

    /// A frozen clock at `date` with sequential uids (`uid-1`, `uid-2`, …), for tests.
    public static func fixed(
        at date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) -> CoreEnvironment {
        let counter = Counter()
        return CoreEnvironment(now: { date }, timeZone: timeZone, makeUID: { "uid-\(counter.next())" })
    }

    /// Today's calendar date in this environment's time zone.
    public var today: LocalDate { LocalDate.today(now: now(), timeZone: timeZone) }
}

/// A thread-safe counter for deterministic uids.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
