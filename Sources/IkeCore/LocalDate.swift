import Foundation

/// A calendar date with no time of day and no time zone, so it never drifts when the clock's zone changes.
public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The years a date can be created or parsed in; four digits keep `iso` fixed-width and sortable.
    public static let supportedYears: ClosedRange<Int> = 1...9999

    /// A validated date in `supportedYears` (Gregorian leap years), or `nil` if there is no such day.
    public init?(year: Int, month: Int, day: Int) {
        guard Self.supportedYears.contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(unchecked: year, month, day)
    }

    /// The date written strictly as `YYYY-MM-DD` (ASCII digits only), or `nil`.
    public init?(iso: String) {
        let bytes = Array(iso.utf8)
        let dash = UInt8(ascii: "-")
        guard bytes.count == 10, bytes[4] == dash, bytes[7] == dash else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }

    /// The date `days` after 1970-01-01 (negative goes back); not limited to `supportedYears`,
    /// so callers with untrusted counts (like `DeadlineParser`) check the range first.
    public init(daysSinceEpoch days: Int) {
        // Howard Hinnant's civil_from_days: shift to eras of 400 years starting on 0000-03-01.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(unchecked: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (which is 0).
    public var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil: years start in March so the leap day is the last day of a year.
        let year = month <= 2 ? self.year - 1 : self.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Today's date where the clock reads `now` in `timeZone`.
    public static func today(now: Date = Date(), timeZone: TimeZone = .current) -> LocalDate {
        today(now: now, secondsFromGMT: timeZone.secondsFromGMT(for: now))
    }

    /// The calendar date at `now` in a zone `offset` seconds ahead of UTC.
    public static func today(now: Date, secondsFromGMT offset: Int) -> LocalDate {
        let seconds = Int(now.timeIntervalSince1970.rounded(.down)) + offset
        return LocalDate(daysSinceEpoch: floorDivide(seconds, 86_400))
    }

    /// The number of days in `month` (1–12) of `year`, or 0 for a month that does not exist.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeap(year) ? 29 : 28
        default: 0
        }
    }

    /// Whether `year` has a 29 February under Gregorian rules.
    public static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The date `days` later (or earlier, if negative).
    public func adding(days: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// The same day `months` later, clamped to the end of a shorter month (31 Jan + 1 month = 28 Feb).
    public func adding(months: Int) -> LocalDate {
        let total = year * 12 + (month - 1) + months
        let newYear = Self.floorDivide(total, 12)
        let newMonth = total - newYear * 12 + 1
        return LocalDate(unchecked: newYear, newMonth, min(day, Self.daysIn(month: newMonth, year: newYear)))
    }

    /// The same day `years` later, with 29 February becoming 28 February in a common year.
    public func adding(years: Int) -> LocalDate {
        adding(months: years * 12)
    }

    /// How many days from this date to `other` (negative if `other` is earlier).
    public func days(until other: LocalDate) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (ISO weekday 4).
        Weekday(rawValue: Self.floorModulo(daysSinceEpoch + 3, 7) + 1)!
    }

    /// The first day of this date's month.
    public var startOfMonth: LocalDate { LocalDate(unchecked: year, month, 1) }

    /// The month's English name ("November").
    public var monthName: String { Self.monthNames[month - 1] }

    /// The month's three-letter English name ("Nov").
    public var shortMonthName: String { String(monthName.prefix(3)) }

    /// The English month names, January first.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// `YYYY-MM-DD`, as stored and exported ("2026-12-01").
    public var iso: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(abs(value))
            let zeros = String(repeating: "0", count: max(0, width - digits.count))
            return (value < 0 ? "-" : "") + zeros + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public var description: String { iso }

    /// The date in full for people ("Friday 27 November 2026").
    public var longDescription: String { "\(weekday.name) \(day) \(monthName) \(year)" }

    /// The date in a narrow column ("Fri 27 Nov").
    public var shortDescription: String { "\(weekday.shortName) \(day) \(shortMonthName)" }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes the single ISO string that `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(text)” is not a date written as YYYY-MM-DD")
        }
        self = date
    }

    /// Encodes as one ISO string ("2026-12-01") so exported files stay readable.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    private static func floorModulo(_ value: Int, _ divisor: Int) -> Int {
        let remainder = value % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
