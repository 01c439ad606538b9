import Foundation

/// Turns stored instants (milliseconds since 1970, UTC) into the user's calendar days, in SQL and back,
/// with the zone's daylight-saving changes: a task done at 00:30 in summer counts on that day, not on the
/// day before as a fixed winter offset would put it.
struct LocalDayClock {
    let environment: CoreEnvironment

    static let millisecondsPerDay: Int64 = 86_400_000
    /// How far back the zone's changes are followed; older instants take the offset in force then.
    static let historyMilliseconds: Int64 = 50 * 366 * millisecondsPerDay
    /// Days added before dividing, so the division in SQL never sees a negative number.
    static let biasDays: Int64 = 1_000_000

    /// The instant local midnight starts `day`, in milliseconds.
    func start(of day: LocalDate) -> Int64 {
        let utcMidnight = Int64(day.daysSinceEpoch) * Self.millisecondsPerDay
        let guess = utcMidnight - offset(at: utcMidnight)
        return utcMidnight - offset(at: guess)
    }

    /// The local day of instant `milliseconds`.
    func day(of milliseconds: Int64) -> LocalDate {
        LocalDate(
            daysSinceEpoch: Int(floorDivide(milliseconds + offset(at: milliseconds), Self.millisecondsPerDay))
        )
    }

    /// An SQL expression giving the local day number (days since 1970-01-01) of the instant in `column`,
    /// exact for instants from `earliest` to `latest` (the offsets in force between them, newest first,
    /// since most rows are recent and a CASE stops at its first match; at most 50 years back).
    func daySQL(_ column: String, from earliest: Int64, to latest: Int64) -> String {
        var changes: [(start: Int64, offset: Int64)] = []
        let from = max(earliest, latest - Self.historyMilliseconds)
        var moment = Date(milliseconds: from)
        let zone = environment.timeZone
        while let next = zone.nextDaylightSavingTimeTransition(after: moment), next.milliseconds <= latest {
            changes.append((next.milliseconds, offset(at: next.milliseconds)))
            moment = next
        }
        let first = offset(at: from)
        let shifted: String
        if changes.isEmpty {
            shifted = "\(column) + \(first)"
        } else {
            let cases = changes.reversed().map { "WHEN \(column) >= \($0.start) THEN \($0.offset)" }
            shifted = "\(column) + CASE \(cases.joined(separator: " ")) ELSE \(first) END"
        }
        // SQLite's `/` truncates toward zero: shifted forward by a million days first, an instant before 1970
        // still lands on its own day.
        let bias = Self.biasDays * Self.millisecondsPerDay
        return "((\(shifted) + \(bias)) / \(Self.millisecondsPerDay) - \(Self.biasDays))"
    }

    /// The zone's offset from UTC at instant `milliseconds`, in milliseconds.
    func offset(at milliseconds: Int64) -> Int64 {
        Int64(environment.secondsFromGMT(for: Date(milliseconds: milliseconds))) * 1000
    }

    private func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }
}
