import Foundation

// Temporary stand-in until the full LocalDate lands (being written in parallel).
public enum Weekday: Int, CaseIterable, Sendable { case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday }

public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= 31 else { return nil }
        self.year = year; self.month = month; self.day = day
    }
    public init?(iso: String) {
        let p = iso.split(separator: "-")
        guard p.count == 3, let y = Int(p[0]), let m = Int(p[1]), let d = Int(p[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }
    public init(daysSinceEpoch: Int) {
        let z = daysSinceEpoch + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0); month = m; day = d
    }
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }
    public var iso: String { String(format: "%04d-%02d-%02d", year, month, day) }
    public var description: String { iso }
    public func adding(days: Int) -> LocalDate { LocalDate(daysSinceEpoch: daysSinceEpoch + days) }
    public var weekday: Weekday { Weekday(rawValue: ((daysSinceEpoch % 7 + 7 + 3) % 7) + 1)! }
    public var monthName: String { ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][month - 1] }
    public static func today(now: Date = Date(), timeZone: TimeZone = .current) -> LocalDate {
        let seconds = Int(now.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: now)
        return LocalDate(daysSinceEpoch: Int((Double(seconds) / 86400).rounded(.down)))
    }
    public static func < (l: LocalDate, r: LocalDate) -> Bool { (l.year, l.month, l.day) < (r.year, r.month, r.day) }
}
