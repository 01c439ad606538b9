import Foundation

/// ISO 8601 text for stored instants, written by hand: Foundation's formatters cost microseconds per call,
/// which adds up to a second over 100k tasks.
public enum Timestamp {
    /// "2026-11-22T09:30:00.123Z" (UTC, milliseconds).
    public static func iso8601(_ date: Date) -> String {
        let (day, hours, minutes, seconds, millis) = components(date)
        return day.iso + "T" + pad(hours, 2) + ":" + pad(minutes, 2) + ":" + pad(seconds, 2) + "."
            + pad(millis, 3)
            + "Z"
    }

    /// The UTC calendar day and time of day of an instant, to the millisecond.
    package static func components(
        _ date: Date
    ) -> (day: LocalDate, hours: Int, minutes: Int, seconds: Int, millis: Int) {
        let ms = date.milliseconds
        var days = ms / 86_400_000
        var rest = ms % 86_400_000
        if rest < 0 {
            rest += 86_400_000
            days -= 1
        }
        let rest32 = Int(rest)
        return (
            LocalDate(daysSinceEpoch: Int(days)), rest32 / 3_600_000, rest32 / 60_000 % 60,
            rest32 / 1000 % 60,
            rest32 % 1000
        )
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
