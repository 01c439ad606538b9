import Foundation

/// One backup file, as its name describes it: `ike-20261125T101112Z-import.sqlite` (a second one taken in
/// the same second for the same reason ends in `-2`).
public struct Backup: Hashable, Sendable {
    /// The absolute path of the file.
    public var path: String
    public var reason: BackupReason
    /// When it was taken, to the second.
    public var time: Date
    /// 1, or 2, 3 … for later backups with the same time and reason.
    public var sequence: Int

    /// A backup from its parts.
    public init(path: String, reason: BackupReason, time: Date, sequence: Int) {
        self.path = path
        self.reason = reason
        self.time = time
        self.sequence = sequence
    }

    /// The file name for a backup taken at `time` for `reason`.
    static func fileName(time: Date, reason: BackupReason, sequence: Int) -> String {
        "ike-\(stamp(time))-\(reason.rawValue)\(sequence > 1 ? "-\(sequence)" : "").sqlite"
    }

    /// The backup a file in the backups folder is, or nil for any other file.
    init?(folder: String, name: String) {
        guard name.hasPrefix("ike-"), name.hasSuffix(".sqlite") else { return nil }
        let parts = name.dropFirst(4).dropLast(7).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, let time = Self.time(fromStamp: String(parts[0])),
            let reason = BackupReason(rawValue: String(parts[1]))
        else { return nil }
        let sequence = parts.count == 3 ? Int(parts[2]) : 1
        guard let sequence, sequence >= 1 else { return nil }
        self.init(path: folder + "/" + name, reason: reason, time: time, sequence: sequence)
    }

    /// `20261125T101112Z`: UTC, so names sort by time and never repeat when the clocks change.
    static func stamp(_ time: Date) -> String {
        let parts = Calendar.utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: time)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 0) + two(parts.month) + two(parts.day) + "T"
            + two(parts.hour) + two(parts.minute) + two(parts.second) + "Z"
    }

    static func time(fromStamp stamp: String) -> Date? {
        let digits = Array(stamp.utf8)
        guard digits.count == 16, digits[8] == UInt8(ascii: "T"), digits[15] == UInt8(ascii: "Z") else {
            return nil
        }
        func number(_ range: Range<Int>) -> Int? { Int(String(decoding: digits[range], as: UTF8.self)) }
        var parts = DateComponents()
        parts.year = number(0..<4)
        parts.month = number(4..<6)
        parts.day = number(6..<8)
        parts.hour = number(9..<11)
        parts.minute = number(11..<13)
        parts.second = number(13..<15)
        return Calendar.utc.date(from: parts)
    }
}

extension Calendar {
    /// The Gregorian calendar in UTC, for backup names.
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
