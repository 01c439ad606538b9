import Foundation

/// One backup file, as its name describes it: `ike-20261125T101112Z-import.sqlite`, named after the
/// database it copies (`work-…` for `work.sqlite`); a second one taken in the same second for the same
/// reason ends in `-2`.
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

    /// The file name for a backup of the database named `database` (`BackupFolder.databaseName`) taken at
    /// `time` for `reason`.
    static func fileName(database: String, time: Date, reason: BackupReason, sequence: Int) -> String {
        "\(database)-\(stamp(time))-\(reason.rawValue)\(sequence > 1 ? "-\(sequence)" : "").sqlite"
    }

    /// The backup of the database named `database` a file in the backups folder is, or nil for any other
    /// file (another database's backups among them).
    init?(folder: String, name: String, database: String = "ike") {
        let prefix = database + "-"
        guard name.hasPrefix(prefix), name.hasSuffix(".sqlite") else { return nil }
        let parts = name.dropFirst(prefix.count).dropLast(7).split(
            separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, let time = Self.time(fromStamp: String(parts[0])),
            let reason = BackupReason(rawValue: String(parts[1]))
        else { return nil }
        let sequence = parts.count == 3 ? Int(parts[2]) : 1
        guard let sequence, sequence >= 1 else { return nil }
        self.init(path: folder + "/" + name, reason: reason, time: time, sequence: sequence)
    }

    /// `20261125T101112Z`: UTC, so names sort by time and never repeat when the clocks change.
    ///
    /// Plain arithmetic rather than `Calendar`: the app lists its backups at every start (is today's
    /// taken?), and a Foundation calendar costs a start about a million instructions and the pages of its
    /// caches (Docs/Decisions.md, 2026-11-25).
    static func stamp(_ time: Date) -> String {
        let date = LocalDate.today(now: time, secondsFromGMT: 0)
        let second = Int(time.timeIntervalSince1970.rounded(.down)) - date.daysSinceEpoch * 86_400
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return digits(date.year, 4) + digits(date.month, 2) + digits(date.day, 2) + "T"
            + digits(second / 3600, 2) + digits(second / 60 % 60, 2) + digits(second % 60, 2) + "Z"
    }

    static func time(fromStamp stamp: String) -> Date? {
        let digits = Array(stamp.utf8)
        guard digits.count == 16, digits[8] == UInt8(ascii: "T"), digits[15] == UInt8(ascii: "Z") else {
            return nil
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in digits[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
            let date = LocalDate(year: year, month: month, day: day),
            let hour = number(9..<11), hour < 24, let minute = number(11..<13), minute < 60,
            let second = number(13..<15), second < 60
        else { return nil }
        let seconds = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds))
    }
}
