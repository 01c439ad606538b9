/// The review round's countdown, advanced only by the ticks it is given, so tests drive it with a
/// made-up clock and a suspended or unfocused terminal simply does not count.
public struct ReviewTimer: Hashable, Sendable {
    /// Why the countdown is not running right now.
    public enum Pause: Hashable, Sendable {
        /// Ctrl-Z: the shell has the terminal.
        case suspended
        /// The terminal reported that it lost focus.
        case focusLost
        /// Another screen is showing (the round waits on the review screen).
        case away
        /// The help overlay covers the card (reading the keys costs no time).
        case help
        /// The person paused it (the focus card's p).
        case byHand
    }

    /// Seconds the round may take.
    public var limit: Double
    /// Seconds counted so far.
    public private(set) var elapsed: Double = 0
    /// The clock reading of the last tick, in seconds on a monotonic clock.
    public private(set) var lastTick: Double
    public private(set) var pauses: Set<Pause> = []
    /// Set when the deck is empty: nothing counts after that.
    public private(set) var isStopped = false

    /// A countdown of `limit` seconds starting at clock reading `now`.
    public init(limit: Double, now: Double) {
        self.limit = limit
        self.lastTick = now
    }

    /// Counts the time since the last tick, unless paused or stopped.
    public mutating func tick(_ now: Double) {
        if pauses.isEmpty && !isStopped {
            elapsed = min(limit, elapsed + max(0, now - lastTick))
        }
        lastTick = max(lastTick, now)
    }

    /// Stops counting for `reason` from `now` on.
    public mutating func pause(_ reason: Pause, at now: Double) {
        tick(now)
        pauses.insert(reason)
    }

    /// Counts again from `now` once no other reason holds it.
    public mutating func resume(_ reason: Pause, at now: Double) {
        tick(now)
        pauses.remove(reason)
    }

    /// Stops for good (the deck is empty).
    public mutating func stop(at now: Double) {
        tick(now)
        isStopped = true
    }

    /// Counts again after `stop` (a decision taken back at the end of a round).
    public mutating func restart(at now: Double) {
        lastTick = max(lastTick, now)
        isStopped = false
    }

    public var isPaused: Bool { !pauses.isEmpty }
    public var isUp: Bool { elapsed >= limit }
    public var remaining: Double { max(0, limit - elapsed) }

    /// Whole seconds left, rounded up, so "00:01" shows until the very end.
    public var remainingSeconds: Int { Int(remaining.rounded(.up)) }
}
