import Foundation
import IkeCore

/// Appending dates and text to an output buffer without intermediate strings: building each timestamp as
/// a `String` was most of the time of exporting 100k tasks as CSV or iCalendar.
extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text`.
    mutating func append(text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends `value` as exactly `width` decimal digits.
    mutating func append(digits value: Int, width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// "2026-11-22T09:30:00.123Z", the same text as `Timestamp.iso8601`.
    mutating func append(iso8601 instant: Date) {
        let (day, hours, minutes, seconds, millis) = Timestamp.components(instant)
        append(isoDate: day)
        append(UInt8(ascii: "T"))
        append(digits: hours, width: 2)
        append(UInt8(ascii: ":"))
        append(digits: minutes, width: 2)
        append(UInt8(ascii: ":"))
        append(digits: seconds, width: 2)
        append(UInt8(ascii: "."))
        append(digits: millis, width: 3)
        append(UInt8(ascii: "Z"))
    }

    /// "2026-12-01".
    mutating func append(isoDate date: LocalDate) {
        append(digits: date.year, width: 4)
        append(UInt8(ascii: "-"))
        append(digits: date.month, width: 2)
        append(UInt8(ascii: "-"))
        append(digits: date.day, width: 2)
    }

    /// "20261122T093000Z", the basic UTC form of iCalendar and Taskwarrior.
    mutating func append(basicUTC instant: Date) {
        let (day, hours, minutes, seconds, _) = Timestamp.components(instant)
        append(basicDate: day)
        append(UInt8(ascii: "T"))
        append(digits: hours, width: 2)
        append(digits: minutes, width: 2)
        append(digits: seconds, width: 2)
        append(UInt8(ascii: "Z"))
    }

    /// "20261201".
    mutating func append(basicDate date: LocalDate) {
        append(digits: date.year, width: 4)
        append(digits: date.month, width: 2)
        append(digits: date.day, width: 2)
    }

    /// "20261201T083000", a floating local date-time of iCalendar.
    mutating func append(basicLocal date: LocalDate, _ time: TimeOfDay) {
        append(basicDate: date)
        append(UInt8(ascii: "T"))
        append(digits: time.hour, width: 2)
        append(digits: time.minute, width: 2)
        append(digits: 0, width: 2)
    }
}
