import Foundation

/// ISO 8601 text for stored instants, written by hand: Foundation's formatters cost microseconds per call,
/// which adds up to a second over 100k tasks.
public enum Timestamp {
    /// "2026-11-22T09:30:00.123Z" (UTC, milliseconds).
    public static func iso8601(_ date: Date) -> String {
        let ms = date.milliseconds
        var days = ms / 86_400_000
        var rest = ms % 86_400_000
        if rest < 0 {
            rest += 86_400_000
            days -= 1
        }
        let day = LocalDate(daysSinceEpoch: Int(days))
        let hours = rest / 3_600_000
        let minutes = rest / 60_000 % 60
        let seconds = rest / 1000 % 60
        let millis = rest % 1000
        return day.iso + "T" + pad(hours, 2) + ":" + pad(minutes, 2) + ":" + pad(seconds, 2) + "." + pad(millis, 3)
            + "Z"
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
