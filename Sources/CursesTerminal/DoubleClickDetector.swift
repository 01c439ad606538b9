import IkeTerm

/// Upgrades a second press (or click) on the same cell soon after the first to a double click.
///
/// ncurses only reports double clicks when it may delay single ones by `mouseinterval`, which
/// makes every click feel late (G20); with `mouseinterval(0)` the backend detects them itself.
struct DoubleClickDetector {
    /// The longest gap between the two presses of a double click.
    var intervalMilliseconds = 400

    private var lastPress: (x: Int, y: Int, time: Int)?

    /// `event`, or `event` turned into a double click when it completes one; `now` is in milliseconds.
    mutating func classify(_ event: MouseEvent, now: Int) -> MouseEvent {
        switch event.kind {
        case .press, .click:
            if let last = lastPress, last.x == event.x, last.y == event.y,
                now - last.time <= intervalMilliseconds, now >= last.time
            {
                lastPress = nil
                var double = event
                double.kind = .doubleClick
                return double
            }
            lastPress = (event.x, event.y, now)
            return event
        case .doubleClick:
            lastPress = nil
            return event
        case .release, .wheelUp, .wheelDown, .drag:
            return event
        }
    }
}
