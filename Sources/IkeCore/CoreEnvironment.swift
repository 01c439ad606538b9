import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The clock, calendar time zone and id source, injected so that dates, "overdue" and tests are deterministic.
public struct CoreEnvironment: Sendable {
    public var now: @Sendable () -> Date
    /// A new uid; throws when no secure random source can be read, since a weaker one could repeat.
    public var makeUID: @Sendable () throws -> String
    /// A zone given explicitly, or nil for the system's, which is read only when asked for.
    private var givenTimeZone: TimeZone?

    /// The time zone dates are taken in (import and export ask for it).
    ///
    /// The system's is built only here, on first use: `TimeZone.current` starts ICU and reads its zone
    /// data, about 0.5 ms and a megabyte of a start that needs only today's date (see `today`).
    public var timeZone: TimeZone {
        get { givenTimeZone ?? .current }
        set { givenTimeZone = newValue }
    }

    /// An environment from its parts.
    public init(
        now: @escaping @Sendable () -> Date, timeZone: TimeZone,
        makeUID: @escaping @Sendable () throws -> String
    ) {
        self.now = now
        self.givenTimeZone = timeZone
        self.makeUID = makeUID
    }

    private init(
        systemZoneWith now: @escaping @Sendable () -> Date, makeUID: @escaping @Sendable () throws -> String
    ) {
        self.now = now
        self.givenTimeZone = nil
        self.makeUID = makeUID
    }

    /// The real clock, the system's time zone and random UUIDs from the system's secure random source.
    public static let live = CoreEnvironment(
        systemZoneWith: { Date() }, makeUID: { try SecureRandom.uuidString() })

    /// A frozen clock at `date` with sequential uids (`uid-1`, `uid-2`, …), for tests.
    public static func fixed(
        at date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) -> CoreEnvironment {
        let counter = Counter()
        return CoreEnvironment(now: { date }, timeZone: timeZone, makeUID: { "uid-\(counter.next())" })
    }

    /// Today's calendar date in this environment's time zone.
    public var today: LocalDate {
        let now = now()
        return LocalDate.today(now: now, secondsFromGMT: secondsFromGMT(for: now))
    }

    /// The zone's offset at `date`: the system's straight from glibc (`localtime_r`, the same TZ and
    /// /etc/localtime that `TimeZone.current` reads), a given zone through Foundation.
    func secondsFromGMT(for date: Date) -> Int {
        if let givenTimeZone { return givenTimeZone.secondsFromGMT(for: date) }
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return TimeZone.current.secondsFromGMT(for: date) }
        return parts.tm_gmtoff
    }
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
