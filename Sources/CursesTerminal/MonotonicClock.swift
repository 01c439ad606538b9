import Glibc

/// Milliseconds on the monotonic clock, for timing double clicks and input gaps.
enum MonotonicClock {
    /// The current reading in milliseconds since an arbitrary start.
    static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
