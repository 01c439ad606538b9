import Foundation
import IkeCore

/// Dates and times as the interchange formats write them: ISO 8601 (`2026-12-01`,
/// `2026-12-01T17:00:00.000Z`, `+01:00` offsets) and the basic form of iCalendar and Taskwarrior
/// (`20261201`, `20261201T170000Z`). Parsed by hand over bytes: Foundation's formatters are slow.
public struct DateTimeText: Hashable, Sendable {
    public var date: LocalDate
    /// Seconds since midnight, with milliseconds; `nil` for a date alone.
    public var secondOfDay: Double?
    /// Seconds east of UTC; `nil` for a floating time (local wherever it is read) or a date alone.
    public var utcOffset: Int?

    /// Reads `text` in either form, or returns `nil`.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        var index = 0
        func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }
        func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = digits(4) else { return nil }
        let extended = skip(UInt8(ascii: "-"))
        guard let month = digits(2), !extended || skip(UInt8(ascii: "-")), let day = digits(2),
            let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        self.date = date
        if index == bytes.count { return }
        guard skip(UInt8(ascii: "T")) || skip(UInt8(ascii: " ")), let hours = digits(2), hours < 24,
            !extended || skip(UInt8(ascii: ":")), let minutes = digits(2), minutes < 60
        else { return nil }
        var seconds = 0.0
        if index < bytes.count, (0x30...0x3A).contains(bytes[index]) {
            guard !extended || skip(UInt8(ascii: ":")), let whole = digits(2), whole < 61 else { return nil }
            seconds = Double(whole)
            if skip(UInt8(ascii: ".")) || skip(UInt8(ascii: ",")) {
                var scale = 0.1
                let start = index
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                    seconds += Double(bytes[index] - 0x30) * scale
                    scale /= 10
                    index += 1
                }
                if index == start { return nil }
            }
        }
        secondOfDay = Double(hours * 3600 + minutes * 60) + seconds
        if skip(UInt8(ascii: "Z")) {
            utcOffset = 0
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let offsetHours = digits(2) else { return nil }
            _ = skip(UInt8(ascii: ":"))
            let offsetMinutes = index < bytes.count ? digits(2) : 0
            guard let offsetMinutes else { return nil }
            utcOffset = sign * (offsetHours * 3600 + offsetMinutes * 60)
        }
        if index != bytes.count { return nil }
    }

    /// The instant: a floating time or a date alone is read in `timeZone` (a date alone as its midnight).
    public func instant(in timeZone: TimeZone) -> Date {
        let local = Double(date.daysSinceEpoch) * 86_400 + (secondOfDay ?? 0)
        if let utcOffset { return Date(timeIntervalSince1970: local - Double(utcOffset)) }
        return Self.midnightOrTime(local, in: timeZone)
    }

    /// The calendar date where it is read: a time with an offset is converted into `timeZone` first.
    public func localDate(in timeZone: TimeZone) -> LocalDate {
        guard utcOffset != nil else { return date }
        return LocalDate.today(now: instant(in: timeZone), timeZone: timeZone)
    }

    /// The wall-clock time where it is read, to the minute (seconds dropped); `nil` for a date alone. A
    /// floating time or one with a TZID is taken as written, like its date; one with an offset is moved
    /// into `timeZone` first.
    public func localTime(in timeZone: TimeZone) -> TimeOfDay? {
        guard let secondOfDay else { return nil }
        guard utcOffset != nil else { return TimeOfDay(minutes: Int(secondOfDay) / 60) }
        let moment = instant(in: timeZone)
        let local = Int(moment.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: moment)
        return TimeOfDay(minutes: (local % 86_400 + 86_400) % 86_400 / 60)
    }

    /// The instant a deadline names in `timeZone`: its time on its day, or the day's midnight.
    public static func instant(of date: LocalDate, at time: TimeOfDay?, in timeZone: TimeZone) -> Date {
        guard let time else { return midnight(of: date, in: timeZone) }
        return midnightOrTime(Double(date.daysSinceEpoch * 86_400 + time.minutes * 60), in: timeZone)
    }

    /// The instant at which local time `seconds` (counted as if UTC) happens in `timeZone`.
    static func midnightOrTime(_ seconds: Double, in timeZone: TimeZone) -> Date {
        let guess = Date(timeIntervalSince1970: seconds)
        let offset = timeZone.secondsFromGMT(for: guess)
        let corrected = Date(timeIntervalSince1970: seconds - Double(offset))
        return Date(timeIntervalSince1970: seconds - Double(timeZone.secondsFromGMT(for: corrected)))
    }

    /// Midnights of the days a file mentions, computed once each: asking a `TimeZone` for its offset costs
    /// microseconds, and a todo.txt file has a date on nearly every line.
    struct MidnightCache {
        let timeZone: TimeZone
        private var known: [Int: Date] = [:]

        init(_ timeZone: TimeZone) { self.timeZone = timeZone }

        mutating func midnight(of date: LocalDate) -> Date {
            let day = date.daysSinceEpoch
            if let cached = known[day] { return cached }
            let value = DateTimeText.midnight(of: date, in: timeZone)
            known[day] = value
            return value
        }
    }

    /// Midnight starting `date` in `timeZone`.
    public static func midnight(of date: LocalDate, in timeZone: TimeZone) -> Date {
        midnightOrTime(Double(date.daysSinceEpoch) * 86_400, in: timeZone)
    }

    /// "20261122T090000Z": the basic UTC form iCalendar and Taskwarrior write.
    public static func basicUTC(_ instant: Date) -> String {
        let (day, hours, minutes, seconds, _) = Timestamp.components(instant)
        return basicDate(day) + "T" + two(hours) + two(minutes) + two(seconds) + "Z"
    }

    /// "20261201".
    public static func basicDate(_ date: LocalDate) -> String {
        let year = String(date.year)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + two(date.month) + two(date.day)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
