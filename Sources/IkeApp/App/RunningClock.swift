import Dispatch

/// Seconds on a monotonic clock that counts only the time ike was running: a step longer than
/// `longestStep` between two readings counts as `longestStep`.
///
/// While a review round shows, the app loop reads the clock at least every idle interval (250 ms), so a
/// longer gap means the process did not run: stopped by a signal it never saw as a key (`kill -TSTP`,
/// `kill -STOP`), a machine asleep, or a long wait for a locked database. The countdown should not
/// spend those seconds; Ctrl-Z and focus loss pause it explicitly as well.
public final class RunningClock: @unchecked Sendable {
    /// The longest step one reading may add.
    public let longestStep: Double
    private let source: () -> Double
    private var lastSource: Double?
    private var reading: Double = 0

    /// A clock over `source` (seconds, monotonic; the system's uptime clock by default).
    public init(
        longestStep: Double = 1,
        source: @escaping () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    ) {
        self.longestStep = longestStep
        self.source = source
    }

    /// The running time now: the last reading plus the time since, at most `longestStep` of it.
    public func read() -> Double {
        let now = source()
        if let last = lastSource { reading += min(longestStep, max(0, now - last)) }
        lastSource = now
        return reading
    }
}
